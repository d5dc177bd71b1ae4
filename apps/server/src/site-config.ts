import { SOCIAL_NETWORKS, type SiteAnalytics, type SiteContacts, type SiteSettings } from "@amlak/domain";
import { isValidEmail, normalizeSaudiPhone } from "@amlak/schemas";

/**
 * What `npm start` shows with nothing set: placeholders (the 55 555 01xx range and the amlak.sa handles are not
 * live), so production shows only what it is given.
 */
const DEMO_CONTACTS: Readonly<Record<string, string>> = {
  SUPPORT_PHONE: "0555550100",
  SUPPORT_EMAIL: "support@amlak.sa",
  SUPPORT_WHATSAPP: "0555550100",
  SOCIAL_X: "https://x.com/amlak_sa",
  SOCIAL_LINKEDIN: "https://www.linkedin.com/company/amlak-sa",
  SOCIAL_INSTAGRAM: "https://www.instagram.com/amlak.sa",
  SOCIAL_YOUTUBE: "https://www.youtube.com/@amlak-sa",
};

const PLAUSIBLE_SCRIPT_URL = "https://plausible.io/js/script.js";

/**
 * The footer's contact points, analytics and the meeting-booking page. A contact left unset is the demo's outside
 * production and absent in it; set empty, it is absent everywhere. Analytics and meeting booking are off unless set.
 */
export function siteSettingsOf(env: NodeJS.ProcessEnv): SiteSettings {
  const contact = (name: string) => {
    const value = env[name] ?? (env.NODE_ENV === "production" ? undefined : DEMO_CONTACTS[name]);
    return value?.trim() || undefined;
  };
  const phone = (name: string) => {
    const value = contact(name);
    if (value === undefined) return undefined;
    const nine = normalizeSaudiPhone(value);
    if (nine === null) throw new Error(`${name} is not a Saudi mobile number: ${value}`);
    return nine;
  };
  const email = contact("SUPPORT_EMAIL");
  if (email !== undefined && !isValidEmail(email)) throw new Error(`SUPPORT_EMAIL is not an e-mail address: ${email}`);
  const contacts: SiteContacts = {
    supportPhone: phone("SUPPORT_PHONE"),
    supportEmail: email,
    whatsappPhone: phone("SUPPORT_WHATSAPP"),
    social: Object.fromEntries(
      SOCIAL_NETWORKS.flatMap((network) => {
        const name = `SOCIAL_${network.toUpperCase()}`;
        const url = contact(name);
        return url === undefined ? [] : [[network, httpsUrl(name, url)]];
      }),
    ),
  };
  const meeting = env.MEETING_BOOKING_URL?.trim();
  return {
    contacts,
    analytics: analyticsOf(env),
    meetingBookingUrl: meeting ? httpsUrl("MEETING_BOOKING_URL", meeting) : null,
  };
}

/** ANALYTICS_PROVIDER plausible (ANALYTICS_URL for a self-hosted one) or google, with ANALYTICS_ID. */
function analyticsOf(env: NodeJS.ProcessEnv): SiteAnalytics | null {
  const provider = env.ANALYTICS_PROVIDER?.trim();
  if (!provider) return null;
  const id = env.ANALYTICS_ID?.trim();
  if (!id) throw new Error("ANALYTICS_ID is required with ANALYTICS_PROVIDER");
  if (provider === "plausible") {
    if (!/^[a-z0-9.-]+$/i.test(id)) throw new Error(`ANALYTICS_ID takes the site's domain for Plausible, not ${id}`);
    return { provider, id, scriptUrl: httpsUrl("ANALYTICS_URL", env.ANALYTICS_URL?.trim() || PLAUSIBLE_SCRIPT_URL) };
  }
  if (provider === "google") {
    if (!/^G-[A-Z0-9]+$/.test(id)) throw new Error(`ANALYTICS_ID takes a Google Analytics measurement id (G-…), not ${id}`);
    return { provider, id, scriptUrl: `https://www.googletagmanager.com/gtag/js?id=${id}` };
  }
  throw new Error(`ANALYTICS_PROVIDER takes plausible or google, not ${provider}`);
}

function httpsUrl(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== "https:") throw new Error(`${name} takes an https:// address, not ${value}`);
  return url.href;
}

/** Google's own list of what gtag.js reaches (developers.google.com/tag-platform/security/guides/csp). */
const GOOGLE_ANALYTICS = {
  scriptSrc: ["https://*.googletagmanager.com"],
  connectSrc: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  imgSrc: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

/** The origins the Content-Security-Policy opens beyond our own for what is configured, and none for what is not. */
export function thirdPartySources({ analytics, meetingBookingUrl }: SiteSettings) {
  const analyticsOrigin = analytics && new URL(analytics.scriptUrl).origin;
  const sources =
    analytics?.provider === "google"
      ? GOOGLE_ANALYTICS
      : { scriptSrc: analyticsOrigin ? [analyticsOrigin] : [], connectSrc: analyticsOrigin ? [analyticsOrigin] : [], imgSrc: [] };
  return { ...sources, frameSrc: meetingBookingUrl ? [new URL(meetingBookingUrl).origin] : [] };
}
