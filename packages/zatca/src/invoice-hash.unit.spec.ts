import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { INITIAL_PIH, invoiceHash } from "./invoice-hash.ts";
import { buildInvoiceXml } from "./invoice-xml.ts";
import { signInvoice } from "./sign-invoice.ts";
import { SAMPLE_DOCUMENTS } from "./testing/sample-documents.ts";
import { testCertificate } from "./testing/test-certificate.ts";
import { runTool, testSchema } from "./testing/tools.ts";

const keys = testCertificate();
const signedAt = new Date("2026-11-26T07:31:00Z");
const xml = buildInvoiceXml(SAMPLE_DOCUMENTS["simplified invoice"]!);
const signed = signInvoice(xml, { ...keys, signedAt });

/** The hash computed without our code: ZATCA's exclusions by xsltproc, canonicalization by libxml2, SHA-256. */
function hashWithTools(document: string): string {
  const transformed = runTool("xsltproc", [testSchema("hash-transform.xsl"), "-"], document);
  const canonical = runTool("xmllint", ["--c14n11", "-"], transformed.stdout);
  if (!transformed.ok || !canonical.ok) throw new Error(transformed.stderr + canonical.stderr);
  return createHash("sha256").update(canonical.stdout).digest("base64");
}

describe("invoiceHash", () => {
  it("starts an organization's chain from ZATCA's initial PIH: base64 of the hex SHA-256 of 0", () => {
    expect(INITIAL_PIH).toBe(Buffer.from(createHash("sha256").update("0").digest("hex")).toString("base64"));
  });

  it("is the same for the same document however its markup is written", () => {
    const rewritten = xml
      .replace('<?xml version="1.0" encoding="UTF-8"?>\n', "")
      .replace('<cbc:InvoiceTypeCode name="0200000">', "<cbc:InvoiceTypeCode name='0200000'>")
      .replace("<cac:AccountingCustomerParty/>", "<cac:AccountingCustomerParty></cac:AccountingCustomerParty>");
    expect(rewritten).not.toBe(xml);
    expect(invoiceHash(rewritten)).toBe(invoiceHash(xml));
  });

  it("leaves out the signature, cac:Signature and the QR, and nothing else", () => {
    expect(signed.invoiceHash).toBe(invoiceHash(xml));
    expect(invoiceHash(signed.xml)).toBe(invoiceHash(xml));
    const otherQr = signed.xml.replace(signed.qr, Buffer.from("another QR").toString("base64"));
    const signatureValue = /<ds:SignatureValue>([^<]+)</.exec(signed.xml)![1]!;
    const otherSignature = signed.xml.replace(signatureValue, Buffer.from("another signature").toString("base64"));
    const otherSigningTime = signed.xml.replace(/<xades:SigningTime>[^<]+</, "<xades:SigningTime>2027-01-01T00:00:00<");
    for (const changed of [otherQr, otherSignature, otherSigningTime]) {
      expect(changed).not.toBe(signed.xml);
      expect(invoiceHash(changed)).toBe(signed.invoiceHash);
    }
    const otherLine = signed.xml.replace("Brokerage commission", "Brokerage fee");
    const otherPih = signed.xml.replace(`>${SAMPLE_DOCUMENTS["simplified invoice"]!.pih}<`, `>${signed.invoiceHash}<`);
    for (const changed of [otherLine, otherPih]) {
      expect(changed).not.toBe(signed.xml);
      expect(invoiceHash(changed)).not.toBe(signed.invoiceHash);
    }
  });

  it.each(Object.entries(SAMPLE_DOCUMENTS))("agrees with xsltproc and xmllint --c14n11 on the signed %s", (_name, doc) => {
    const document = signInvoice(buildInvoiceXml(doc), { ...keys, signedAt }).xml;
    expect(invoiceHash(document)).toBe(hashWithTools(document));
  });

  it("refuses what is not XML", () => {
    expect(() => invoiceHash("<Invoice><cbc:ID>1</Invoice>")).toThrow();
  });
});
