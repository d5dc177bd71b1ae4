import type { SiteSettings } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import type { TFunction } from "i18next";
import type { PublicRoute } from "./public-routes.tsx";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** A page's URL in a language: Arabic at the SPEC path, English at the same path with ?lang=en. */
export const urlIn = (origin: string, path: string, lang: Lang) => `${origin}${path}${lang === "en" ? "?lang=en" : ""}`;

interface HeadInput {
  route: PublicRoute;
  data: unknown;
  /** The path as the page is known (a not-found page names none). */
  path: string | null;
  origin: string;
  lang: Lang;
  t: TFunction;
  site: SiteSettings;
}

/** The <head> tags search engines and link previews read: title, description, canonical, alternates, Open Graph, JSON-LD. */
export function pageHead({ route, data, path, origin, lang, t, site }: HeadInput): string {
  const { title, description } = route.head?.(data) ?? {
    title: t(`seo.${route.key}.title`),
    description: t(`seo.${route.key}.description`),
  };
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(t("seo.siteName"))}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:locale" content="${lang === "ar" ? "ar_SA" : "en_US"}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (path === null) tags.push(`<meta name="robots" content="noindex" />`);
  else {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(urlIn(origin, path, lang))}" />`,
      `<meta property="og:url" content="${escapeHtml(urlIn(origin, path, lang))}" />`,
      `<link rel="alternate" hreflang="ar" href="${escapeHtml(urlIn(origin, path, "ar"))}" />`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(urlIn(origin, path, "en"))}" />`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urlIn(origin, path, "ar"))}" />`,
    );
  }
  for (const item of route.jsonLd?.({ origin, lang, t, contacts: site.contacts }) ?? []) {
    // "</script>" inside a string would end the block: JSON allows "<" escaped.
    tags.push(`<script type="application/ld+json">${JSON.stringify(item).replace(/</g, "\\u003c")}</script>`);
  }
  return tags.join("\n    ");
}
