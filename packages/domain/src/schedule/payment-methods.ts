export const PAYMENT_METHODS = ["cash", "bankTransfer", "mada", "card", "applePay", "sadad", "cheque"] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
