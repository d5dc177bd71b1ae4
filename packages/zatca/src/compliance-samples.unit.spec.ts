import { describe, expect, it } from "vitest";
import { complianceSamples } from "./compliance-samples.ts";
import { INITIAL_PIH, invoiceHash } from "./invoice-hash.ts";
import { readWithZatcaSdk } from "./testing/independent-check.ts";
import { SELLER } from "./testing/sample-documents.ts";
import { testCertificate } from "./testing/test-certificate.ts";

describe("complianceSamples", () => {
  it("signs an invoice, a credit note and a debit note of each kind the unit issues, chained from the initial hash", () => {
    const samples = complianceSamples({ seller: SELLER, kinds: ["standard", "simplified"], ...testCertificate(), now: new Date() });
    expect(samples.map((sample) => sample.name)).toEqual([
      "standard invoice",
      "standard credit note",
      "standard debit note",
      "simplified invoice",
      "simplified credit note",
      "simplified debit note",
    ]);
    const typeCodes = samples.map((sample) => /<cbc:InvoiceTypeCode name="(\d+)">(\d+)</.exec(sample.xml)!.slice(1).join(" "));
    expect(typeCodes).toEqual(["0100000 388", "0100000 381", "0100000 383", "0200000 388", "0200000 381", "0200000 383"]);
    let pih = INITIAL_PIH;
    for (const sample of samples) {
      expect(sample.xml).toContain(`<cbc:UUID>${sample.uuid}</cbc:UUID>`);
      expect(sample.xml).toContain(pih);
      expect(invoiceHash(sample.xml)).toBe(sample.invoiceHash);
      expect(readWithZatcaSdk(sample.xml)).toMatchObject({ hash: sample.invoiceHash, signatureVerifies: true });
      pih = sample.invoiceHash;
    }
    expect(new Set(samples.map((sample) => sample.uuid)).size).toBe(6);
  });
});
