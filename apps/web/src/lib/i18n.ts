import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { catalogues, type Lang } from "@amlak/i18n";
import { dirOf, i18nOptions } from "./locale.ts";
import { sessionStore } from "./session/session-store.ts";

function applyToDocument(lang: Lang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
  document.title = i18next.t("app.name");
}

void i18next.use(initReactI18next).init(i18nOptions(sessionStore.get().lang, catalogues));
applyToDocument(sessionStore.get().lang);

// The language lives in the session store (persisted); i18next and the document follow it.
sessionStore.subscribe(() => {
  const { lang } = sessionStore.get();
  if (i18next.language === lang) return;
  void i18next.changeLanguage(lang);
  applyToDocument(lang);
});

export { i18next };
