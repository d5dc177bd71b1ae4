import { matchesPath, menuEntry, type MenuEntry } from "./menu-entry.ts";

/** SPEC §2 public routes: rendered without a session, never listed in the side menu. */
export const PUBLIC_ROUTES: readonly MenuEntry[] = [
  menuEntry("landing", "/landing", "home", { public: true, hidden: true }),
  menuEntry("mockLogin", "/mockLogin", "play", { public: true, hidden: true }),
  menuEntry("pricing", "/pricing", "tag", { public: true, hidden: true }),
  menuEntry("blogs", "/blogs", "newspaper", { public: true, hidden: true }),
  menuEntry("blog", "/blog/:slug", "newspaper", { public: true, hidden: true }),
  menuEntry("about", "/about", "info", { public: true, hidden: true }),
  menuEntry("contact", "/contact", "mail", { public: true, hidden: true }),
  menuEntry("publicContact", "/publicContact", "mail", { public: true, hidden: true }),
  menuEntry("login", "/login", "log-in", { public: true, hidden: true }),
  menuEntry("realEstatePublic", "/RealStatePublic", "building", { public: true, hidden: true }),
  menuEntry("forgetPassword", "/forget-password", "key", { public: true, hidden: true }),
  menuEntry("termsOfUse", "/TermsOfUse", "file-text", { public: true, hidden: true }),
  menuEntry("privacyPolicy", "/PrivacyPolicy", "shield", { public: true, hidden: true }),
  menuEntry("refundPolicy", "/RefundPolicy", "receipt", { public: true, hidden: true }),
];

export function isPublicPath(path: string): boolean {
  return PUBLIC_ROUTES.some((route) => matchesPath(route.path, path));
}
