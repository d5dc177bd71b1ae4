import { money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { writeCsv } from "./csv.ts";

describe("a CSV export", () => {
  it("starts with a byte-order mark, quotes what needs it, writes amounts with two decimals and neutralises formulas", () => {
    const rows = [
      { name: "شقة 101, الدور الأول", rent: money("48000"), due: "2026-12-01", note: '=HYPERLINK("x")' },
      { name: 'قال "مرحبا"', rent: null, due: null, note: "-5" },
    ];
    const file = writeCsv({
      columns: [
        { header: "الاسم", kind: "text", value: (row: (typeof rows)[number]) => row.name },
        { header: "الإيجار", kind: "amount", value: (row) => row.rent },
        { header: "Due", kind: "date", value: (row) => row.due },
        { header: "Note", kind: "text", value: (row) => row.note },
      ],
      rows,
    });
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.toString("utf8").slice(1).split("\r\n")).toEqual([
      "الاسم,الإيجار,Due,Note",
      '"شقة 101, الدور الأول",48000.00,2026-12-01,"\'=HYPERLINK(""x"")"',
      '"قال ""مرحبا""",,,\'-5',
      "",
    ]);
  });
});
