import { NO_SITE_SETTINGS, type SiteSettings } from "@amlak/domain";

/**
 * The settings the server wrote into the page (apps/server/src/plugins/site-head.ts); none on a page it did not
 * serve (the Vite dev server), so nothing unconfigured is shown.
 */
export function readSiteSettings(): SiteSettings {
  const block = document.getElementById("site-settings");
  return block ? (JSON.parse(block.textContent) as SiteSettings) : NO_SITE_SETTINGS;
}
