import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { catalogues, type Lang } from "@amlak/i18n";
import { sessionStore } from "./session/session-store.ts";

export const localeOf = (lang: Lang): string => (lang === "ar" ? "ar-SA" : "en-US");
export const dirOf = (lang: Lang): "rtl" | "ltr" => (lang === "ar" ? "rtl" : "ltr");

function applyToDocument(lang: Lang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
  document.title = i18next.t("app.name");
}

void i18next.use(initReactI18next).init({
  resources: { ar: { translation: catalogues.ar }, en: { translation: catalogues.en } },
  lng: sessionStore.get().lang,
  fallbackLng: "en",
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});
applyToDocument(sessionStore.get().lang);

// The language lives in the session store (persisted); i18next and the document follow it.
sessionStore.subscribe(() => {
  const { lang } = sessionStore.get();
  if (i18next.language === lang) return;
  void i18next.changeLanguage(lang);
  applyToDocument(lang);
});

export { i18next };
