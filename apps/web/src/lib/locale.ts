import type { Lang } from "@amlak/i18n";
import type { InitOptions } from "i18next";

export const localeOf = (lang: Lang): string => (lang === "ar" ? "ar-SA" : "en-US");
export const dirOf = (lang: Lang): "rtl" | "ltr" => (lang === "ar" ? "rtl" : "ltr");

type Texts = Readonly<Partial<Record<Lang, Readonly<Record<string, string>>>>>;

/** One i18next set-up for the app (its texts added per language, see i18n.ts) and the public pages (the web's own texts only). */
export const i18nOptions = (lang: Lang, texts: Texts): InitOptions => ({
  resources: Object.fromEntries(Object.entries(texts).map(([language, translation]) => [language, { translation }])),
  lng: lang,
  fallbackLng: "en",
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  // Catalogues are bundled: the first render (the server's, or hydration) must already be translated.
  initAsync: false,
});
