import type { Lang } from "@amlak/i18n";
import { money, toFixed2 } from "@amlak/money";

/** "فقط ... ريال سعودي ... هللة لا غير" / "... Saudi riyals and ... halalas only", as cheques and receipts write amounts. */
export function amountInWords(amount: string, lang: Lang): string {
  const value = money(amount);
  if (value.isNegative()) throw new RangeError(`Not an amount to write in words: ${amount}`);
  const [riyals = 0, halalas = 0] = toFixed2(value).split(".").map(Number);
  return lang === "ar" ? arabicAmount(riyals, halalas) : englishAmount(riyals, halalas);
}

function arabicAmount(riyals: number, halalas: number): string {
  const parts = [riyals > 0 || halalas === 0 ? counted(riyals, "ريال سعودي", "masculine") : ""];
  if (halalas > 0) parts.push(counted(halalas, "هللة", "feminine"));
  return `فقط ${parts.filter(Boolean).join(" و")} لا غير`;
}

/** The number then the currency (the cheque convention), except one, which follows its noun: ريال سعودي واحد. */
function counted(value: number, noun: string, gender: Gender): string {
  return value === 1 ? `${noun} ${ONES[gender][1]}` : `${arabicNumber(value, gender)} ${noun}`;
}

function englishAmount(riyals: number, halalas: number): string {
  const parts = [riyals > 0 || halalas === 0 ? `${englishNumber(riyals)} Saudi ${riyals === 1 ? "riyal" : "riyals"}` : ""];
  if (halalas > 0) parts.push(`${englishNumber(halalas)} ${halalas === 1 ? "halala" : "halalas"}`);
  const text = `${parts.filter(Boolean).join(" and ")} only`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Splits 12345678 into [[12, 2], [345, 1], [678, 0]]: groups of three digits with their scale (thousands power). */
function groups(value: number): [number, number][] {
  const result: [number, number][] = [];
  for (let scale = 0; value > 0; scale++, value = Math.floor(value / 1000)) {
    if (value % 1000 > 0) result.unshift([value % 1000, scale]);
  }
  return result;
}

// Arabic: the counted noun (ريال masculine, هللة feminine) sets the gender of 1–19; scale words are masculine.
type Gender = "masculine" | "feminine";
const ONES: Record<Gender, string[]> = {
  masculine: ["", "واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة", "عشرة"],
  feminine: ["", "واحدة", "اثنتان", "ثلاث", "أربع", "خمس", "ست", "سبع", "ثماني", "تسع", "عشر"],
};
const TEENS: Record<Gender, { eleven: string; twelve: string; ten: string }> = {
  masculine: { eleven: "أحد عشر", twelve: "اثنا عشر", ten: "عشر" },
  feminine: { eleven: "إحدى عشرة", twelve: "اثنتا عشرة", ten: "عشرة" },
};
const TENS = ["", "", "عشرون", "ثلاثون", "أربعون", "خمسون", "ستون", "سبعون", "ثمانون", "تسعون"];
const HUNDREDS = ["", "مائة", "مائتان", "ثلاثمائة", "أربعمائة", "خمسمائة", "ستمائة", "سبعمائة", "ثمانمائة", "تسعمائة"];
const SCALES = [
  { one: "ألف", two: "ألفان", plural: "آلاف", counted: "ألفًا" },
  { one: "مليون", two: "مليونان", plural: "ملايين", counted: "مليونًا" },
  { one: "مليار", two: "ملياران", plural: "مليارات", counted: "مليارًا" },
];

function arabicNumber(value: number, gender: Gender): string {
  if (value === 0) return "صفر";
  return groups(value)
    .map(([group, scale]) => (scale === 0 ? arabicBelowThousand(group, gender) : arabicScaled(group, scale)))
    .join(" و");
}

function arabicBelowHundred(value: number, gender: Gender): string {
  const ones = value % 10;
  const teens = TEENS[gender];
  if (value <= 10) return ONES[gender][value] ?? "";
  if (value === 11) return teens.eleven;
  if (value === 12) return teens.twelve;
  if (value < 20) return `${ONES[gender][ones]} ${teens.ten}`;
  const tens = TENS[Math.floor(value / 10)] ?? "";
  if (ones === 0) return tens;
  const one = ones === 1 && gender === "feminine" ? "إحدى" : ONES[gender][ones];
  return `${one} و${tens}`;
}

function arabicBelowThousand(value: number, gender: Gender): string {
  const parts = [HUNDREDS[Math.floor(value / 100)] ?? "", value % 100 > 0 ? arabicBelowHundred(value % 100, gender) : ""];
  return parts.filter(Boolean).join(" و");
}

/** A group counting a scale word: ألف، ألفان، ثلاثة آلاف، أحد عشر ألفًا، مائتا ألف، مائة ألف وألف. */
function arabicScaled(group: number, scale: number): string {
  const word = SCALES[scale - 1];
  if (!word) throw new RangeError("Amount too large to write in words");
  const rest = group % 100;
  const hundreds = Math.floor(group / 100);
  if (group === 1) return word.one;
  if (group === 2) return word.two;
  if (rest === 0) return `${hundreds === 2 ? "مائتا" : HUNDREDS[hundreds]} ${word.one}`;
  if (rest <= 2) return `${HUNDREDS[hundreds]} ${word.one} و${rest === 1 ? word.one : word.two}`;
  return `${arabicBelowThousand(group, "masculine")} ${rest <= 10 ? word.plural : word.counted}`;
}

const EN_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen"];
const EN_TEENS = ["fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const EN_SCALES = ["", "thousand", "million", "billion"];

function englishNumber(value: number): string {
  if (value === 0) return "zero";
  return groups(value)
    .map(([group, scale]) => {
      const scaleWord = EN_SCALES[scale];
      if (scaleWord === undefined) throw new RangeError("Amount too large to write in words");
      return [englishBelowThousand(group), scaleWord].filter(Boolean).join(" ");
    })
    .join(" ");
}

function englishBelowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts = [hundreds > 0 ? `${EN_ONES[hundreds]} hundred` : "", rest > 0 ? englishBelowHundred(rest) : ""];
  return parts.filter(Boolean).join(" ");
}

function englishBelowHundred(value: number): string {
  if (value < EN_ONES.length) return EN_ONES[value] ?? "";
  if (value < 20) return EN_TEENS[value - 14] ?? "";
  const ones = value % 10;
  const tens = EN_TENS[Math.floor(value / 10)] ?? "";
  return ones === 0 ? tens : `${tens}-${EN_ONES[ones]}`;
}
