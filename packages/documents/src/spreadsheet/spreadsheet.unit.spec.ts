import { money } from "@amlak/money";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { writeSpreadsheet, type SpreadsheetColumn } from "./index.ts";

interface Lease {
  unit: string;
  rent: string | null;
  vat: ReturnType<typeof money>;
  since: string | null;
  months: number;
}

const COLUMNS: SpreadsheetColumn<Lease>[] = [
  { header: "الوحدة", kind: "text", value: (row) => row.unit },
  { header: "الإيجار السنوي", kind: "amount", value: (row) => row.rent },
  { header: "الضريبة", kind: "amount", value: (row) => row.vat },
  { header: "منذ", kind: "date", value: (row) => row.since },
  { header: "الأشهر", kind: "number", value: (row) => row.months },
];

async function read(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as never);
  return workbook.worksheets[0]!;
}

describe("the spreadsheet writer", () => {
  it("writes a header row and typed cells: text, amounts as 2-decimal numbers, real dates, numbers", async () => {
    const rows: Lease[] = [
      { unit: "شقة 101", rent: "48000.00", vat: money("1234.565"), since: "2026-01-31", months: 12 },
      { unit: "محل: العليا/1", rent: null, vat: money("0"), since: null, months: 36 },
    ];
    const sheet = await read(await writeSpreadsheet({ title: "العقارات", columns: COLUMNS, rows, rightToLeft: true }));

    expect(sheet.name).toBe("العقارات");
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: "frozen", ySplit: 1 });
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, "الوحدة", "الإيجار السنوي", "الضريبة", "منذ", "الأشهر"]);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe("شقة 101");
    expect(first.getCell(2).value).toBe(48000);
    expect(first.getCell(2).numFmt).toBe("#,##0.00");
    expect(first.getCell(3).value).toBe(1234.57);
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2026, 0, 31)));
    expect(first.getCell(4).numFmt).toBe("yyyy/mm/dd");
    expect(first.getCell(5).value).toBe(12);

    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe("محل: العليا/1");
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(4).value).toBeNull();
  });

  it("writes rows as an async source yields them, past the rows that size the columns, then the totals asked for at the end", async () => {
    let written = 0;
    async function* leases(): AsyncGenerator<Lease> {
      for (let k = 1; k <= 1_500; k++) {
        written = k;
        yield {
          unit: k === 1_400 ? "وحدة ذات اسم طويل جداً لا يوسع العمود لأنها بعد الصفوف الأولى" : `شقة ${k}`,
          rent: "100.50",
          vat: money(0),
          since: "2026-02-01",
          months: 1,
        };
      }
    }
    const sheet = await read(
      await writeSpreadsheet({
        title: "Leases",
        columns: COLUMNS,
        rows: leases(),
        rightToLeft: false,
        totals: () => ({
          unit: `Total of ${written}`,
          rent: money("100.50").times(written).toFixed(2),
          vat: money(0),
          since: null,
          months: written,
        }),
      }),
    );
    expect(sheet.rowCount).toBe(1 + 1_500 + 1);
    expect(sheet.getRow(1_501).getCell(1).value).toBe("شقة 1500");
    const closing = sheet.getRow(1_502);
    expect(closing.values).toEqual([undefined, "Total of 1500", 150750, 0, undefined, 1500]);
    expect(closing.font).toMatchObject({ bold: true });
    expect(closing.getCell(2).numFmt).toBe("#,##0.00");
    expect(sheet.autoFilter).toBeDefined();
    expect(sheet.getColumn(1).width).toBeLessThan(20);
  });

  it("reads left to right for English and keeps sheet names Excel accepts", async () => {
    const sheet = await read(
      await writeSpreadsheet({ title: "Properties: all / 2026 [draft] and a long tail", columns: COLUMNS, rows: [], rightToLeft: false }),
    );
    expect(sheet.views[0]).toMatchObject({ rightToLeft: false });
    expect(sheet.name).toBe("Properties all 2026 draft and a");
    expect(sheet.rowCount).toBe(1);
  });

  it("refuses a date column fed something that is not a calendar date", async () => {
    const bad: SpreadsheetColumn<{ when: string }>[] = [{ header: "When", kind: "date", value: (row) => row.when }];
    await expect(writeSpreadsheet({ title: "x", columns: bad, rows: [{ when: "31/01/2026" }], rightToLeft: false })).rejects.toThrow(
      RangeError,
    );
  });
});
