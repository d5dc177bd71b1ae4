import { listOverlappingRemittances, listOwnerPayments, lockLessor, type Db, type Trx } from "@amlak/db";
import { AppError, managementFeeLineDescription, ownerRemittance, type IsoDate, type RemittanceProposal } from "@amlak/domain";
import { money, toFixed2, VAT_RATE } from "@amlak/money";
import type { PaymentMethod } from "@amlak/schemas";
import { randomUUID } from "node:crypto";
import { buyerOfContact } from "../invoice/contact-buyer.ts";
import type { AmountText } from "../amount.ts";
import type { InvoiceSeller } from "../invoice/invoice.events.ts";
import { remittanceDecider } from "../remittance/remittance.decider.ts";
import { streamId } from "../streams.ts";
import { creditWholeInvoice, type IssuedCreditNote } from "./issue-credit-note.ts";
import { issueInvoiceDocument } from "./issue-invoice.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { ownerAgreementsOf } from "./owner-agreements.ts";
import { isVatRegistered } from "./vat-registration.ts";

interface Period {
  lessorId: string;
  from: IsoDate;
  to: IsoDate;
}

/**
 * What is due to a lessor for a period (@amlak/domain ownerRemittance), from the paid payments on their units, their
 * management agreements (theirs and their properties') and the remittances of the period not reversed; the fee's VAT when the organization is
 * VAT-registered. The caller has found the lessor in its organization.
 */
export async function proposeRemittance(trx: Trx, orgId: string, { lessorId, from, to }: Period): Promise<RemittanceProposal> {
  const [payments, agreements, earlier, vatRegistered] = await Promise.all([
    listOwnerPayments(trx, orgId, "en", { lessor: lessorId, to }),
    ownerAgreementsOf(trx, lessorId),
    listOverlappingRemittances(trx, lessorId, { from, to }),
    isVatRegistered(trx, orgId),
  ]);
  return ownerRemittance(
    payments.map((payment) => ({ ...payment, price: money(payment.price), vat: money(payment.vat) })),
    agreements,
    earlier.map((remittance) => ({
      amount: money(remittance.amount),
      fee: money(remittance.fee),
      feeCharged: money(remittance.feeCharged),
    })),
    { from, to, vatRate: vatRegistered ? VAT_RATE : "0" },
  );
}

export interface PayRemittanceInput extends Period {
  paidDate: IsoDate;
  amount: AmountText;
  method: PaymentMethod;
  reference: string;
  /** The organization as its fee invoice names it. */
  seller: InvoiceSeller;
}

export interface PaidRemittance {
  remittanceId: string;
  fee: AmountText;
  feeVat: AmountText;
  invoiceId: string | null;
  invoiceNumber: number | null;
}

/**
 * Pays a lessor (part of) what is due for a period and charges the period's management fee, with its tax invoice to
 * the owner when the organization is VAT-registered, in one transaction. Remittances of one lessor are taken one at
 * a time (the lessor's contact row is locked), so two paid at once cannot both count on what is due.
 */
export function payRemittance(db: Db, ctx: LedgerContext, input: PayRemittanceInput): Promise<PaidRemittance> {
  return runLedgerCommand(db, ctx, "payRemittance", input, async (session) => {
    const { seller, ...remittance } = input;
    const lessor = await lockLessor(session.trx, session.orgId, input.lessorId);
    if (!lessor) throw new AppError("remittance.lessorNotFound");
    const proposal = await proposeRemittance(session.trx, session.orgId, input);
    const remittanceId = randomUUID();
    const invoiceId = proposal.fee.gt(0) && proposal.feeVat.gt(0) ? randomUUID() : null;
    await session.execute(remittanceDecider, streamId.remittance(remittanceId), {
      type: "PayRemittance",
      data: {
        ...remittance,
        remittanceId,
        orgId: session.orgId,
        fee: toFixed2(proposal.fee),
        feeVat: toFixed2(proposal.feeVat),
        invoiceId,
        due: toFixed2(proposal.due),
      },
    });
    const invoice =
      invoiceId === null
        ? null
        : await issueInvoiceDocument(session, {
            invoiceId,
            seller,
            buyer: buyerOfContact(lessor),
            lines: [
              { description: managementFeeLineDescription(input), quantity: 1, unitPrice: toFixed2(proposal.fee), vatRate: VAT_RATE },
            ],
            paymentIds: [],
            remittanceId,
          });
    return {
      remittanceId,
      fee: toFixed2(proposal.fee),
      feeVat: toFixed2(proposal.feeVat),
      invoiceId,
      invoiceNumber: invoice?.number ?? null,
    };
  });
}

/**
 * Reverses a remittance: the payout and its fee are undone and the money is held for the lessor again, to be remitted
 * anew. Its fee invoice is cancelled by a credit note for all it still stands for, in the same transaction, so paying
 * the period again issues a fresh invoice and the books and the tax report count the fee once.
 */
export function reverseRemittance(
  db: Db,
  ctx: LedgerContext,
  input: { remittanceId: string },
): Promise<{ remittanceId: string; creditNote: IssuedCreditNote | null }> {
  return runLedgerCommand(db, ctx, "reverseRemittance", input, async (session) => {
    const remittance = await session.load(remittanceDecider, streamId.remittance(input.remittanceId));
    if (remittance.status === "none") throw new AppError("remittance.notFound");
    await lockLessor(session.trx, session.orgId, remittance.lessorId);
    await session.execute(remittanceDecider, streamId.remittance(input.remittanceId), {
      type: "ReverseRemittance",
      data: { remittanceId: input.remittanceId },
    });
    const creditNote = remittance.invoiceId
      ? await creditWholeInvoice(session, { invoiceId: remittance.invoiceId, reason: "cancellation" })
      : null;
    return { remittanceId: input.remittanceId, creditNote };
  });
}
