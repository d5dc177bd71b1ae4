import { mayPerform, type UserType } from "@amlak/domain";
import { add } from "@amlak/money";
import type { PaymentRow } from "./payment-row.ts";

/** A payment the manager collects from the tenant: the one a cash receipt or a tax invoice is issued for. */
const isCollected = (payment: PaymentRow) => payment.direction === "income" && payment.party === "tenant";

/** Pending and not yet due is Pending; pending past its due date is Overdue (SCREENS: the same badge everywhere). */
export const shownStatus = (payment: Pick<PaymentRow, "overdue" | "status">) => (payment.overdue ? "overdue" : payment.status);

/**
 * What the user may do with a payment, by role (SPEC §6) and by the payment's state: only the actions the server
 * would accept are offered. A tax invoice needs a VAT-registered seller and a taxable, collected amount.
 */
export function paymentActions(payment: PaymentRow, userType: UserType | undefined, vatRegistered: boolean) {
  const write = Boolean(userType && mayPerform(userType, "payments.write"));
  const issue = Boolean(userType && mayPerform(userType, "documents.issue"));
  const pending = payment.status === "pending";
  const paid = payment.status === "paid";
  return {
    pay: write && pending,
    undo: write && paid,
    split: write && pending,
    cancel: write && pending,
    contacted: write && pending,
    // A scheduled instalment is cancelled, not deleted; a manual payment or a cancelled one may go.
    delete: write && (payment.status === "canceled" || (pending && payment.contractId === null)),
    issueReceipt: issue && paid && isCollected(payment) && payment.receiptId === null,
    issueInvoice: issue && paid && isCollected(payment) && payment.invoiceId === null && payment.vat.gt(0) && vatRegistered,
  };
}

/**
 * Why a payment collected from the tenant gets no tax invoice, so the screen can say how to get one: the organization
 * has no VAT number (the server refuses invoice.sellerNotVatRegistered), or the payment carries no VAT (its lease is
 * not taxable, or was signed before the VAT number was added). Null when it takes one, has one, or takes none anyway.
 */
export function missingInvoiceReason(payment: PaymentRow, vatRegistered: boolean): "vatNoMissing" | "notTaxable" | null {
  if (!isCollected(payment) || payment.invoiceId !== null) return null;
  if (!vatRegistered) return "vatNoMissing";
  return payment.vat.gt(0) ? null : "notTaxable";
}

/** What payments come to for the manager: income in, expenses out. */
export const netTotal = (payments: readonly PaymentRow[]) =>
  add(...payments.map((payment) => (payment.direction === "expense" ? payment.total.negated() : payment.total)));
