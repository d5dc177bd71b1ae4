import { AppError } from "@amlak/domain";
import type { ExistingPayment, PaymentState } from "../payment/payment.decider.ts";

/**
 * A payment may go on a new invoice when it is income still due or paid, not a security deposit (money held for the
 * tenant, no supply), and on no invoice yet;
 * `invoiceNumber` is the number of the invoice it is already on, if any.
 */
export function requireInvoiceable(payment: PaymentState, invoiceNumber: number | null): ExistingPayment {
  if (payment.status === "none") throw new AppError("payment.notFound");
  if (invoiceNumber !== null) throw new AppError("invoice.alreadyIssued", { number: invoiceNumber });
  if (payment.direction !== "income" || (payment.status !== "pending" && payment.status !== "paid")) {
    throw new AppError("invoice.paymentNotInvoiceable", { status: payment.status });
  }
  if (payment.paymentType === "deposit") throw new AppError("invoice.depositNotInvoiceable");
  return payment;
}
