/**
 * Amlak's public contact points. Placeholders until the company's real channels are set: the 55 555 01xx range
 * and the amlak.sa handles are not live.
 */
export const company = {
  supportPhone: "+966555550100",
  supportEmail: "support@amlak.sa",
  whatsappUrl: "https://wa.me/966555550100",
  licenceUrl: "/files/amlak-commercial-licence-sample.pdf",
  social: {
    x: "https://x.com/amlak_sa",
    linkedin: "https://www.linkedin.com/company/amlak-sa",
    instagram: "https://www.instagram.com/amlak.sa",
    youtube: "https://www.youtube.com/@amlak-sa",
  },
} as const;

/** The domain Amlak itself serves the product on (SPEC §9 "the main hosted domain"), and its subdomains. */
export const onHostedDomain = (hostname: string) => hostname === "amlak.sa" || hostname.endsWith(".amlak.sa");
