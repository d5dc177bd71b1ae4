// The list lives with the other ledger constants in @amlak/schemas, which the payment categories extend.
export { PAYMENT_TYPES, type PaymentType } from "@amlak/schemas";
