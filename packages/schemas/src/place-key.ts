/** Articles as English spellings of Arabic names write them, standalone or joined by a hyphen (Al-Ahsa, Ar Rass). */
const ARTICLES = new Set(["al", "el", "ad", "adh", "an", "ar", "as", "ash", "at", "ath", "az"]);
/** What a region's name may say or leave out: "منطقة الرياض", "Riyadh Region", "Eastern Province". */
const REGION_WORDS = new Set(["منطقه", "region", "province"]);

/**
 * A region's or city's name reduced to what tells places apart, so that the ways people type one name meet: any case,
 * the alef forms (أ إ آ), taa marbuta or haa, alef maqsura or yaa, with or without diacritics, "ال" or an English
 * article, and for a region with or without "منطقة" / "Region".
 */
export function placeKey(text: string, kind: "region" | "city"): string {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[آأإٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.startsWith("ال") && word.length > 3 ? word.slice(2) : word))
    .filter((word) => !(kind === "region" && REGION_WORDS.has(word)));
  const named = words.filter((word) => !ARTICLES.has(word));
  return (named.length ? named : words).join(" ");
}
