import type { Lang } from "./lang.ts";

/**
 * One language's web texts as a chunk of its own: a public page in the browser downloads only its visitor's language.
 * Its own module, apart from web.ts: a module that also imported the catalogues would keep both in the page's bundle.
 */
export const loadWebTexts = async (lang: Lang): Promise<Record<string, string>> =>
  lang === "ar" ? (await import("./locales/ar/web.ts")).web : (await import("./locales/en/web.ts")).web;
