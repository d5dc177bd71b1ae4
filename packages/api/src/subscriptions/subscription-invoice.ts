import {
  findPaidQuote,
  findSubscriptionDocumentByPayment,
  findSubscriptionInvoice,
  insertSubscriptionDocument,
  lockSubscriptionInvoiceCounter,
  takeSubscriptionInvoiceNumber,
  type Trx,
} from "@amlak/db";
import { AppError } from "@amlak/domain";
import { money, sub, toFixed2 } from "@amlak/money";

type Issued = { id: string; number: number };

/**
 * The platform's simplified tax invoice for the payment that activated a subscription, numbered without gaps.
 * Issuing again for the same payment answers the invoice already issued.
 */
export async function issueSubscriptionInvoice(
  trx: Trx,
  input: { subscriptionId: string; paymentId: string; issueDate: string },
): Promise<Issued> {
  await lockSubscriptionInvoiceCounter(trx);
  const issued = await findSubscriptionDocumentByPayment(trx, input.paymentId, "invoice");
  if (issued) return issued;
  const quote = await findPaidQuote(trx, input.subscriptionId, input.paymentId);
  if (!quote?.total || !quote.vat_amount) throw new AppError("notFound");
  const total = money(quote.total);
  const vat = money(quote.vat_amount);
  return insertSubscriptionDocument(trx, {
    org_id: quote.org_id,
    subscription_id: input.subscriptionId,
    payment_id: input.paymentId,
    kind: "invoice",
    number: await takeSubscriptionInvoiceNumber(trx),
    issue_date: input.issueDate,
    net: toFixed2(sub(total, vat)),
    vat_amount: toFixed2(vat),
    total: toFixed2(total),
  });
}

/**
 * The credit note for a refunded invoice, from the same number series. Its amounts are stored negative, so an
 * organization's documents add up to what it has paid; the printed note shows them under its own title. Issuing
 * again for the same invoice answers the note already issued.
 */
export async function issueSubscriptionCreditNote(trx: Trx, input: { invoiceId: string; issueDate: string }): Promise<Issued> {
  await lockSubscriptionInvoiceCounter(trx);
  const invoice = await findSubscriptionInvoice(trx, input.invoiceId);
  if (!invoice) throw new AppError("notFound");
  const issued = await findSubscriptionDocumentByPayment(trx, invoice.payment_id, "credit_note");
  if (issued) return issued;
  const negated = (amount: string) => toFixed2(money(amount).negated());
  return insertSubscriptionDocument(trx, {
    org_id: invoice.org_id,
    subscription_id: invoice.subscription_id,
    payment_id: invoice.payment_id,
    kind: "credit_note",
    credited_invoice_id: invoice.id,
    number: await takeSubscriptionInvoiceNumber(trx),
    issue_date: input.issueDate,
    net: negated(invoice.net),
    vat_amount: negated(invoice.vat_amount),
    total: negated(invoice.total),
  });
}
