import { formatSaudiPhone } from "@amlak/schemas";
import type { SiteContacts } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import type { TFunction } from "i18next";

/** Where and in which language a page is served: what its head and structured data are written from. */
export interface Site {
  origin: string;
  lang: Lang;
  t: TFunction;
  contacts: SiteContacts;
}

/** schema.org Organization and SoftwareApplication: who sells Amlak and what it is, for the landing page. */
export function landingJsonLd({ origin, lang, t, contacts }: Site): object[] {
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: t("seo.siteName"),
    url: `${origin}/landing`,
    logo: `${origin}/favicon.svg`,
    email: contacts.supportEmail,
    telephone: contacts.supportPhone && formatSaudiPhone(contacts.supportPhone),
    sameAs: Object.values(contacts.social),
  };
  const application = {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: t("seo.siteName"),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    inLanguage: ["ar", "en"],
    description: t("seo.application.description"),
    url: `${origin}/landing${lang === "en" ? "?lang=en" : ""}`,
    offers: { "@type": "Offer", price: "0", priceCurrency: "SAR", url: `${origin}/pricing` },
  };
  return [organization, application];
}
