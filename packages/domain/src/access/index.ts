export {
  isAccountOwner,
  isStaff,
  mayLoadPrefs,
  maySubscribe,
  normalizeUserType,
  STAFF_TYPES,
  USER_TYPES,
  type UserType,
} from "./user-types.ts";
export { matchesPath, type MenuEntry } from "./menu-entry.ts";
export { PUBLIC_ROUTES } from "./public-routes.ts";
export {
  canAccessArea,
  canVisit,
  findMenuEntry,
  homePath,
  isAppPath,
  menuFor,
  nextMenuEntry,
  PORTAL_PREFIXES,
  SIGNED_IN_ROUTES,
  type Area,
} from "./menus.ts";
export {
  checkAction,
  checkLimit,
  grantedLimit,
  hasAction,
  LIMIT_CODES,
  PERMISSION_CODES,
  PERMISSION_ENTITIES,
  permissionNameKey,
  REPORT_NAMES,
  type ReportName,
  type Permission,
  type PermissionCode,
  type PermissionEntity,
} from "./permissions.ts";
export {
  FALLBACK_PACKAGE,
  findPackage,
  PACKAGES,
  TRIAL_DAYS,
  trialPackage,
  yearlyPrice,
  type PackageCode,
  type SubscriptionPackage,
} from "./packages.ts";
export {
  bannerState,
  isActive,
  periodEndDate,
  subscriptionDaysLeft,
  trialEndDate,
  type BillingPeriod,
  type SubscriptionStatus,
} from "./subscription.ts";
export { neededActions, type NeededAction } from "./needed-actions.ts";
export { profileSurveyDue } from "./profile-survey.ts";
export { hiddenPaymentTypes, mayPerform, type MemberAction } from "./member-actions.ts";
export { REPORT_CATEGORIES, reportAccess, reportCatalogue } from "./reports.ts";
export { roleIdOf, SUB_USER_ROLES, subUserRole, type SubUserType } from "./sub-user-roles.ts";
export { checkoutPlan, type RunningSubscription } from "./checkout-plan.ts";
export { daysSincePayment, REFUND_WINDOW_DAYS, refundWindowOpen } from "./refund-window.ts";
export { reminderDue, reminderEndDates, statusDueOn, type ReminderKind } from "./subscription-lifecycle.ts";
export { renewalAttemptDay, renewalAttemptDue, renewalEndDates } from "./automatic-renewal.ts";
