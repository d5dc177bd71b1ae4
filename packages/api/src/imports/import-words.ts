import { LANGUAGES, translate } from "@amlak/i18n";
import { toWesternDigits } from "@amlak/money";
import { CONTACT_TYPES, REAL_ESTATE_KINDS } from "@amlak/schemas";

/** How names are compared across a workbook and the organization's records: spacing, letter case and digits aside. */
export const sameText = (text: string): string => toWesternDigits(text).trim().replace(/\s+/g, " ").toLowerCase();

/** Arabic words are written with or without the article (المستأجر, مستأجر). */
const withoutArticle = (text: string) => text.replace(/^ال(?=\S{2})/, "");

/** Each code of a choice column with every word that reads as it: the code, and its label in either language. */
function wordsOf<Code extends string>(
  codes: readonly Code[],
  labelKey: (code: Code) => string,
  extra: Partial<Record<Code, string[]>> = {},
) {
  const words = new Map<string, Code>();
  for (const code of codes) {
    for (const word of [code, ...LANGUAGES.map((lang) => translate(lang, labelKey(code))), ...(extra[code] ?? [])]) {
      words.set(withoutArticle(sameText(word)), code);
    }
  }
  return words;
}

const KINDS = wordsOf(REAL_ESTATE_KINDS, (kind) => `realEstate.kind.${kind}`);
const CONTACT_TYPE_WORDS = wordsOf(CONTACT_TYPES, (type) => `contact.type.${type}`, { lessor: ["owner", "مؤجر"] });
const FLAGS = wordsOf(["yes", "no"] as const, (flag) => `importScreen.${flag}`, {
  yes: ["true", "y", "1", "✓", "صح"],
  no: ["false", "n", "0", "✗", "خطأ"],
});

/** The code a cell names, or the cell as it is (the schema then refuses it in words). */
const codeOf = <Code extends string>(words: Map<string, Code>, cell: string) => words.get(withoutArticle(sameText(cell))) ?? cell;

/** A unit row's kind: a blank cell is a unit, as most rows of a portfolio are. */
export const kindOf = (cell: string | null) => (cell === null ? "unit" : codeOf(KINDS, cell));

export const contactTypeOf = (cell: string | null) => (cell === null ? null : codeOf(CONTACT_TYPE_WORDS, cell));

/** Yes / No in either language (or true / false, 1 / 0); a blank cell is left out, so the schema's default applies. */
export function flagOf(cell: string | null): boolean | string | undefined {
  if (cell === null) return undefined;
  const code = codeOf(FLAGS, cell);
  return code === "yes" ? true : code === "no" ? false : cell;
}

/** The words a template's drop-down offers for each choice column, in its language. */
export const choicesIn = (lang: (typeof LANGUAGES)[number]) => ({
  kind: REAL_ESTATE_KINDS.map((kind) => translate(lang, `realEstate.kind.${kind}`)),
  type: CONTACT_TYPES.map((type) => translate(lang, `contact.type.${type}`)),
  flag: [translate(lang, "importScreen.yes"), translate(lang, "importScreen.no")],
});
