import { PAYMENT_CATEGORIES, parseIsoDate, type PaymentCategory } from "@amlak/schemas";

interface DescribedPayment {
  paymentType: string | null;
  category: string | null;
  dueDate: string;
}

/**
 * How the ledger describes a payment's invoice line: in no language, its category and due day ("rent 2026-02-01").
 * Stored invoices keep this text; whoever shows a line words it for its reader (readPaymentLineDescription).
 */
export const paymentLineDescription = (payment: DescribedPayment) => `${payment.paymentType ?? payment.category} ${payment.dueDate}`;

const isPaymentCategory = (text: string): text is PaymentCategory => (PAYMENT_CATEGORIES as readonly string[]).includes(text);

/** The category and due day of a line the ledger described for a payment; null for any other text. */
export function readPaymentLineDescription(description: string): { category: PaymentCategory; dueDate: string } | null {
  const [, category = "", dueDate = ""] = /^(\S+) (\d{4}-\d{2}-\d{2})$/.exec(description) ?? [];
  return isPaymentCategory(category) && parseIsoDate(dueDate) ? { category, dueDate } : null;
}
