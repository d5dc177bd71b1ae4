import { paymentLineDescription } from "@amlak/domain";
import { toFixed2 } from "@amlak/money";
import type { PaymentDetails } from "../payment/payment.decider.ts";
import type { InvoiceLineInput } from "./invoice.commands.ts";

/** Whether a payment is invoiced with VAT (see vatRateFor for which schedule rows are). */
export function isTaxable(payment: PaymentDetails): boolean {
  return payment.vatRate.gt(0);
}

/**
 * The invoice line for one payment: its price at the VAT rate it was scheduled or recorded with, described in no
 * language; the reader's words and calendar are the business of whoever shows it.
 */
export function invoiceLineFor(payment: PaymentDetails): InvoiceLineInput {
  return {
    description: paymentLineDescription(payment),
    quantity: 1,
    unitPrice: toFixed2(payment.price),
    vatRate: payment.vatRate.toString(),
  };
}
