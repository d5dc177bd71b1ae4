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
  const parts = [riyals > 0 || halalas === 0 ? counted(riyals, RIYAL) : ""];
  if (halalas > 0) parts.push(counted(halalas, HALALA));
  return `فقط ${parts.filter(Boolean).join(" و")} لا غير`;
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

/** The forms of a counted noun, each taken after the numbers its key names. */
interface CountedNoun {
  gender: Gender;
  /** 1: the number follows the noun, ريال واحد. */
  one: string;
  /** 2: the dual alone, ريالان. */
  two: string;
  /** 3–10: plural genitive, ثلاثة ريالات. */
  plural: string;
  /** 11–99: singular accusative, أحد عشر ريالًا. */
  accusative: string;
  /** 0, and numbers ending in 00: singular genitive, مئة ريال. */
  genitive: string;
}

// A plural of things takes a feminine singular adjective: ريالات سعودية.
const RIYAL: CountedNoun = {
  gender: "masculine",
  one: "ريال سعودي",
  two: "ريالان سعوديان",
  plural: "ريالات سعودية",
  accusative: "ريالًا سعوديًا",
  genitive: "ريال سعودي",
};
const HALALA: CountedNoun = { gender: "feminine", one: "هللة", two: "هللتان", plural: "هللات", accusative: "هللة", genitive: "هللة" };

/**
 * The number with its noun, which its last two digits choose: 103 ريالات like 3, 111 ريالًا like 11. A number ending
 * in 1 or 2 counts its noun on its own after the rest (مئة وريال واحد، ألفان وريالان).
 */
function counted(value: number, noun: CountedNoun): string {
  if (value === 0) return `صفر ${noun.genitive}`;
  const lastTwo = value % 100;
  if (lastTwo === 1 || lastTwo === 2) {
    const unit = lastTwo === 1 ? `${noun.one} ${ONES[noun.gender][1]}` : noun.two;
    return value === lastTwo ? unit : `${arabicNumber(value - lastTwo, noun.gender, false)} و${unit}`;
  }
  const form = lastTwo === 0 ? noun.genitive : lastTwo <= 10 ? noun.plural : noun.accusative;
  return `${arabicNumber(value, noun.gender, true)} ${form}`;
}

const ONES: Record<Gender, string[]> = {
  masculine: ["", "واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة", "عشرة"],
  feminine: ["", "واحدة", "اثنتان", "ثلاث", "أربع", "خمس", "ست", "سبع", "ثماني", "تسع", "عشر"],
};
const TEENS: Record<Gender, { eleven: string; twelve: string; ten: string }> = {
  masculine: { eleven: "أحد عشر", twelve: "اثنا عشر", ten: "عشر" },
  feminine: { eleven: "إحدى عشرة", twelve: "اثنتا عشرة", ten: "عشرة" },
};
const TENS = ["", "", "عشرون", "ثلاثون", "أربعون", "خمسون", "ستون", "سبعون", "ثمانون", "تسعون"];
const HUNDREDS = ["", "مئة", "مئتان", "ثلاثمئة", "أربعمئة", "خمسمئة", "ستمئة", "سبعمئة", "ثمانمئة", "تسعمئة"];
/** مئتان before a noun it counts: مئتا ريال، مئتا ألف. */
const TWO_HUNDRED_OF = "مئتا";
const SCALES = [
  { one: "ألف", two: "ألفان", twoOf: "ألفا", plural: "آلاف", counted: "ألفًا" },
  { one: "مليون", two: "مليونان", twoOf: "مليونا", plural: "ملايين", counted: "مليونًا" },
  { one: "مليار", two: "ملياران", twoOf: "مليارا", plural: "مليارات", counted: "مليارًا" },
];

/**
 * `beforeNoun`: the counted noun follows the number's last word directly, which then takes the form of a word
 * governing the noun — مئتا ريال، ألفا ريال، أحد عشر ألف ريال — rather than the form that ends a number.
 */
function arabicNumber(value: number, gender: Gender, beforeNoun: boolean): string {
  const parts = groups(value);
  return parts
    .map(([group, scale], k) => {
      const governs = beforeNoun && k === parts.length - 1;
      return scale === 0 ? arabicBelowThousand(group, gender, governs) : arabicScaled(group, scale, governs);
    })
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

function arabicBelowThousand(value: number, gender: Gender, beforeNoun = false): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const hundredsWord = hundreds === 2 && rest === 0 && beforeNoun ? TWO_HUNDRED_OF : (HUNDREDS[hundreds] ?? "");
  return [hundredsWord, rest > 0 ? arabicBelowHundred(rest, gender) : ""].filter(Boolean).join(" و");
}

/** A group counting a scale word: ألف، ألفان، ثلاثة آلاف، أحد عشر ألفًا، مئتا ألف، مئة ألف وألف. */
function arabicScaled(group: number, scale: number, beforeNoun: boolean): string {
  const word = SCALES[scale - 1];
  if (!word) throw new RangeError("Amount too large to write in words");
  const rest = group % 100;
  const hundreds = Math.floor(group / 100);
  const two = beforeNoun ? word.twoOf : word.two;
  const hundredsOf = `${hundreds === 2 ? TWO_HUNDRED_OF : HUNDREDS[hundreds]} ${word.one}`;
  if (group === 1) return word.one;
  if (group === 2) return two;
  if (rest === 0) return hundredsOf;
  // 101,000 is مئة ألف وألف: "مئة وألف" would read as 1,100.
  if (rest <= 2) return `${hundredsOf} و${rest === 1 ? word.one : two}`;
  const counted = rest <= 10 ? word.plural : beforeNoun ? word.one : word.counted;
  return `${arabicBelowThousand(group, "masculine")} ${counted}`;
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
