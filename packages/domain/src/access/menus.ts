import { matchesPath, menuEntry, type MenuEntry } from "./menu-entry.ts";
import { isPublicPath, PUBLIC_ROUTES } from "./public-routes.ts";
import type { UserType } from "./user-types.ts";

/** Every signed-in route, once; menus list them by key. */
const ENTRIES = {
  dashboard: menuEntry("dashboard", "/dashboard", "dashboard", { tour: true, next: true }),
  realEstates: menuEntry("realEstates", "/properties", "building", { searchTip: true, tour: true, next: true }),
  realEstate: menuEntry("realEstate", "/Properties/:id", "building", { hidden: true }),
  contracts: menuEntry("contracts", "/contracts", "contract", { searchTip: true, next: true }),
  // Before /contracts/:id, which would otherwise take "new" for an id.
  contractNew: menuEntry("contractNew", "/contracts/new", "contract", { hidden: true }),
  contract: menuEntry("contract", "/contracts/:id", "contract", { hidden: true }),
  importData: menuEntry("importData", "/import", "upload", { hidden: true }),
  payments: menuEntry("payments", "/payments", "credit-card", { searchTip: true, next: true }),
  invoices: menuEntry("invoices", "/invoices", "receipt", { searchTip: true, next: true }),
  tasks: menuEntry("tasks", "/tasks", "tasks", { searchTip: true, tour: true, next: true }),
  contacts: menuEntry("contacts", "/contacts", "contacts", { searchTip: true, tour: true, next: true }),
  contact: menuEntry("contact", "/contacts/:id", "contacts", { hidden: true }),
  archive: menuEntry("archive", "/archive", "archive", { searchTip: true, next: true }),
  reports: menuEntry("reports", "/reports", "reports", { next: true }),
  books: menuEntry("books", "/books", "books", { next: true }),
  settings: menuEntry("settings", "/MainManagement", "settings", { next: true }),
  profile: menuEntry("profile", "/profile", "profile", { next: true }),
  paymentStatus: menuEntry("paymentStatus", "/payment-status", "credit-card", { hidden: true }),
  contactUs: menuEntry("contactUs", "/contactUs", "support"),
  confirmation: menuEntry("confirmation", "/confirmation", "mail", { hidden: true }),
  termsPolicy: menuEntry("termsPolicy", "/TermsPolicy", "file-text", { hidden: true }),
  operationalDashboard: menuEntry("operationalDashboard", "/operationalDashboard", "activity"),
  marketers: menuEntry("marketers", "/Marketers", "megaphone", { searchTip: true }),
  adminReports: menuEntry("adminReports", "/AdminReports", "reports"),
  supportInbox: menuEntry("supportInbox", "/supportInbox", "inbox"),
  adminConfiguration: menuEntry("adminConfiguration", "/AdminConfiguration", "sliders"),
  blogsManagement: menuEntry("blogsManagement", "/BlogsManagement", "newspaper", { searchTip: true }),
} as const;

/** A signed-in part of the app, named by its menu entry; the server checks the caller's type per area (DESIGN §5). */
export type Area = keyof typeof ENTRIES;

/**
 * SPEC §2 member routes in menu order. /confirmation and /TermsPolicy are signed-in pages the spec lists as
 * non-public without a menu position, so they sit at the end, hidden. Contracts, payments, invoices and the books
 * are screens SPEC §2 names by label only; they follow the properties they belong to, and the books the reports.
 */
const CLIENT_MENU: readonly Area[] = [
  "dashboard",
  "realEstates",
  "realEstate",
  "contracts",
  "contractNew",
  "contract",
  "importData",
  "payments",
  "invoices",
  "tasks",
  "contacts",
  "contact",
  "archive",
  "reports",
  "books",
  "settings",
  "profile",
  "paymentStatus",
  "contactUs",
  "confirmation",
  "termsPolicy",
];

const without = (menu: readonly Area[], ...removed: Area[]) => menu.filter((key) => !removed.includes(key));

/** Settings are the client's only; /payment-status closes a subscription payment, which only the client may make. */
const SUB_CLIENT_MENU = without(CLIENT_MENU, "settings", "paymentStatus");

/** Prepares contracts as drafts but signs none, so imports no contracts, and keeps no books (member-actions). */
const RESTRICTED_MENU = without(SUB_CLIENT_MENU, "books", "importData");

/** Reads everything, starts nothing: no new-contract page. */
const READONLY_MENU = without(SUB_CLIENT_MENU, "contractNew", "importData");

/**
 * SPEC §6 lists tasks, documents and viewing properties and denies the dashboard and financial items. Contacts stay:
 * they hold no money, and the allowed rent reminders and payments need tenants. Reports stay because §6 gives this
 * type the operational report category (reportAccess hides the financial ones). No contract screens (§6: no contract
 * amounts or drafts) and no books.
 */
const OPERATIONAL_MENU = without(SUB_CLIENT_MENU, "dashboard", "contracts", "contractNew", "contract", "importData", "books");

const MENUS: Record<UserType, readonly Area[]> = {
  client: CLIENT_MENU,
  client_mock: CLIENT_MENU,
  subClient: SUB_CLIENT_MENU,
  restricted_subClient: RESTRICTED_MENU,
  readonly_subClient: READONLY_MENU,
  operational_subClient: OPERATIONAL_MENU,
  // Their own e-mail confirmation and the policies they accepted are every signed-in user's (hidden entries).
  viewer: ["dashboard", "confirmation", "termsPolicy"],
  system: ["dashboard", "operationalDashboard", "marketers", "adminReports", "supportInbox", "adminConfiguration", "blogsManagement"],
  customerService: ["dashboard", "adminReports", "supportInbox"],
  seoSpecialist: ["blogsManagement"],
  // The tenant portal's pages are not in the spec; its dashboard is the one page it is known to have.
  tenant: ["dashboard"],
};

export function menuFor(type: UserType): readonly MenuEntry[] {
  return MENUS[type].map((key) => ENTRIES[key]);
}

export function canAccessArea(type: UserType, area: Area): boolean {
  return MENUS[type].includes(area);
}

/** Public pages are open to everyone; other pages only to the types whose menu lists them. */
export function canVisit(type: UserType, path: string): boolean {
  return isPublicPath(path) || menuFor(type).some((entry) => matchesPath(entry.path, path));
}

export function findMenuEntry(path: string): MenuEntry | undefined {
  return [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES].find((entry) => matchesPath(entry.path, path));
}

/** Every page behind a session: the server keeps them out of search engines (robots.txt, noindex). */
export const SIGNED_IN_ROUTES: readonly MenuEntry[] = Object.values(ENTRIES);

/** The tenant's and the owner's portals: each its own app under one prefix, with its own sign-in. */
export const PORTAL_PREFIXES = ["/tenant", "/owner"] as const;

/** Whether the web app has a page at this path: "/" (which sends to a home), a menu route, or a portal's page. */
export function isAppPath(path: string): boolean {
  const lower = (path.split(/[?#]/, 1)[0] ?? "").toLowerCase().replace(/\/+$/, "");
  return (
    lower === "" ||
    findMenuEntry(path) !== undefined ||
    PORTAL_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))
  );
}

/**
 * Where a type lands after login: the first page of its side menu. That is /dashboard (SPEC §2) for everyone but the
 * SEO specialist (/BlogsManagement) and the operational sub-client, who is denied the dashboard (§6) and so lands
 * on /properties.
 */
export function homePath(type: UserType): string {
  const first = menuFor(type).find((entry) => !entry.hidden);
  if (!first) throw new Error(`The menu of ${type} has no visible page`);
  return first.path;
}

/** The page the welcome hint of `key` links to: the next visible page of this type's menu. */
export function nextMenuEntry(type: UserType, key: string): MenuEntry | undefined {
  const visible = menuFor(type).filter((entry) => !entry.hidden);
  const index = visible.findIndex((entry) => entry.key === key);
  return index === -1 ? undefined : visible[index + 1];
}
