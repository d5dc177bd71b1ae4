/** SPEC §3: what a subscription package grants, entity by entity. */
export const PERMISSION_ENTITIES = [
  "SUB_USERS",
  "REPORTS",
  "DOCUMENTS",
  "CONTRACTS",
  "REALESTATES",
  "TASKS",
  "AGENTS",
  "ORGANIZATION_PREFERENCES",
] as const;

export type PermissionEntity = (typeof PERMISSION_ENTITIES)[number];

/**
 * SPEC §3 permission codes. TAX_INVOICE_REPORT is missing from the §3 list but §6 names it among the reports that
 * REPORTS lists, so it is here too. LOGO, THEME and ORGANIZATION_CODE are §3's white-label rules on
 * ORGANIZATION_PREFERENCES ("Logo, Theme, ORGANIZATION_CODE"), spelled like the other codes.
 */
export const PERMISSION_CODES = [
  "MANAGE_ENTITY",
  "PAYMENTS_LESSOR_REPORT",
  "BOOKMARK",
  "INCOME_REPORT_DETAILS",
  "CONTRACTS_REPORT",
  "ACTIVE_CONTRACTS_REPORT",
  "PROFIT_REPORT",
  "INCOME_REPORT",
  "CREATE_QUOTATION",
  "INVESTMENT_REPORT",
  "COMMISSION_PAYMENTS_REPORT",
  "EXPORT_EXCEL",
  "EXPORT_PDF",
  "VIEW_BOOKMARKED",
  "ASSIGN_USER",
  "DELETE_ENTITY",
  "REALESTATE_VACANCY_COST",
  "GENERATE_RENT_TAX_INVOICE",
  "TAX_INVOICE_REPORT",
  "LOGO",
  "THEME",
  "ORGANIZATION_CODE",
] as const;

export type PermissionCode = (typeof PERMISSION_CODES)[number];

/** The reports a package may unlock; permission entity REPORTS lists them by these names (SPEC §6). */
export const REPORT_NAMES = [
  "INCOME_REPORT",
  "INCOME_REPORT_DETAILS",
  "PAYMENTS_LESSOR_REPORT",
  "TAX_INVOICE_REPORT",
  "COMMISSION_PAYMENTS_REPORT",
  "PROFIT_REPORT",
  "CONTRACTS_REPORT",
  "ACTIVE_CONTRACTS_REPORT",
  "INVESTMENT_REPORT",
] as const satisfies readonly PermissionCode[];

export type ReportName = (typeof REPORT_NAMES)[number];

/** Numeric limits: sub-users (or other entities) created, and documents by where they are attached. */
export const LIMIT_CODES = [
  "CREATE_LIMIT",
  "PERSONAL_DOCUMENTS_LIMIT",
  "SHARED_DOCUMENTS_LIMIT",
  "REALESTATE_DOCUMENTS_LIMIT",
  "TASK_DOCUMENTS_LIMIT",
] as const;

export type LimitCode = (typeof LIMIT_CODES)[number];

export interface PermissionLimit {
  code: LimitCode;
  limit: number;
}

export interface Permission {
  entity: PermissionEntity;
  actions: PermissionCode[];
  limits: PermissionLimit[];
}

/** Stable codes for "Not Allowed in Current Subscription Package" and "You reached subscription limit" (SPEC §8). */
type SubscriptionDenial = "subscription.notAllowed" | "subscription.limitReached";

type AccessCheck<Denial extends SubscriptionDenial = SubscriptionDenial> = { ok: true } | { ok: false; code: Denial };

const ALLOWED = { ok: true } as const;

export function hasAction(permissions: readonly Permission[], entity: PermissionEntity, action: PermissionCode): boolean {
  return permissions.some((permission) => permission.entity === entity && permission.actions.includes(action));
}

/** SPEC §6: an action on an entity is allowed when the subscription's permissions list it. */
export function checkAction(
  permissions: readonly Permission[],
  entity: PermissionEntity,
  action: PermissionCode,
): AccessCheck<"subscription.notAllowed"> {
  return hasAction(permissions, entity, action) ? ALLOWED : { ok: false, code: "subscription.notAllowed" };
}

/** The granted limit, the largest if several permissions of the entity carry it; undefined when none does. */
export function grantedLimit(permissions: readonly Permission[], entity: PermissionEntity, code: LimitCode): number | undefined {
  const limits = permissions
    .filter((permission) => permission.entity === entity)
    .flatMap((permission) => permission.limits.filter((limit) => limit.code === code).map((limit) => limit.limit));
  return limits.length === 0 ? undefined : Math.max(...limits);
}

/**
 * SPEC §6 limit check, before creating one more: a missing or zero limit means the package does not allow it at
 * all; otherwise `currentCount` at or above the limit means the limit is reached.
 */
export function checkLimit(
  permissions: readonly Permission[],
  entity: PermissionEntity,
  code: LimitCode,
  currentCount: number,
): AccessCheck {
  const limit = grantedLimit(permissions, entity, code);
  if (limit === undefined || limit <= 0) return { ok: false, code: "subscription.notAllowed" };
  return currentCount >= limit ? { ok: false, code: "subscription.limitReached" } : ALLOWED;
}

/** The catalogue key of a permission's name: a report is named by its own title, the rest by their permission names. */
export function permissionNameKey(code: string): string {
  return (REPORT_NAMES as readonly string[]).includes(code) ? `reports.${code}.title` : `packagePermission.code.${code}`;
}
