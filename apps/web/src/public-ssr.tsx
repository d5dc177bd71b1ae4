import type { SiteSettings } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import { webCatalogues } from "@amlak/i18n/web";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { Router } from "wouter";
import { dirOf } from "./lib/locale.ts";
import { sessionStore } from "./lib/session/session-store.ts";
import { pageHead, urlIn } from "./public/site/page-head.ts";
import { pageStateScript } from "./public/site/page-state.ts";
import type { PublicApi } from "./public/site/public-api.ts";
import { PublicApp, resolvePage } from "./public/site/public-app.tsx";
import { startI18n } from "./public/site/public-i18n.ts";
import { findPublicPage, NOT_FOUND_PAGE, PUBLIC_PAGES } from "./public/site/public-routes.tsx";

const i18n = startI18n("ar", webCatalogues);

interface PageRequest {
  /** The built public.html, whose placeholders this fills. */
  template: string;
  path: string;
  search: string;
  lang: Lang;
  origin: string;
  api: PublicApi;
  /** The deployment's contact points and services (the server's configuration). */
  site: SiteSettings;
}

/** Whether a path is a public page this module renders (otherwise the app's or nobody's). */
export const isPublicPage = (path: string): boolean => findPublicPage(path) !== null;

/** One public page as HTML: its content, styles and head in the request's language; 404 for a path or post that is not there. */
export async function renderPage({
  template,
  path,
  search,
  lang,
  origin,
  api,
  site,
}: PageRequest): Promise<{ status: number; html: string }> {
  const found = findPublicPage(path);
  const data = found?.route.load ? await found.route.load(api, found.params) : undefined;
  const missing = !found || data === null;
  const route = missing ? NOT_FOUND_PAGE : found.route;
  const page = await resolvePage(route, missing ? {} : found.params, data);

  const t = i18n.getFixedT(lang);
  const localized = i18n.cloneInstance({ lng: lang });
  // renderToString is synchronous: no other request's language can slip in between this line and the render.
  sessionStore.setLang(lang);
  const body = renderToString(
    <I18nextProvider i18n={localized}>
      <Router ssrPath={path} ssrSearch={search}>
        <PublicApp initial={page} lang={lang} site={site} />
      </Router>
    </I18nextProvider>,
  );
  const canonicalPath = missing ? null : canonicalOf(route.path, path);
  const html = template
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${dirOf(lang)}">`)
    .replace("<!--page-head-->", pageHead({ route, data, path: canonicalPath, origin, lang, t, site }))
    .replace("<!--page-body-->", body)
    .replace("<!--page-state-->", pageStateScript({ path: route.path, data, lang }));
  return { status: missing ? 404 : 200, html };
}

/** The table's spelling of a path (a visitor may type /termsofuse), with the visitor's parameters. */
function canonicalOf(pattern: string, path: string): string {
  const actual = path.split("/").filter(Boolean);
  return `/${pattern
    .split("/")
    .filter(Boolean)
    .map((segment, index) => (segment.startsWith(":") ? (actual[index] ?? "") : segment))
    .join("/")}`;
}

/** Every public page in both languages, and each active post, with its last change. */
export async function sitemap(origin: string, api: PublicApi): Promise<string> {
  const pages = (
    await Promise.all(
      PUBLIC_PAGES.map(async (route) =>
        route.listed ? route.listed(api) : route.path.includes(":") ? [] : [{ path: route.path, modified: route.modified }],
      ),
    )
  ).flat();
  const urls = pages.flatMap(({ path, modified }) =>
    (["ar", "en"] as const).map(
      (lang) =>
        `  <url>\n    <loc>${urlIn(origin, path, lang)}</loc>\n    <lastmod>${modified}</lastmod>\n` +
        `    <xhtml:link rel="alternate" hreflang="ar" href="${urlIn(origin, path, "ar")}"/>\n` +
        `    <xhtml:link rel="alternate" hreflang="en" href="${urlIn(origin, path, "en")}"/>\n  </url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
