import { beforeAll, describe, expect, it } from "vitest";
import { renderReceiptPdf } from "./receipt-pdf.ts";
import { skipWithoutTool } from "./testing/missing-tool.ts";
import { pdfImages, pdfInfo, pdfText, popplerMissing } from "./testing/read-pdf.ts";
import { RECEIPT } from "./testing/samples.ts";

describe.skipIf(skipWithoutTool("the receipt PDF read-back", popplerMissing))("renderReceiptPdf", () => {
  const pdfs = {} as Record<"ar" | "en", Buffer>;
  beforeAll(async () => {
    pdfs.ar = await renderReceiptPdf(RECEIPT, { lang: "ar", dateType: "hj" });
    pdfs.en = await renderReceiptPdf({ ...RECEIPT, notes: "Paid in full" }, { lang: "en" });
  });

  it.each(["ar", "en"] as const)("prints the number, date, amount and reference on one page in %s", (lang) => {
    const text = pdfText(pdfs[lang]);
    for (const expected of ["RC-2026-000045", "2026/11/22", "12,345.67", "TRX-88231", "310123456700003"]) {
      expect(text).toContain(expected);
    }
    expect(pdfInfo(pdfs[lang]).pages).toBe(1);
    expect(pdfImages(pdfs[lang])).toEqual([]);
  });

  it("writes the Arabic receipt's amount in words with the Hijri date", () => {
    const text = pdfText(pdfs.ar);
    expect(text).toContain("سند قبض");
    // pdftotext reads a tanween and the لا ligature back out of place (ريالًا as "رياال"); the words are unit-tested.
    expect(text).toContain("وخمسة وأربعون");
    expect(text).toContain("وسبع وستون هللة");
    expect(text).toContain("1448/06/12");
  });

  it("labels the English receipt and writes its amount in words", () => {
    const text = pdfText(pdfs.en);
    for (const expected of [
      "Cash receipt",
      "Received from",
      "Twelve thousand three hundred forty-five Saudi riyals and sixty-seven halalas only",
      "Bank transfer",
      "Paid in full",
      "Received by",
      "Stamp",
    ]) {
      expect(text).toContain(expected);
    }
  });
});
