import type { Db } from "@amlak/db";
import { sql } from "kysely";
import { contractDecider } from "../contract/contract.decider.ts";
import { commissionToAutoPay, commissionSought } from "../contract/contract-payments.ts";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import type { RelatedStreams } from "../event-store/stream-io.ts";
import type { InvoiceSeller } from "../invoice/invoice.events.ts";
import { isTaxable } from "../invoice/invoice-line.ts";
import { paymentDecider, type PaymentState } from "../payment/payment.decider.ts";
import type { MarkPaymentPaid } from "../payment/payment.commands.ts";
import { streamId } from "../streams.ts";
import { invoicePayments, type IssueInvoiceInput, type IssuedInvoice } from "./issue-invoice.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { loadPayments } from "./load-payments.ts";
import { isVatRegistered } from "./vat-registration.ts";

export type MarkPaymentPaidInput = MarkPaymentPaid["data"] & {
  /** Given when the organization's auto_generate_rent_tax_invoice preference is on. */
  autoInvoice?: { seller: InvoiceSeller; buyer: IssueInvoiceInput["buyer"] };
};

export interface MarkPaymentPaidResult {
  paymentId: string;
  /** The commission paid with this rent (auto-pay commission), if any. */
  commissionPaymentId: string | null;
  invoice: IssuedInvoice | null;
}

/**
 * Marks a payment paid; a rent instalment also pays its commission when the contract auto-pays commission, and,
 * with autoInvoice, a taxable tenant payment of a VAT-registered organization gets its tax invoice in the same
 * transaction.
 */
export function markPaymentPaid(db: Db, ctx: LedgerContext, input: MarkPaymentPaidInput): Promise<MarkPaymentPaidResult> {
  return runLedgerCommand(db, ctx, "markPaymentPaid", input, async (session) => {
    const { paymentId, autoInvoice, ...paid } = input;
    await session.prefetch([streamId.payment(paymentId)], contractStreamOf(paymentId));
    const { payment, commissionPaymentId } = await payWithCommission(session, { paymentId, ...paid });
    const invoice =
      autoInvoice && (await needsInvoice(session, payment))
        ? await invoicePayments(session, { paymentIds: [paymentId], ...autoInvoice })
        : null;
    return { paymentId, commissionPaymentId, invoice };
  });
}

/** Marks the payment paid and, for rent of a contract that auto-pays commission, the commission due with it. */
export async function payWithCommission(
  session: LedgerSession,
  { paymentId, ...paid }: MarkPaymentPaid["data"],
): Promise<{ payment: PaymentState; commissionPaymentId: string | null }> {
  const { state: payment } = await session.execute(paymentDecider, streamId.payment(paymentId), {
    type: "MarkPaymentPaid",
    data: { paymentId, ...paid },
  });
  const commissionPaymentId = await payCommissionWith(session, payment);
  if (commissionPaymentId !== null) {
    const { collectionId: _collectionId, ...commissionPaid } = paid;
    await session.execute(
      paymentDecider,
      streamId.payment(commissionPaymentId),
      { type: "MarkPaymentPaid", data: { paymentId: commissionPaymentId, ...commissionPaid } },
      streamId.payment(paymentId),
    );
  }
  return { payment, commissionPaymentId };
}

/** The stream of the payment's contract, which paying it reads for the commission to pay with it. */
const contractStreamOf =
  (paymentId: string): RelatedStreams =>
  (trx) =>
    trx
      .selectFrom("payments")
      .select(sql<string>`${streamId.contract("")} || contract_id`.as("stream_id"))
      .where("id", "=", paymentId);

async function payCommissionWith(session: LedgerSession, rent: PaymentState): Promise<string | null> {
  if (rent.status === "none" || rent.contractId === null) return null;
  const contract = await session.load(contractDecider, streamId.contract(rent.contractId));
  const sought = commissionSought(contract, rent);
  if (!sought) return null;
  const pendingCommissions = await session.trx
    .selectFrom("payments")
    .select("id")
    .where("contract_id", "=", sought.contractId)
    .where("payment_type", "=", "commission")
    .where("status", "=", "pending")
    .where("due_date", "=", sought.dueDate)
    .orderBy("id")
    .execute();
  return commissionToAutoPay(
    contract,
    rent,
    await loadPayments(
      session,
      pendingCommissions.map((row) => row.id),
    ),
  );
}

/**
 * The automatic invoice is the tenant's: the lessor's commission is invoiced to the lessor, not to this buyer.
 * A payment paid again after an undo keeps the invoice it already has. An organization that is not VAT-registered
 * issues no tax invoice, and marking a payment paid must not fail for it: it gets none (its payments carry no VAT
 * anyway, so only one scheduled while it was registered gets here), and its document is the cash receipt.
 */
async function needsInvoice(session: LedgerSession, payment: PaymentState): Promise<boolean> {
  if (payment.status !== "paid" || payment.party !== "tenant" || !isTaxable(payment)) return false;
  if (!(await isVatRegistered(session.trx, session.orgId))) return false;
  const row = await session.trx
    .selectFrom("payments")
    .select("invoice_id")
    .where("id", "=", payment.paymentId)
    .forUpdate()
    .executeTakeFirst();
  return row?.invoice_id === null;
}
