import { createPublicKey, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { invoiceHash } from "./invoice-hash.ts";
import { buildInvoiceXml } from "./invoice-xml.ts";
import { NS } from "./namespaces.ts";
import { signInvoice } from "./sign-invoice.ts";
import { SAMPLE_DOCUMENTS } from "./testing/sample-documents.ts";
import { testCertificate } from "./testing/test-certificate.ts";
import { runTool } from "./testing/tools.ts";
import { hexDigestBase64 } from "./xades.ts";
import { childElements, findPath, parseXml } from "./xml-dom.ts";

const keys = testCertificate();
const signedAt = new Date("2026-11-26T07:31:00Z");
const xml = buildInvoiceXml(SAMPLE_DOCUMENTS["standard invoice"]!);
const signed = signInvoice(xml, { ...keys, signedAt });

const SIGNATURE: [string, string][] = [
  [NS.ext, "UBLExtensions"],
  [NS.ext, "UBLExtension"],
  [NS.ext, "ExtensionContent"],
  [NS.sig, "UBLDocumentSignatures"],
  [NS.sac, "SignatureInformation"],
  [NS.ds, "Signature"],
];
const CERT: [string, string][] = [
  [NS.ds, "Object"],
  [NS.xades, "QualifyingProperties"],
  [NS.xades, "SignedProperties"],
  [NS.xades, "SignedSignatureProperties"],
  [NS.xades, "SigningCertificate"],
  [NS.xades, "Cert"],
];

function signatureText(...path: [string, string][]): string {
  const root = parseXml(signed.xml).documentElement;
  const value = root && findPath(root, ...SIGNATURE, ...path)?.textContent;
  if (value == null) throw new Error(`missing ${path.map(([, name]) => name).join("/")}`);
  return value;
}

function referenceDigest(position: number): string {
  const root = parseXml(signed.xml).documentElement!;
  const signedInfo = findPath(root, ...SIGNATURE, [NS.ds, "SignedInfo"])!;
  const reference = signedInfo.getElementsByTagNameNS(NS.ds, "Reference")[position]!;
  return findPath(reference, [NS.ds, "DigestValue"])!.textContent!;
}

describe("signInvoice", () => {
  it("signs the invoice hash with the certificate's key (ECDSA secp256k1, SHA-256)", () => {
    const signature = Buffer.from(signatureText([NS.ds, "SignatureValue"]), "base64");
    const publicKey = createPublicKey(keys.certificatePem);
    expect(verify("sha256", Buffer.from(signed.invoiceHash, "base64"), publicKey, signature)).toBe(true);
    expect(verify("sha256", Buffer.from(invoiceHash(xml.replace("Commercial", "Residential")), "base64"), publicKey, signature)).toBe(
      false,
    );
  });

  it("references the invoice hash, and a SignedProperties digest that matches the element the document carries", () => {
    expect(referenceDigest(0)).toBe(signed.invoiceHash);
    // What ZATCA's validator digests: the element as it stands, each element declaring its namespace; hex, then base64.
    const element = /<xades:SignedProperties[\s\S]*<\/xades:SignedProperties>/
      .exec(signed.xml)![0]
      .replace("<xades:SignedProperties ", `<xades:SignedProperties xmlns:xades="${NS.xades}" `)
      .replaceAll(/<ds:(\w+)/g, `<ds:$1 xmlns:ds="${NS.ds}"`);
    expect(referenceDigest(1)).toBe(hexDigestBase64(element));
  });

  it("names the certificate: its base64, digest, issuer, serial number and the signing time in Saudi time", () => {
    const certificate = signatureText([NS.ds, "KeyInfo"], [NS.ds, "X509Data"], [NS.ds, "X509Certificate"]);
    expect(`-----BEGIN CERTIFICATE-----\n${certificate.match(/.{1,64}/g)!.join("\n")}\n-----END CERTIFICATE-----\n`).toBe(
      keys.certificatePem,
    );
    expect(signatureText(...CERT, [NS.xades, "CertDigest"], [NS.ds, "DigestValue"])).toBe(hexDigestBase64(certificate));
    expect(signatureText(...CERT, [NS.xades, "IssuerSerial"], [NS.ds, "X509IssuerName"])).toBe("CN=Amlak Test EGS, O=Amlak Test, C=SA");
    const serial = runTool("openssl", ["x509", "-noout", "-serial"], keys.certificatePem).stdout.toString().trim().replace("serial=", "");
    expect(signatureText(...CERT, [NS.xades, "IssuerSerial"], [NS.ds, "X509SerialNumber"])).toBe(BigInt(`0x${serial}`).toString(10));
    expect(
      signatureText(
        [NS.ds, "Object"],
        [NS.xades, "QualifyingProperties"],
        [NS.xades, "SignedProperties"],
        [NS.xades, "SignedSignatureProperties"],
        [NS.xades, "SigningTime"],
      ),
    ).toBe("2026-11-26T10:31:00");
  });

  it("adds the signature first, then the QR and cac:Signature after the document references", () => {
    const root = parseXml(signed.xml).documentElement!;
    const order = childElements(root).map((child) => findPath(child, [NS.cbc, "ID"])?.textContent ?? child.localName);
    expect(order.slice(0, 2)).toEqual(["UBLExtensions", "ProfileID"]);
    expect(order.slice(order.indexOf("ICV"), order.indexOf("AccountingSupplierParty") + 1)).toEqual([
      "ICV",
      "PIH",
      "QR",
      "urn:oasis:names:specification:ubl:signature:Invoice",
      "AccountingSupplierParty",
    ]);
    expect(signed.xml).toContain(`<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${signed.qr}</cbc:EmbeddedDocumentBinaryObject>`);
    expect(findPath(root, [NS.cac, "Signature"], [NS.cbc, "SignatureMethod"])?.textContent).toBe(
      "urn:oasis:names:specification:ubl:dsig:enveloped:xades",
    );
  });

  it("changes nothing else: without what it added, the document is the unsigned one byte for byte", () => {
    const unsigned = signed.xml
      .replace(/<ext:UBLExtensions>[\s\S]*<\/ext:UBLExtensions>/, "")
      .replace(/<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/, "")
      .replace(/<cac:Signature>[\s\S]*?<\/cac:Signature>/, "");
    expect(unsigned).toBe(xml);
  });

  it("refuses a signed document, and a certificate of another key", () => {
    expect(() => signInvoice(signed.xml, { ...keys, signedAt })).toThrow(/already signed/);
    expect(() => signInvoice(xml, { ...keys, certificatePem: testCertificate().certificatePem, signedAt })).toThrow(
      /not the private key's/,
    );
  });
});
