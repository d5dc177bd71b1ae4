import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readSpreadsheet, UnreadableSpreadsheet } from "./read.ts";
import { writeImportTemplate } from "./template.ts";
import { zipBomb } from "../testing/zip-bomb.ts";

async function bufferOf(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet("Data"));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("readSpreadsheet", () => {
  it("reads every kind of cell as the text the user sees, dates as YYYY-MM-DD, skipping empty rows", async () => {
    const file = await bufferOf((sheet) => {
      sheet.addRow(["text", "  padded  ", 551234567, 0.1 + 0.2, true, new Date(Date.UTC(2026, 0, 31))]);
      sheet.addRow([]);
      sheet.getCell("A3").value = { richText: [{ text: "شقة " }, { font: { bold: true }, text: "101" }] };
      sheet.getCell("B3").value = { text: "owner@example.sa", hyperlink: "mailto:owner@example.sa" };
      sheet.getCell("C3").value = { formula: "1+1", result: 2 };
      sheet.getCell("D3").value = "   ";
      sheet.getCell("F3").value = 48000.5;
    });
    expect(await readSpreadsheet(file)).toEqual([
      {
        name: "Data",
        rows: [
          { number: 1, cells: ["text", "  padded  ", "551234567", "0.3", "true", "2026-01-31"] },
          { number: 3, cells: ["شقة 101", "owner@example.sa", "2", null, null, "48000.5"] },
        ],
      },
    ]);
  });

  it("reads back a template's hidden key row, headers and filled rows", async () => {
    const template = await writeImportTemplate({
      sheets: [
        {
          title: "Units",
          columns: [
            { key: "units.name", header: "Name *", note: "Required.", kind: "text" },
            { key: "units.kind", header: "Kind", note: "Compound or Unit.", kind: "choice", options: ["Compound", "Unit"] },
          ],
          filled: [["Apartment 101", "Unit"]],
        },
      ],
      guide: { title: "How to fill", lines: ["Fill the sheets."] },
      rightToLeft: false,
      rows: 10,
    });
    const [units, guide] = await readSpreadsheet(template);
    expect(units).toEqual({
      name: "Units",
      rows: [
        { number: 1, cells: ["units.name", "units.kind"] },
        { number: 2, cells: ["Name *", "Kind"] },
        { number: 3, cells: ["Apartment 101", "Unit"] },
      ],
    });
    expect(guide).toEqual({ name: "How to fill", rows: [{ number: 1, cells: ["Fill the sheets."] }] });
  });

  it("refuses what is not a workbook, and an archive claiming to unpack far beyond a workbook's size", async () => {
    await expect(readSpreadsheet(Buffer.from("name,phone\nA,0551234567"))).rejects.toBeInstanceOf(UnreadableSpreadsheet);
    const file = await bufferOf((sheet) => sheet.addRow(["x"]));
    // The central directory's first entry claims 4 GB less a byte unpacked.
    const first = file.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(first).toBeGreaterThan(0);
    const bomb = Buffer.from(file);
    bomb.writeUInt32LE(0xfffffffe, first + 24);
    await expect(readSpreadsheet(bomb)).rejects.toThrow("unpacks too large");
  });

  it("refuses a zip that lies about its sizes having inflated no more than it declared", async () => {
    // A gigabyte of spaces behind a 1 KB declaration, its deflate stream cut short at the end: inflated to the end it
    // would fail on the cut (or, through ExcelJS, on JSZip's own size check), so this refusal shows the reader stopped early.
    const bomb = zipBomb({ megabytes: 1024, declaredBytes: 1000, ended: false });
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    await expect(readSpreadsheet(bomb)).rejects.toThrow("unpacks to other than its zip directory says");
    // Declaring more than it holds is as false.
    await expect(readSpreadsheet(zipBomb({ megabytes: 1, declaredBytes: 2 * 1024 * 1024 }))).rejects.toThrow(
      "unpacks to other than its zip directory says",
    );
  });
});
