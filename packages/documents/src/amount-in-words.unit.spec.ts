import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words.ts";

describe("amountInWords in Arabic", () => {
  it.each([
    ["12345.67", "فقط اثنا عشر ألفًا وثلاثمائة وخمسة وأربعون ريال سعودي وسبع وستون هللة لا غير"],
    ["1150.00", "فقط ألف ومائة وخمسون ريال سعودي لا غير"],
    ["1", "فقط ريال سعودي واحد لا غير"],
    ["11", "فقط أحد عشر ريال سعودي لا غير"],
    ["21", "فقط واحد وعشرون ريال سعودي لا غير"],
    ["200", "فقط مائتان ريال سعودي لا غير"],
    ["2000", "فقط ألفان ريال سعودي لا غير"],
    ["3000", "فقط ثلاثة آلاف ريال سعودي لا غير"],
    ["10000", "فقط عشرة آلاف ريال سعودي لا غير"],
    ["100000", "فقط مائة ألف ريال سعودي لا غير"],
    ["101000", "فقط مائة ألف وألف ريال سعودي لا غير"],
    ["200000", "فقط مائتا ألف ريال سعودي لا غير"],
    ["103000", "فقط مائة وثلاثة آلاف ريال سعودي لا غير"],
    ["2500000", "فقط مليونان وخمسمائة ألف ريال سعودي لا غير"],
    ["15000000", "فقط خمسة عشر مليونًا ريال سعودي لا غير"],
    ["0.50", "فقط خمسون هللة لا غير"],
    ["0.11", "فقط إحدى عشرة هللة لا غير"],
    ["5.01", "فقط خمسة ريال سعودي وهللة واحدة لا غير"],
    ["0", "فقط صفر ريال سعودي لا غير"],
  ])("writes %s", (amount, words) => {
    expect(amountInWords(amount, "ar")).toBe(words);
  });
});

describe("amountInWords in English", () => {
  it.each([
    ["12345.67", "Twelve thousand three hundred forty-five Saudi riyals and sixty-seven halalas only"],
    ["1150.00", "One thousand one hundred fifty Saudi riyals only"],
    ["1", "One Saudi riyal only"],
    ["0.01", "One halala only"],
    ["2000000.10", "Two million Saudi riyals and ten halalas only"],
    [
      "999999999999.99",
      "Nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine Saudi riyals and ninety-nine halalas only",
    ],
  ])("writes %s", (amount, words) => {
    expect(amountInWords(amount, "en")).toBe(words);
  });
});

it("refuses negative amounts", () => {
  expect(() => amountInWords("-5", "en")).toThrow(RangeError);
});
