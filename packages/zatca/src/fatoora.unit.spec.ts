import { describe, expect, it } from "vitest";
import { sandboxFatoora, type FatooraSubmission } from "./fatoora.ts";
import { buildInvoiceXml } from "./invoice-xml.ts";
import { signInvoice } from "./sign-invoice.ts";
import { SAMPLE_DOCUMENTS } from "./testing/sample-documents.ts";
import { testCertificate } from "./testing/test-certificate.ts";

const keys = testCertificate();
const signedAt = new Date("2026-11-26T07:31:00Z");

function submission(name: string): FatooraSubmission {
  const doc = SAMPLE_DOCUMENTS[name]!;
  const signed = signInvoice(buildInvoiceXml(doc), { ...keys, signedAt });
  return { uuid: doc.uuid, invoiceHash: signed.invoiceHash, xml: signed.xml, certificatePem: keys.certificatePem };
}

describe("the Fatoora sandbox", () => {
  it("reports a signed simplified document and clears a standard one", async () => {
    await expect(sandboxFatoora.report(submission("simplified invoice"))).resolves.toEqual({ status: "reported", reasons: [] });
    await expect(sandboxFatoora.clear(submission("standard credit note"))).resolves.toEqual({ status: "cleared", reasons: [] });
  });

  it("rejects a document sent to the other API, altered after signing, or signed under another certificate", async () => {
    expect((await sandboxFatoora.report(submission("standard invoice"))).reasons).toEqual([expect.stringMatching(/^invoiceTypeCode/)]);
    const simplified = submission("simplified invoice");
    const altered = { ...simplified, xml: simplified.xml.replace("Commercial rent", "Commercial rant") };
    expect(await sandboxFatoora.report(altered)).toEqual({
      status: "rejected",
      reasons: [expect.stringMatching(/^invoiceHash/), expect.stringMatching(/^signature: does not verify/)],
    });
    const stranger = { ...simplified, certificatePem: testCertificate().certificatePem };
    expect((await sandboxFatoora.report(stranger)).reasons).toEqual([expect.stringMatching(/^certificate/)]);
  });
});
