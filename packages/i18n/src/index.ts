import { DEFAULT_LANG, type Lang } from "./lang.ts";
import { messagePurposeKeys } from "./message-purpose.ts";
import { screenTexts as arScreens } from "./locales/ar/screen-texts.ts";
import { shellTexts as arShell } from "./locales/ar/shell-texts.ts";
import { screenTexts as enScreens } from "./locales/en/screen-texts.ts";
import { shellTexts as enShell } from "./locales/en/shell-texts.ts";

export { DEFAULT_LANG, LANGUAGES, type Lang } from "./lang.ts";

/** Flat catalogues with dotted keys (i18next runs with keySeparator: false); interpolation is {{name}}. */
export const catalogues = {
  ar: { ...arShell, ...arScreens },
  en: { ...enShell, ...enScreens },
} satisfies Record<Lang, Record<string, string>>;

export function parseLang(header: string | undefined | null): Lang {
  const first = (header ?? "").split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return first === "en" ? "en" : DEFAULT_LANG;
}

const PLURAL_RULES = { ar: new Intl.PluralRules("ar"), en: new Intl.PluralRules("en") };

/**
 * A key's text in `lang`; with a numeric count, its plural form first ("field.maxLength_many"), as i18next picks it:
 * a count of 0 takes a "_zero" text in every language (English "No more files fit"), then the language's own form.
 */
function textOf(lang: Lang, key: string, count: unknown): string | undefined {
  const catalogue: Record<string, string> = catalogues[lang];
  if (typeof count !== "number") return catalogue[key];
  const zero = count === 0 ? catalogue[`${key}_zero`] : undefined;
  return zero ?? catalogue[`${key}_${PLURAL_RULES[lang].select(count)}`] ?? catalogue[key];
}

export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const text = textOf(lang, key, params.count) ?? textOf("en", key, params.count) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

/** What a message is for, as the log and an e-mail's subject name it (see messagePurposeKeys). */
export function messagePurposeLabel(lang: Lang, purpose: string): string {
  const catalogue: Record<string, string> = catalogues[lang];
  const key = messagePurposeKeys(purpose).find((candidate) => candidate in catalogue);
  return catalogue[key ?? "messages.purpose.other"]!;
}
