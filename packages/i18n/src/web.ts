import { web as arWeb } from "./locales/ar/web.ts";
import { web as enWeb } from "./locales/en/web.ts";

export { DEFAULT_LANG, type Lang } from "./lang.ts";

/**
 * The web's own texts (menus, shell, the public site): all a public page needs. Its own entry point, so the public
 * pages' bundle leaves out the rest of the catalogues, which the signed-in app loads.
 */
export const webCatalogues = { ar: arWeb, en: enWeb };
