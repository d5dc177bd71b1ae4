import { createPrivateKey, createPublicKey, sign } from "node:crypto";
import type { Element } from "@xmldom/xmldom";
import { readCertificate, type CertificateFacts } from "./certificate.ts";
import { invoiceHash } from "./invoice-hash.ts";
import { attachment, documentReference } from "./invoice-xml.ts";
import { ksaDateTime } from "./ksa-time.ts";
import { NS } from "./namespaces.ts";
import { phase2Qr } from "./qr.ts";
import { hexDigestBase64, ublExtensions } from "./xades.ts";
import { findPath, parseXml } from "./xml-dom.ts";
import { el, writeXml } from "./xml-writer.ts";

export interface SigningInput {
  /** The EGS unit's secp256k1 key (PKCS#8 or SEC1 PEM). */
  privateKeyPem: string;
  /** The certificate ZATCA issued for that key (the CSID). */
  certificatePem: string;
  signedAt: Date;
}

export interface SignedInvoice {
  xml: string;
  /** Base64; the next document's PIH. */
  invoiceHash: string;
  qr: string;
}

function text(root: Element, ...path: [string, string][]): string {
  const value = findPath(root, ...path)?.textContent;
  if (value == null) throw new Error(`The invoice has no ${path.map(([, name]) => name).join("/")}`);
  return value;
}

function qrOf(root: Element, hash: string, signature: string, certificate: CertificateFacts): string {
  const party = (...rest: [string, string][]) => text(root, [NS.cac, "AccountingSupplierParty"], [NS.cac, "Party"], ...rest);
  const simplified = findPath(root, [NS.cbc, "InvoiceTypeCode"])?.getAttribute("name")?.startsWith("02") ?? false;
  return phase2Qr({
    sellerName: party([NS.cac, "PartyLegalEntity"], [NS.cbc, "RegistrationName"]),
    vatNumber: party([NS.cac, "PartyTaxScheme"], [NS.cbc, "CompanyID"]),
    timestamp: `${text(root, [NS.cbc, "IssueDate"])}T${text(root, [NS.cbc, "IssueTime"])}`,
    total: text(root, [NS.cac, "LegalMonetaryTotal"], [NS.cbc, "TaxInclusiveAmount"]),
    vatTotal: text(root, [NS.cac, "TaxTotal"], [NS.cbc, "TaxAmount"]),
    invoiceHash: hash,
    signature,
    publicKey: certificate.publicKey,
    certificateSignature: simplified ? certificate.signature : undefined,
  });
}

function insertAt(xml: string, index: number, insertion: string): string {
  return xml.slice(0, index) + insertion + xml.slice(index);
}

/**
 * Stamps a document of buildInvoiceXml: ECDSA (secp256k1, SHA-256) over the invoice hash, the XAdES signature in
 * ext:UBLExtensions, the QR reference and cac:Signature. They go in with no whitespace around them, so removing them
 * again (as the hash does) gives back the unsigned document byte for byte: the hash is unchanged.
 */
export function signInvoice(xml: string, input: SigningInput): SignedInvoice {
  if (xml.includes("<ext:UBLExtensions")) throw new Error("The invoice is already signed");
  const certificate = readCertificate(input.certificatePem);
  const privateKey = createPrivateKey(input.privateKeyPem);
  const ownPublicKey = createPublicKey(privateKey).export({ type: "spki", format: "der" });
  if (!ownPublicKey.equals(certificate.publicKey)) throw new Error("The certificate is not the private key's");

  const hash = invoiceHash(xml);
  const signature = sign("sha256", Buffer.from(hash, "base64"), privateKey).toString("base64");
  const signedAt = ksaDateTime(input.signedAt);
  const extensions = ublExtensions({
    invoiceHash: hash,
    signatureValue: signature,
    certificateBase64: certificate.base64,
    properties: {
      signingTime: `${signedAt.date}T${signedAt.time}`,
      certificateDigest: hexDigestBase64(certificate.base64),
      issuerName: certificate.issuerName,
      serialNumber: certificate.serialNumber,
    },
  });
  const root = parseXml(xml).documentElement;
  if (!root) throw new Error("Not an XML document");
  const qr = qrOf(root, hash, signature, certificate);
  const stamp =
    writeXml(documentReference("QR", attachment(qr)), 1) +
    writeXml(
      el("cac:Signature", [
        el("cbc:ID", "urn:oasis:names:specification:ubl:signature:Invoice"),
        el("cbc:SignatureMethod", "urn:oasis:names:specification:ubl:dsig:enveloped:xades"),
      ]),
      1,
    );

  // UBL's order puts the QR reference and cac:Signature after the other document references, before the seller.
  const seller = xml.indexOf("<cac:AccountingSupplierParty>");
  const afterReferences = xml.lastIndexOf("</cac:AdditionalDocumentReference>", seller) + "</cac:AdditionalDocumentReference>".length;
  const rootOpen = xml.indexOf(">", xml.indexOf("<Invoice")) + 1;
  if (seller < 0 || afterReferences <= rootOpen) throw new Error("Not an invoice of buildInvoiceXml");
  const signed = insertAt(insertAt(xml, afterReferences, stamp), rootOpen, extensions);
  return { xml: signed, invoiceHash: hash, qr };
}
