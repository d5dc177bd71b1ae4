import { describe, expect, it } from "vitest";
import { isolate, paragraphDirection, visualRuns, type TextRun } from "./bidi-text.ts";

const ar = (text: string, rtl = true): TextRun => ({ text, script: "arabic", rtl });
const latin = (text: string, rtl = false): TextRun => ({ text, script: "latin", rtl });

// Runs come left to right on the page. An Arabic run's text stays logical: fontkit shapes it and lays it out right
// to left. Every other run's text is already in visual order.
describe("visualRuns", () => {
  it("keeps an amount whole and puts the riyal sign after it in an Arabic sentence", () => {
    expect(visualRuns("إجمالي الدخل: 12,345.67 ر.س", "rtl")).toEqual([
      ar("س"),
      latin(".", true),
      ar("ر"),
      latin(" ", true),
      latin("12,345.67"),
      latin(" :", true),
      ar("إجمالي الدخل"),
    ]);
  });

  it("keeps a date in order inside an Arabic sentence", () => {
    expect(visualRuns("تاريخ الإصدار 2026/11/22 م", "rtl")).toEqual([ar("م"), latin(" ", true), latin("2026/11/22"), ar("تاريخ الإصدار ")]);
  });

  it("puts the page numbers of an Arabic footer in reading order", () => {
    expect(visualRuns("صفحة 1 من 2", "rtl")).toEqual([latin("2"), ar("من "), latin(" ", true), latin("1"), ar("صفحة ")]);
  });

  it("mirrors brackets in right-to-left levels", () => {
    expect(visualRuns("الإيجار (شقة 5)", "rtl")).toEqual([latin("(", true), latin("5"), ar("شقة "), latin(")", true), ar("الإيجار ")]);
  });

  it("leaves an English line as one run", () => {
    expect(visualRuns("Total (incl. VAT): 1,150.00 SR", "ltr")).toEqual([latin("Total (incl. VAT): 1,150.00 SR")]);
  });

  it("reverses an Arabic phrase inside an English line", () => {
    expect(visualRuns("Rent for شقة 5 in Riyadh", "ltr")).toEqual([latin("Rent for "), latin("5"), ar("شقة "), latin(" in Riyadh")]);
  });

  it("keeps a phone number's digit groups left to right in an Arabic line, without printing the isolate marks", () => {
    expect(visualRuns(`الهاتف: ${isolate("+966 55 123 4567", "ltr")}`, "rtl")).toEqual([
      latin("+966 55 123 4567"),
      latin(" :", true),
      ar("الهاتف"),
    ]);
  });

  it("hands fontkit Arabic-Indic digits reversed, since it lays out Arabic script right to left", () => {
    expect(visualRuns("١٢٣ ريال", "rtl")).toEqual([ar(" ريال"), ar("٣٢١", false)]);
  });
});

describe("paragraphDirection", () => {
  it.each([
    ["مؤسسة النخيل", "ltr", "rtl"],
    ["Noura Trading Est.", "rtl", "ltr"],
    ["12,345.67 ر.س", "ltr", "rtl"],
    ["2026/11/22", "rtl", "rtl"],
    ["2026/11/22", "ltr", "ltr"],
    [isolate("1448/06/12 هـ", "ltr"), "ltr", "ltr"],
  ] as const)("reads %s (fallback %s) as %s", (text, fallback, direction) => {
    expect(paragraphDirection(text, fallback)).toBe(direction);
  });
});
