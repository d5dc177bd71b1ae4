/** Payment intervals a contract may use, in months (SPEC §9: monthly, 2, 3, 4, 6, 12 months, 2, 5, 10, 15 years). */
export const CONTRACT_INTERVAL_MONTHS = [1, 2, 3, 4, 6, 12, 24, 60, 120, 180] as const;

export const PAYMENT_METHODS = ["cash", "bankTransfer", "mada", "card", "applePay", "sadad", "cheque"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_DIRECTIONS = ["income", "expense"] as const;

/** Codes of the PAYMENT_CATEGORY lookup a manual payment may use; the seed names each one. */
export const PAYMENT_CATEGORIES = [
  "rent",
  "commission",
  "additional_commission",
  "service",
  "water",
  "electricity",
  "extra",
  "maintenance",
] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];
