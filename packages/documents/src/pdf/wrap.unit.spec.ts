import { describe, expect, it } from "vitest";
import { wrapLines } from "./wrap.ts";

const byLength = (line: string) => line.length;

describe("wrapLines", () => {
  it("fills each line with whole words", () => {
    expect(wrapLines("إيجار محل تجاري رقم 5 عمارة الياسمين", 12, byLength)).toEqual(["إيجار محل", "تجاري رقم 5", "عمارة", "الياسمين"]);
  });

  it("keeps text that fits on one line", () => {
    expect(wrapLines("Tax invoice", 20, byLength)).toEqual(["Tax invoice"]);
  });

  it("cuts a word longer than the line", () => {
    expect(wrapLines("INV-2026-000123 due", 6, byLength)).toEqual(["INV-20", "26-000", "123", "due"]);
  });

  it("starts a new line at each newline", () => {
    expect(wrapLines("first\nsecond", 40, byLength)).toEqual(["first", "second"]);
  });
});
