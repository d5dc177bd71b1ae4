import { webCatalogues, type Lang } from "@amlak/i18n/web";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nOptions } from "../../lib/locale.ts";

/** i18next for the public pages: the language is the page's (its address), not the visitor's saved choice. */
export function startI18n(lang: Lang) {
  void i18next.use(initReactI18next).init(i18nOptions(lang, webCatalogues));
  return i18next;
}
