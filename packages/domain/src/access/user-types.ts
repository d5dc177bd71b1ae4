/** Every kind of signed-in user (SPEC §1), plus the tenant of the separate tenant portal. */
export const USER_TYPES = [
  "client",
  "subClient",
  "restricted_subClient",
  "readonly_subClient",
  "operational_subClient",
  "viewer",
  "client_mock",
  "system",
  "customerService",
  "seoSpecialist",
  "tenant",
] as const;

export type UserType = (typeof USER_TYPES)[number];

/** Internal staff act across organizations through the admin screens. */
export const STAFF_TYPES = ["system", "customerService", "seoSpecialist"] as const satisfies readonly UserType[];

/** SPEC §6: an unknown role gets the sub-client menu. */
const FALLBACK_TYPE: UserType = "subClient";

function isUserType(value: unknown): value is UserType {
  return (USER_TYPES as readonly unknown[]).includes(value);
}

export function normalizeUserType(value: unknown): UserType {
  return isUserType(value) ? value : FALLBACK_TYPE;
}

export function isStaff(type: UserType): boolean {
  return (STAFF_TYPES as readonly UserType[]).includes(type);
}

/**
 * SPEC §2 and §6: a viewer does not load prefs. The tenant does not either: prefs hold the member tour and the
 * client's profile survey, neither of which exists in the tenant portal.
 */
export function mayLoadPrefs(type: UserType): boolean {
  return type !== "viewer" && type !== "tenant";
}

/** SPEC §4 names the types without the banner; the tenant has no subscription of its own. */
export function showsSubscriptionBanner(type: UserType): boolean {
  return !isStaff(type) && type !== "viewer" && type !== "tenant";
}

/** The main user of an organization; client_mock is the demo account, treated as a client (SPEC §6). */
export function isAccountOwner(type: UserType): boolean {
  return type === "client" || type === "client_mock";
}

/** Only the account owner may buy a package (the demo account to start its trial). */
export function maySubscribe(type: UserType): boolean {
  return isAccountOwner(type);
}
