import { demoOrganization, testServices, tokenFor } from "@amlak/api/testing";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

const services = testServices();
let app: FastifyInstance;
let token: string;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PATHS = [
  "/api/reports/income",
  "/api/reports/income/per-payment",
  "/api/reports/payments/commissionPaymentsReport",
  "/api/reports/payments/profitReport",
  "/api/reports/investment",
];
const SAMPLES = process.env.REPORT_SAMPLES_DIR ?? mkdtempSync(join(tmpdir(), "reports-"));

beforeAll(async () => {
  token = await tokenFor(await demoOrganization(services, "564100001"));
  app = await buildApp({ services });
});
afterAll(() => app.close());

const get = (url: string, lang = "en") =>
  app.inject({ method: "GET", url, headers: { "accept-language": lang, authorization: `Bearer ${token}` } });

type Raw = { rows: Record<string, string | number | null>[]; totals: Record<string, number> };

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  return workbook.worksheets[0]!;
}

const pdfText = (body: Buffer, name: string) => {
  const file = join(SAMPLES, `${name}.pdf`);
  writeFileSync(file, body);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
};
const shown = (amount: number) => `${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

describe("GET /api/reports/*", () => {
  it.each(PATHS)("%s answers RAW rows and totals, the same as an xlsx and a PDF", async (path) => {
    const raw = await get(`${path}?result_type=RAW`);
    expect(raw.statusCode).toBe(200);
    const { rows, totals } = raw.json<Raw>();
    expect(Object.values(totals).every((total) => typeof total === "number")).toBe(true);

    const excel = await get(`${path}?result_type=EXCEL`);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers["content-type"]).toBe(XLSX);
    expect(decodeURIComponent(String(excel.headers["content-disposition"]))).toMatch(/Report.* \d{4}-\d{2}-\d{2} \d{6}\.xlsx$/);
    const sheet = await sheetOf(excel.rawPayload);
    expect(sheet.rowCount).toBe(rows.length + 2);
    rows.forEach((row, index) => {
      const cells = (sheet.getRow(index + 2).values as unknown[])
        .slice(1)
        .filter((cell) => cell !== undefined && cell !== null)
        .map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell));
      const values = Object.values(row).filter((value) => value !== null && value !== "");
      expect([...cells].sort()).toEqual([...values].sort());
    });
    const totalsRow = (sheet.getRow(rows.length + 2).values as unknown[]).slice(1);
    for (const total of Object.values(totals)) expect(totalsRow).toContain(total);

    const pdf = await get(`${path}?result_type=PDF`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload, path.split("/").pop()!);
    for (const total of Object.values(totals)) expect(text).toContain(shown(total));
    const titled = rows.find((row) => typeof row.title === "string");
    if (titled) expect(text).toContain(String(titled.title).split(" ")[0]);
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toContain("Generated on");
  });

  it("prints an Arabic report right to left with its filters and writes an Arabic, right-to-left sheet", async () => {
    const query = "result_type=PDF&start_date=2026-01-01&end_date=2026-12-31";
    const pdf = await get(`/api/reports/income?${query}`, "ar");
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload, "income-ar");
    expect(text).toContain("2026/01/01");
    const excel = await get("/api/reports/income?result_type=EXCEL", "ar");
    const sheet = await sheetOf(excel.rawPayload);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe("المستأجر");
  });

  it("refuses bad dates and a start after the end with a translated field error (400)", async () => {
    for (const [lang, script] of [
      ["en", /[a-z]/i],
      ["ar", /[\u0600-\u06FF]/],
    ] as const) {
      const backwards = await get("/api/reports/income?start_date=2026-05-01&end_date=2026-04-01", lang);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().fieldErrors["filters.end_date"]).toMatch(script);
      const bad = await get("/api/reports/investment?start_date=2026-02-30", lang);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors["filters.start_date"]).toMatch(script);
    }
    expect((await get("/api/reports/income?result_type=CSV")).statusCode).toBe(400);
  });
});
