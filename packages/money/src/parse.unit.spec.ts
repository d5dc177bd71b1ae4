import { describe, expect, it } from "vitest";
import { parseMoney } from "./parse.ts";

describe("parseMoney", () => {
  it.each([
    ["1500", "1500"],
    ["12,345.67", "12345.67"],
    ["١٢٬٣٤٥٫٦٧", "12345.67"],
    ["۱۲۳٫۵", "123.5"],
    ["  250.00 ", "250"],
    ["-40.5", "-40.5"],
    ["0", "0"],
  ])("reads %j as %s", (text, expected) => {
    expect(parseMoney(text)?.toString()).toBe(expected);
  });

  it.each(["", "   ", "abc", "12a", "1.2.3", "1,2,3", "12,34", ".5", "5.", "1e5", "0x10", "--1", "Infinity", "NaN"])(
    "rejects %j",
    (text) => {
      expect(parseMoney(text)).toBeNull();
    },
  );
});
