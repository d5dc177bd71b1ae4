import { createPublicKey, verify } from "node:crypto";
import { AsnConvert } from "@peculiar/asn1-schema";
import { Certificate } from "@peculiar/asn1-x509";
import { describe, expect, it } from "vitest";
import { buildInvoiceXml } from "./invoice-xml.ts";
import { documentQr, phase2Qr } from "./qr.ts";
import { signInvoice } from "./sign-invoice.ts";
import { decodeQr } from "./testing/qr-tlv.ts";
import { SAMPLE_DOCUMENTS, SELLER } from "./testing/sample-documents.ts";
import { testCertificate } from "./testing/test-certificate.ts";

const keys = testCertificate();
const signedAt = new Date("2026-11-26T07:31:00Z");
const publicKey = createPublicKey(keys.certificatePem);

function signedQr(name: string) {
  const signed = signInvoice(buildInvoiceXml(SAMPLE_DOCUMENTS[name]!), { ...keys, signedAt });
  const signatureValue = /<ds:SignatureValue>([^<]+)</.exec(signed.xml)![1]!;
  return { ...signed, signatureValue, tags: decodeQr(signed.qr) };
}

describe("phase2Qr", () => {
  it.each(["standard invoice", "standard credit note"])("gives a %s tags 1 to 8", (name) => {
    const { tags, invoiceHash, signatureValue } = signedQr(name);
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const text = (tag: number) => tags.get(tag)?.toString("utf8");
    expect([1, 2, 3, 4, 5, 6, 7].map(text)).toEqual([
      SELLER.name,
      SELLER.vatNumber,
      "2026-11-26T10:30:00",
      "18489.99",
      "1890.00",
      invoiceHash,
      signatureValue,
    ]);
    expect(tags.get(8)).toEqual(publicKey.export({ type: "spki", format: "der" }));
  });

  it.each(["simplified invoice", "simplified debit note"])("gives a %s tag 9 too: the CA's signature of the certificate", (name) => {
    const { tags } = signedQr(name);
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const der = Buffer.from(keys.certificatePem.replace(/-----[A-Z ]+-----|\s/g, ""), "base64");
    const certificate = AsnConvert.parse(der, Certificate);
    // The test certificate signs itself, so its own key verifies the signature tag 9 carries.
    expect(verify("sha256", Buffer.from(AsnConvert.serialize(certificate.tbsCertificate)), publicKey, tags.get(9)!)).toBe(true);
  });

  const fields = {
    sellerName: "",
    vatNumber: "300000000000003",
    timestamp: "2026-11-26T10:30:00",
    total: "115.00",
    vatTotal: "15.00",
    invoiceHash: "h",
    signature: "s",
    publicKey: new Uint8Array(88),
  };

  it("counts a value's UTF-8 bytes, and refuses one over the 255 a one-byte length can say", () => {
    expect(decodeQr(phase2Qr({ ...fields, sellerName: "ش".repeat(127) })).get(1)).toHaveLength(254);
    expect(() => phase2Qr({ ...fields, sellerName: "ش".repeat(128) })).toThrow(/tag 1 is 256 bytes/);
    expect(() => phase2Qr({ ...fields, publicKey: new Uint8Array(256) })).toThrow(/tag 8 is 256 bytes/);
  });
});

describe("documentQr", () => {
  it("reads the QR a signed document carries, and nothing from one without a QR or not XML", () => {
    const standard = buildInvoiceXml(SAMPLE_DOCUMENTS["standard invoice"]!);
    const signed = signInvoice(standard, { ...keys, signedAt });
    expect(documentQr(signed.xml)).toBe(signed.qr);
    expect(documentQr(standard)).toBeUndefined();
    expect(documentQr("not xml")).toBeUndefined();
  });
});
