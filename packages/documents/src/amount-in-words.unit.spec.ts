import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words.ts";

const arabic = (amount: string) => amountInWords(amount, "ar");

// ريال is masculine and هللة feminine: 1 and 2 follow the noun's gender, 3–10 take the opposite one before a plural,
// 11–99 an accusative singular, 100, 1000 and any number ending in 00 a genitive singular; a compound number counts
// its noun by its last two digits.
describe("amountInWords in Arabic riyals", () => {
  it.each([
    [0, "صفر ريال سعودي"],
    [1, "ريال سعودي واحد"],
    [2, "ريالان سعوديان"],
    [3, "ثلاثة ريالات سعودية"],
    [4, "أربعة ريالات سعودية"],
    [5, "خمسة ريالات سعودية"],
    [6, "ستة ريالات سعودية"],
    [7, "سبعة ريالات سعودية"],
    [8, "ثمانية ريالات سعودية"],
    [9, "تسعة ريالات سعودية"],
    [10, "عشرة ريالات سعودية"],
    [11, "أحد عشر ريالًا سعوديًا"],
    [12, "اثنا عشر ريالًا سعوديًا"],
    [13, "ثلاثة عشر ريالًا سعوديًا"],
    [14, "أربعة عشر ريالًا سعوديًا"],
    [15, "خمسة عشر ريالًا سعوديًا"],
    [16, "ستة عشر ريالًا سعوديًا"],
    [17, "سبعة عشر ريالًا سعوديًا"],
    [18, "ثمانية عشر ريالًا سعوديًا"],
    [19, "تسعة عشر ريالًا سعوديًا"],
    [20, "عشرون ريالًا سعوديًا"],
    [21, "واحد وعشرون ريالًا سعوديًا"],
    [25, "خمسة وعشرون ريالًا سعوديًا"],
    [99, "تسعة وتسعون ريالًا سعوديًا"],
    [100, "مئة ريال سعودي"],
    [101, "مئة وريال سعودي واحد"],
    [102, "مئة وريالان سعوديان"],
    [103, "مئة وثلاثة ريالات سعودية"],
    [110, "مئة وعشرة ريالات سعودية"],
    [111, "مئة وأحد عشر ريالًا سعوديًا"],
    [200, "مئتا ريال سعودي"],
    [1000, "ألف ريال سعودي"],
    [1200, "ألف ومئتا ريال سعودي"],
    [2000, "ألفا ريال سعودي"],
    [2001, "ألفان وريال سعودي واحد"],
    [3000, "ثلاثة آلاف ريال سعودي"],
    [10000, "عشرة آلاف ريال سعودي"],
    [11000, "أحد عشر ألف ريال سعودي"],
    [100000, "مئة ألف ريال سعودي"],
    [101000, "مئة ألف وألف ريال سعودي"],
    [102000, "مئة ألف وألفا ريال سعودي"],
    [103000, "مئة وثلاثة آلاف ريال سعودي"],
    [200000, "مئتا ألف ريال سعودي"],
    [201000, "مئتا ألف وألف ريال سعودي"],
    [1000000, "مليون ريال سعودي"],
    [2000000, "مليونا ريال سعودي"],
    [2500000, "مليونان وخمسمئة ألف ريال سعودي"],
    [15000000, "خمسة عشر مليون ريال سعودي"],
    [1150, "ألف ومئة وخمسون ريالًا سعوديًا"],
    [12345, "اثنا عشر ألفًا وثلاثمئة وخمسة وأربعون ريالًا سعوديًا"],
  ])("writes %i riyals", (riyals, words) => {
    expect(arabic(String(riyals))).toBe(`فقط ${words} لا غير`);
  });
});

describe("amountInWords in Arabic halalas", () => {
  it.each([
    [1, "هللة واحدة"],
    [2, "هللتان"],
    [3, "ثلاث هللات"],
    [5, "خمس هللات"],
    [8, "ثماني هللات"],
    [10, "عشر هللات"],
    [11, "إحدى عشرة هللة"],
    [12, "اثنتا عشرة هللة"],
    [13, "ثلاث عشرة هللة"],
    [15, "خمس عشرة هللة"],
    [18, "ثماني عشرة هللة"],
    [19, "تسع عشرة هللة"],
    [20, "عشرون هللة"],
    [21, "إحدى وعشرون هللة"],
    [22, "اثنتان وعشرون هللة"],
    [25, "خمس وعشرون هللة"],
    [50, "خمسون هللة"],
    [67, "سبع وستون هللة"],
    [99, "تسع وتسعون هللة"],
  ])("writes %i halalas", (halalas, words) => {
    expect(arabic(`0.${String(halalas).padStart(2, "0")}`)).toBe(`فقط ${words} لا غير`);
  });

  it("joins riyals and halalas, each counted by its own rule", () => {
    expect(arabic("5.05")).toBe("فقط خمسة ريالات سعودية وخمس هللات لا غير");
    expect(arabic("1.01")).toBe("فقط ريال سعودي واحد وهللة واحدة لا غير");
    expect(arabic("12345.67")).toBe("فقط اثنا عشر ألفًا وثلاثمئة وخمسة وأربعون ريالًا سعوديًا وسبع وستون هللة لا غير");
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
