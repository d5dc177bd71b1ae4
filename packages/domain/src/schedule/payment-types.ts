/** Payment types a schedule produces, in the order rows on the same due date are listed. */
export const PAYMENT_TYPES = [
  "rent",
  "commission",
  "additional_commission",
  "service",
  "water",
  "electricity",
  "extra",
] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];
