/** The social networks the footer has a glyph for, in the order it shows them. */
export const SOCIAL_NETWORKS = ["x", "linkedin", "instagram", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Amlak's own contact points as the deployment configures them; one left out is not shown anywhere. */
export interface SiteContacts {
  /** Nine digits starting with 5 (GLOSSARY). */
  supportPhone?: string;
  supportEmail?: string;
  /** The number support answers WhatsApp on, nine digits like the phone. */
  whatsappPhone?: string;
  social: Partial<Record<SocialNetwork, string>>;
}

/** A visitor-analytics service (SPEC §7); its script loads without holding up the page. */
export interface SiteAnalytics {
  provider: "plausible" | "google";
  /** Plausible's site domain, or Google's measurement id (G-…). */
  id: string;
  scriptUrl: string;
}

/** What the server tells both web entries about the deployment: contact points and optional third-party services. */
export interface SiteSettings {
  contacts: SiteContacts;
  analytics: SiteAnalytics | null;
  /** A scheduling page (Calendly and the like) for meetings with sales, shown in a dialog; null keeps the sales form. */
  meetingBookingUrl: string | null;
}

export const NO_SITE_SETTINGS: SiteSettings = { contacts: { social: {} }, analytics: null, meetingBookingUrl: null };

/** A chat with a Saudi mobile number on WhatsApp. */
export const whatsAppUrl = (phone: string) => `https://wa.me/966${phone}`;
