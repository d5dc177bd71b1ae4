import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { Lang } from "@amlak/i18n/web";
import { dirOf, i18nOptions } from "./locale.ts";
import { sessionStore } from "./session/session-store.ts";

type Texts = () => Promise<Readonly<Record<string, string>>>;

/** A language's texts in two chunks: the shell's, before the first render, and the screens', beside a screen's code. */
interface LanguageTexts {
  shell: Texts;
  screens: Texts;
}

// Given by main.tsx: the public pages share the language switch, and their bundle must not reach the app's catalogues.
let catalogues: Readonly<Record<Lang, LanguageTexts>> | undefined;
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function loadTexts(lang: Lang, part: keyof LanguageTexts): Promise<void> {
  if (!catalogues) throw new Error("startI18n has not run");
  const key = `${lang}.${part}`;
  const texts = catalogues[lang][part];
  const load =
    loading.get(key) ??
    texts().then((catalogue) => {
      i18next.addResourceBundle(lang, "translation", catalogue, true, true);
      loaded.add(key);
    });
  loading.set(key, load);
  return load;
}

const loadLanguage = (lang: Lang) => Promise.all([loadTexts(lang, "shell"), loadTexts(lang, "screens")]);
const isLoaded = (lang: Lang) => loaded.has(`${lang}.shell`) && loaded.has(`${lang}.screens`);

function applyLanguage(lang: Lang): void {
  void i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
  document.title = i18next.t("app.name");
}

/**
 * i18next in the user's language, once the shell's texts are here (the first render must come out translated); the
 * screens' texts are on their way meanwhile. The other language loads when it is chosen.
 */
export async function startI18n(byLanguage: Readonly<Record<Lang, LanguageTexts>>): Promise<void> {
  catalogues = byLanguage;
  const { lang } = sessionStore.get();
  await i18next.use(initReactI18next).init(i18nOptions(lang, {}));
  void loadTexts(lang, "screens");
  await loadTexts(lang, "shell");
  applyLanguage(lang);

  // The language lives in the session store (persisted); i18next and the document follow it, once its texts are here.
  sessionStore.subscribe(() => {
    const { lang: chosen } = sessionStore.get();
    if (i18next.language === chosen) return;
    if (isLoaded(chosen)) applyLanguage(chosen);
    else void loadLanguage(chosen).then(() => sessionStore.get().lang === chosen && applyLanguage(chosen));
  });
}

/** A screen renders once the screens' texts of the user's language are here (see main.tsx). */
export const screenTexts = (): Promise<void> => loadTexts(sessionStore.get().lang, "screens");

/** Fetches a language's texts ahead of its choice (the language switch in reach), so the switch applies at once. */
export const preloadLanguage = (lang: Lang): void => void loadLanguage(lang);

export { i18next };
