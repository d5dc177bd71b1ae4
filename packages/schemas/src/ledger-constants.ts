/** Payment intervals a contract may use, in months (SPEC §9: monthly, 2, 3, 4, 6, 12 months, 2, 5, 10, 15 years). */
export const CONTRACT_INTERVAL_MONTHS = [1, 2, 3, 4, 6, 12, 24, 60, 120, 180] as const;

export const MANUAL_PAYMENT_METHODS = ["cash", "bankTransfer", "mada", "card", "applePay", "sadad", "cheque"] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
/** The manual methods a landlord records, and `online`: a tenant's payment through the gateway, recorded only by it. */
/** "deposit": rent paid out of the tenant's security deposit when the lease is settled. */
export const PAYMENT_METHODS = [...MANUAL_PAYMENT_METHODS, "online", "deposit"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_DIRECTIONS = ["income", "expense"] as const;

/**
 * Payment types a schedule produces, in the order rows on the same due date are listed. The security deposit is money
 * held for the tenant (never income); the admin, Ejar registration and other one-time fees are the manager's income.
 */
export const PAYMENT_TYPES = [
  "rent",
  "commission",
  "additional_commission",
  "service",
  "water",
  "electricity",
  "extra",
  "deposit",
  "admin_fee",
  "ejar_fee",
  "other_fee",
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Codes of the PAYMENT_CATEGORY lookup: the schedule's types and maintenance; the seed names each one. */
export const PAYMENT_CATEGORIES = [...PAYMENT_TYPES, "maintenance"] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

/** The schedule's one-time charges of issue #23, which only a contract's terms make (the ledger posts them by their type). */
export const ONE_TIME_PAYMENT_TYPES = ["deposit", "admin_fee", "ejar_fee", "other_fee"] as const satisfies readonly PaymentType[];

/** The categories a manual income or expense may use: every one but the contract's one-time charges. */
export const MANUAL_PAYMENT_CATEGORIES = PAYMENT_CATEGORIES.filter(
  (category): category is Exclude<PaymentCategory, (typeof ONE_TIME_PAYMENT_TYPES)[number]> =>
    !(ONE_TIME_PAYMENT_TYPES as readonly string[]).includes(category),
);
