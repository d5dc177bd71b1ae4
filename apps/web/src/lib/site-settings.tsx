import { NO_SITE_SETTINGS, type SiteSettings } from "@amlak/domain";
import { createContext, useContext } from "react";

const SiteSettingsContext = createContext<SiteSettings>(NO_SITE_SETTINGS);

export const SiteSettingsProvider = SiteSettingsContext.Provider;

/** The deployment's contact points, analytics and meeting booking, as the server configured them. */
export const useSiteSettings = () => useContext(SiteSettingsContext);
