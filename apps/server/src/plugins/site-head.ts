import type { SiteSettings } from "@amlak/domain";

/** The id of the block both web entries read the deployment's settings from (apps/web/src/lib/site-settings-block.ts). */
const SITE_SETTINGS_ID = "site-settings";

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * What the server adds to both pages' <head>: the settings as a JSON block ("<" escaped so nothing in it can close
 * the script) and, when configured, the analytics script, async so it never holds up the page.
 */
function siteHead(site: SiteSettings): string {
  const tags = [`<script type="application/json" id="${SITE_SETTINGS_ID}">${JSON.stringify(site).replace(/</g, "\\u003c")}</script>`];
  const { analytics } = site;
  if (analytics?.provider === "plausible")
    tags.push(`<script async data-domain="${attribute(analytics.id)}" src="${attribute(analytics.scriptUrl)}"></script>`);
  if (analytics?.provider === "google") tags.push(`<script async src="${attribute(analytics.scriptUrl)}"></script>`);
  return tags.join("\n    ");
}

/** A built page with the settings in its head. */
export const withSiteHead = (html: string, site: SiteSettings) => html.replace("</head>", `  ${siteHead(site)}\n  </head>`);
