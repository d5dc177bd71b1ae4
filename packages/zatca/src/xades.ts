import { createHash } from "node:crypto";
import { NS } from "./namespaces.ts";
import { el, writeXml, type XmlElement } from "./xml-writer.ts";

const C14N11 = "http://www.w3.org/2006/12/xml-c14n11";
const SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";
const XPATH = "http://www.w3.org/TR/1999/REC-xpath-19991116";
/** Where ds:Signature sits: UBLExtensions › UBLExtension › ExtensionContent › UBLDocumentSignatures › SignatureInformation. */
const SIGNATURE_DEPTH = 5;

/** ZATCA's digests of the certificate and of SignedProperties are base64 of the hex SHA-256, not of the raw digest. */
export function hexDigestBase64(text: string): string {
  return Buffer.from(createHash("sha256").update(text, "utf8").digest("hex")).toString("base64");
}

interface SignedPropertiesFacts {
  signingTime: string;
  /** hexDigestBase64 of the certificate's base64 text. */
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
}

/**
 * xades:SignedProperties. Inside the document its namespaces come from ds:Signature and QualifyingProperties; the
 * digest ZATCA checks is over the element written on its own, each element declaring the namespace it uses
 * (`standalone`), with the whitespace it has in the document.
 */
function signedProperties(facts: SignedPropertiesFacts, standalone: boolean): XmlElement {
  const ds: Record<string, string> = standalone ? { "xmlns:ds": NS.ds } : {};
  return el(
    "xades:SignedProperties",
    [
      el("xades:SignedSignatureProperties", [
        el("xades:SigningTime", facts.signingTime),
        el("xades:SigningCertificate", [
          el("xades:Cert", [
            el("xades:CertDigest", [
              el("ds:DigestMethod", [], { ...ds, Algorithm: SHA256 }),
              el("ds:DigestValue", facts.certificateDigest, ds),
            ]),
            el("xades:IssuerSerial", [el("ds:X509IssuerName", facts.issuerName, ds), el("ds:X509SerialNumber", facts.serialNumber, ds)]),
          ]),
        ]),
      ]),
    ],
    standalone ? { "xmlns:xades": NS.xades, Id: "xadesSignedProperties" } : { Id: "xadesSignedProperties" },
  );
}

function signedPropertiesDigest(facts: SignedPropertiesFacts): string {
  return hexDigestBase64(writeXml(signedProperties(facts, true), SIGNATURE_DEPTH + 3));
}

function excluding(xpath: string): XmlElement {
  return el("ds:Transform", [el("ds:XPath", xpath)], { Algorithm: XPATH });
}

export interface SignatureFacts {
  invoiceHash: string;
  signatureValue: string;
  certificateBase64: string;
  properties: SignedPropertiesFacts;
}

/** The signature extension, laid out as in ZATCA's signed samples (the SignedProperties digest depends on it). */
export function ublExtensions(facts: SignatureFacts): string {
  const signature = el(
    "ds:Signature",
    [
      el("ds:SignedInfo", [
        el("ds:CanonicalizationMethod", [], { Algorithm: C14N11 }),
        el("ds:SignatureMethod", [], { Algorithm: "http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256" }),
        el(
          "ds:Reference",
          [
            el("ds:Transforms", [
              excluding("not(//ancestor-or-self::ext:UBLExtensions)"),
              excluding("not(//ancestor-or-self::cac:Signature)"),
              excluding("not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])"),
              el("ds:Transform", [], { Algorithm: C14N11 }),
            ]),
            el("ds:DigestMethod", [], { Algorithm: SHA256 }),
            el("ds:DigestValue", facts.invoiceHash),
          ],
          { Id: "invoiceSignedData", URI: "" },
        ),
        el(
          "ds:Reference",
          [el("ds:DigestMethod", [], { Algorithm: SHA256 }), el("ds:DigestValue", signedPropertiesDigest(facts.properties))],
          { Type: "http://www.w3.org/2000/09/xmldsig#SignatureProperties", URI: "#xadesSignedProperties" },
        ),
      ]),
      el("ds:SignatureValue", facts.signatureValue),
      el("ds:KeyInfo", [el("ds:X509Data", [el("ds:X509Certificate", facts.certificateBase64)])]),
      el("ds:Object", [
        el("xades:QualifyingProperties", [signedProperties(facts.properties, false)], { "xmlns:xades": NS.xades, Target: "signature" }),
      ]),
    ],
    { "xmlns:ds": NS.ds, Id: "signature" },
  );
  const extensions = el("ext:UBLExtensions", [
    el("ext:UBLExtension", [
      el("ext:ExtensionURI", "urn:oasis:names:specification:ubl:dsig:enveloped:xades"),
      el("ext:ExtensionContent", [
        el(
          "sig:UBLDocumentSignatures",
          [
            el("sac:SignatureInformation", [
              el("cbc:ID", "urn:oasis:names:specification:ubl:signature:1"),
              el("sbc:ReferencedSignatureID", "urn:oasis:names:specification:ubl:signature:Invoice"),
              signature,
            ]),
          ],
          { "xmlns:sig": NS.sig, "xmlns:sac": NS.sac, "xmlns:sbc": NS.sbc },
        ),
      ]),
    ]),
  ]);
  return writeXml(extensions);
}
