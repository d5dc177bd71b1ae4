import { beforeAll, describe, expect, it } from "vitest";
import { renderReportPdf, type ReportDocument } from "./report-pdf.ts";
import { skipWithoutTool } from "./testing/missing-tool.ts";
import { pdfInfo, pdfText, popplerMissing } from "./testing/read-pdf.ts";
import { REPORT } from "./testing/samples.ts";

const ENGLISH_REPORT: ReportDocument = {
  ...REPORT,
  title: "Income report",
  organization: undefined,
  filters: [{ label: "Period", value: "2026/01/01 - 2026/12/31" }],
  columns: REPORT.columns.map((column, index) => ({ ...column, label: ["Due date", "Tenant", "Unit", "Amount", "VAT"][index] ?? "" })),
};

describe.skipIf(skipWithoutTool("the report PDF read-back", popplerMissing))("renderReportPdf", () => {
  const pdfs = {} as Record<"ar" | "en", Buffer>;
  beforeAll(async () => {
    pdfs.ar = await renderReportPdf(REPORT, { lang: "ar" });
    pdfs.en = await renderReportPdf(ENGLISH_REPORT, { lang: "en" });
  });

  it.each(["ar", "en"] as const)("breaks 48 rows over two portrait pages and closes with the totals in %s", (lang) => {
    expect(pdfInfo(pdfs[lang])).toMatchObject({ pages: 2, width: 595.28 });
    const last = pdfText(pdfs[lang], 2);
    expect(last).toContain("349,812.00");
    expect(last).toContain("10,987.24");
    expect(pdfText(pdfs[lang], 1)).toContain("2026/01/01");
  });

  it("repeats the column headers, prints the filters and numbers the pages", () => {
    expect(pdfText(pdfs.en, 1)).toContain("Period");
    const last = pdfText(pdfs.en, 2);
    for (const expected of ["Due date", "Amount", "VAT", "Total", "Noura Trading Est.", "13,000.50 SR", "Page 2 of 2"]) {
      expect(last).toContain(expected);
    }
  });

  it("formats money and dates in Arabic and leaves empty cells blank", () => {
    const text = pdfText(pdfs.ar);
    expect(text).toContain("1,250.50");
    expect(text).toContain("ر.س");
    expect(text).toContain("2026/12/21");
    expect(text).not.toMatch(/null|undefined|NaN/);
  });

  it("turns the page to landscape for wide reports", async () => {
    const columns = Array.from({ length: 8 }, (_, index) => ({ key: `c${index}`, label: `Column ${index}`, kind: "text" as const }));
    const pdf = await renderReportPdf({ title: "Wide", filters: [], columns, rows: [{ c0: "a", c7: "h" }] }, { lang: "en" });
    expect(pdfInfo(pdf)).toMatchObject({ pages: 1, width: 841.89, height: 595.28 });
    expect(pdfText(pdf)).toContain("Column 7");
  });

  it("says so when there are no rows", async () => {
    const pdf = await renderReportPdf({ ...ENGLISH_REPORT, rows: [], totals: undefined }, { lang: "en" });
    expect(pdfText(pdf)).toContain("No data");
  });
});
