import { NO_SITE_SETTINGS, type SiteSettings } from "@amlak/domain";
import { createContext, useContext } from "react";

const SiteSettingsContext = createContext<SiteSettings>(NO_SITE_SETTINGS);

export const SiteSettingsProvider = SiteSettingsContext.Provider;

/** The deployment's contact points, analytics and meeting booking, as the server configured them. */
export const useSiteSettings = () => useContext(SiteSettingsContext);

/**
 * The settings the server wrote into the page (apps/server/src/plugins/site-head.ts); none on a page it did not
 * serve (the Vite dev server), so nothing unconfigured is shown.
 */
export function readSiteSettings(): SiteSettings {
  const block = document.getElementById("site-settings");
  return block ? (JSON.parse(block.textContent) as SiteSettings) : NO_SITE_SETTINGS;
}
