import { describe, expect, it } from "vitest";
import { renderSubscriptionInvoicePdf, type SubscriptionInvoiceDocument } from "./subscription-invoice-pdf.ts";
import { skipWithoutTool } from "./testing/missing-tool.ts";
import { pdfImages, pdfText, popplerMissing } from "./testing/read-pdf.ts";

const CREDIT_NOTE: SubscriptionInvoiceDocument = {
  kind: "creditNote",
  number: "SCN-000003",
  credits: "SUB-000002",
  issuedAt: "2026-12-10T09:00:00Z",
  seller: { name: "Amlak Platform", vatNo: "300000000000003", address: "Riyadh" },
  buyer: { name: "مؤسسة الرياض العقارية", vatNo: "311111111100003" },
  packageName: "Gold",
  billing: "monthly",
  startDate: "2026-12-01",
  endDate: "2026-12-31",
  totalWithoutVat: "-259.13",
  vatTotal: "-38.87",
  total: "-298.00",
  qr: "AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==",
};

describe.skipIf(skipWithoutTool("the subscription invoice PDF read-back", popplerMissing))("renderSubscriptionInvoicePdf", () => {
  it("prints a credit note under its own title, naming the invoice it credits, its amounts without the sign", async () => {
    const text = pdfText(await renderSubscriptionInvoicePdf(CREDIT_NOTE, { lang: "en" }));
    for (const expected of ["Credit note", "Credit note number", "SCN-000003", "Credits invoice", "SUB-000002", "Total credited"]) {
      expect(text).toContain(expected);
    }
    // The line wraps in its cell, and pdftotext reads the cells beside it between its two lines.
    expect(text).toContain("Gold package, monthly");
    expect(text.replace(/\s+/g, " ")).toContain("subscription from 2026/12/01 to 2026/12/31");
    for (const amount of ["259.13 SR", "38.87 SR", "298.00 SR"]) expect(text).toContain(amount);
    expect(text).not.toContain("-298.00");
    expect(text).not.toContain("Simplified tax invoice");
  });

  it("prints an invoice as a simplified tax invoice with the QR code, in Arabic too", async () => {
    const invoice = {
      ...CREDIT_NOTE,
      kind: "invoice" as const,
      number: "SUB-000002",
      totalWithoutVat: "259.13",
      vatTotal: "38.87",
      total: "298.00",
    };
    const { credits: _credits, ...uncredited } = invoice;
    const pdf = await renderSubscriptionInvoicePdf(uncredited, { lang: "ar" });
    const text = pdfText(pdf);
    expect(text).toContain("مبسطة");
    expect(text).toContain("SUB-000002");
    expect(text).toContain("298.00");
    expect(text).not.toContain("SCN-");
    const [qr, ...others] = pdfImages(pdf);
    expect(others).toEqual([]);
    expect(qr?.width).toBe(qr?.height);
  });
});
