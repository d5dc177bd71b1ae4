import type { Lang } from "@amlak/i18n/web";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nOptions } from "../../lib/locale.ts";

/**
 * i18next for the public pages: the language is the page's (its address), not the visitor's saved choice. The server
 * holds both languages' texts; a browser only its page's (the other language is another page, loaded with its own).
 */
export function startI18n(lang: Lang, texts: Partial<Record<Lang, Record<string, string>>>) {
  void i18next.use(initReactI18next).init(i18nOptions(lang, texts));
  return i18next;
}
