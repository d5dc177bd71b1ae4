/** Amlak's commercial licence as the footer links it (SPEC §1); the contact points come from the server's settings. */
export const company = {
  licenceUrl: "/files/amlak-commercial-licence-sample.pdf",
} as const;

/** The domain Amlak itself serves the product on (SPEC §9 "the main hosted domain"), and its subdomains. */
export const onHostedDomain = (hostname: string) => hostname === "amlak.sa" || hostname.endsWith(".amlak.sa");
