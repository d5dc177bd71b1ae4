import { type DateParts, parseIsoDate, toIsoDate } from "@amlak/schemas";
import { gregorianToHijri as ummAlQuraOf, hijriToGregorian as gregorianOf } from "@tabby_ai/hijri-converter";

export type HijriDate = DateParts;

// The Umm al-Qura tables cover 1343-1500 AH (1924-08-01 to 2077-11-16); the converter throws outside them.
function converted<T>(convert: () => T, what: string): T {
  try {
    return convert();
  } catch (cause) {
    throw new RangeError(`No Umm al-Qura date for ${what}`, { cause });
  }
}

/** The Umm al-Qura date of a Gregorian YYYY-MM-DD day. */
export function gregorianToHijri(iso: string): HijriDate {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return converted(() => ummAlQuraOf(date), iso);
}

/** The Gregorian YYYY-MM-DD day of an Umm al-Qura date; the day must exist in that Hijri month. */
export function hijriToGregorian(hijri: HijriDate): string {
  const { year, month, day } = hijri;
  if (![year, month, day].every(Number.isInteger)) throw new RangeError(`Not a Hijri date: ${year}/${month}/${day}`);
  return toIsoDate(converted(() => gregorianOf(hijri), `${year}/${month}/${day} AH`));
}
