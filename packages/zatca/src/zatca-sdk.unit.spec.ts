import { computeInvoiceHashFromXml, verifyInvoiceSignature } from "zatca-sdk";
import { describe, expect, it } from "vitest";
import { buildInvoiceXml } from "./invoice-xml.ts";
import { signInvoice } from "./sign-invoice.ts";
import { elementText, expectedQr, readWithZatcaSdk } from "./testing/independent-check.ts";
import { SAMPLE_DOCUMENTS } from "./testing/sample-documents.ts";
import { testCertificate } from "./testing/test-certificate.ts";

const keys = testCertificate();
const signedAt = new Date("2026-11-26T07:31:00Z");

describe.each(Object.entries(SAMPLE_DOCUMENTS))("zatca-sdk, independently, on our signed %s", (_name, doc) => {
  const signed = signInvoice(buildInvoiceXml(doc), { ...keys, signedAt }).xml;
  const reading = readWithZatcaSdk(signed);

  it("recomputes the invoice hash the signature references", () => {
    expect(reading.hash).toBe(reading.referencedHash);
  });

  it("verifies the signature with the key of the certificate in the document, the EGS unit's, and not an altered document's", () => {
    expect(reading.certificate.cert.pem.replace(/\s/g, "")).toBe(keys.certificatePem.replace(/\s/g, ""));
    expect(reading.signatureVerifies).toBe(true);
    const altered = computeInvoiceHashFromXml(signed.replace("Commercial rent", "Commercial rant"));
    if (!altered.success) throw altered.error;
    expect(altered.data).not.toBe(reading.hash);
    expect(verifyInvoiceSignature(altered.data, reading.signatureValue, reading.certificate.publicPoint)).toBe(false);
  });

  it("finds the certificate's digest and serial number in the signed properties", () => {
    expect(elementText(signed, "ds:DigestValue", "(?=[^>]*>[^<]*</ds:DigestValue>\\s*</xades:CertDigest>)")).toBe(reading.certificate.hash);
    expect(elementText(signed, "ds:X509SerialNumber")).toBe(reading.certificate.serialNumber);
  });

  it("decodes the QR to seller, VAT number, time, totals, hash, signature, key and (simplified) the CA's signature", () => {
    expect(reading.qr).toEqual(expectedQr(signed, reading));
    expect(reading.qr.sellerName).toBe(doc.seller.name);
    expect(Object.keys(reading.qr)).toHaveLength(doc.kind === "simplified" ? 9 : 8);
  });
});
