import { LedgerRuleError } from "../ledger-rule-error.ts";
import type { ExistingPayment, PaymentState } from "../payment/payment.decider.ts";

/**
 * A payment may go on a new invoice when it is income still due or paid and on no invoice yet;
 * `invoiceNumber` is the number of the invoice it is already on, if any.
 */
export function requireInvoiceable(payment: PaymentState, invoiceNumber: number | null): ExistingPayment {
  if (payment.status === "none") throw new LedgerRuleError("payment.notFound");
  if (invoiceNumber !== null) throw new LedgerRuleError("invoice.alreadyIssued", { number: invoiceNumber });
  if (payment.direction !== "income" || (payment.status !== "pending" && payment.status !== "paid")) {
    throw new LedgerRuleError("invoice.paymentNotInvoiceable", { status: payment.status });
  }
  return payment;
}
