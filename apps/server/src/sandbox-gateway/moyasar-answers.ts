import type { MoyasarPayment } from "@amlak/api";
import type { SandboxInvoiceRow, SandboxPaymentRow } from "@amlak/db";

/**
 * A sandbox payment as Moyasar's API shows it: the card masked, its expiry beside it as a saved card's token has it.
 * A payment charged to a saved card's token has no invoice: it carries its own description and metadata.
 */
export function paymentAnswer(
  payment: SandboxPaymentRow,
  invoice: SandboxInvoiceRow | undefined,
): MoyasarPayment & Record<string, unknown> {
  const [month, year] = payment.card_expiry?.split("/") ?? [];
  return {
    id: payment.id,
    status: payment.status,
    amount: Number(payment.amount),
    currency: payment.currency,
    refunded: Number(payment.refunded),
    invoice_id: payment.invoice_id,
    description: invoice?.description ?? payment.description,
    metadata: invoice?.metadata ?? payment.metadata ?? {},
    created_at: payment.created_at.toISOString(),
    updated_at: payment.updated_at.toISOString(),
    source:
      payment.bill_number !== null
        ? { type: "sadad", bill_number: payment.bill_number, message: payment.message }
        : {
            type: "creditcard",
            company: payment.card_brand ?? "",
            name: payment.card_name,
            number: `XXXX-XXXX-XXXX-${payment.card_last_four}`,
            token: payment.token,
            message: payment.message,
            month,
            year,
          },
  };
}

export function invoiceAnswer(invoice: SandboxInvoiceRow, url: string, payments: SandboxPaymentRow[]) {
  return {
    id: invoice.id,
    status: payments.some((payment) => payment.status === "paid") ? "paid" : "initiated",
    amount: Number(invoice.amount),
    currency: invoice.currency,
    description: invoice.description,
    url,
    callback_url: invoice.callback_url,
    back_url: invoice.back_url,
    metadata: invoice.metadata,
    created_at: invoice.created_at.toISOString(),
    payments: payments.map((payment) => paymentAnswer(payment, invoice)),
  };
}
