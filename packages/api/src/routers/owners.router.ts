import { findContact, findManagementAgreement, listLessorRemittances, saveManagementAgreement, type Trx } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { payRemittance, proposeRemittance, reverseRemittance } from "@amlak/ledger";
import { money, toFixed2 } from "@amlak/money";
import {
  ZLessorSchema,
  ZManagementAgreementSchema,
  ZRemittanceIdSchema,
  ZRemittancePaySchema,
  ZRemittanceProposalSchema,
  type PaymentCategory,
  type PaymentMethod,
} from "@amlak/schemas";
import { actionProcedure, ledgerCommandProcedure } from "../ledger/ledger-procedures.ts";
import { sellerOf } from "../ledger/parties.ts";
import {
  ZManagementAgreementOutput,
  ZPaidRemittanceOutput,
  ZRemittanceListOutput,
  ZRemittanceProposalOutput,
} from "../outputs/owners.output.ts";
import { ZIdOutput } from "../outputs/values.ts";
import { router } from "../trpc.ts";

/** The lessor must be a lessor contact of the caller's organization; another organization's is as absent as a made-up one. */
async function requireLessor(trx: Trx, lessorId: string): Promise<void> {
  const contact = await findContact(trx, lessorId);
  if (contact?.type !== "lessor") throw new AppError("remittance.lessorNotFound");
}

const read = actionProcedure("remittances.read");

/**
 * Owners (issue #23): a lessor's management agreement (the manager's fee and the expenses charged to the owner), what
 * is due to them for a period, and the remittances that pay it, each with its fee's tax invoice.
 */
export const ownersRouter = router({
  agreement: read
    .input(ZLessorSchema)
    .output(ZManagementAgreementOutput)
    .query(async ({ ctx, input }) => {
      await requireLessor(ctx.trx, input.lessor_id);
      const agreement = await findManagementAgreement(ctx.trx, input.lessor_id);
      if (!agreement) return null;
      return {
        lessor_id: agreement.lessorId,
        fee_kind: agreement.feeKind,
        fee_value: money(agreement.feeValue),
        expense_categories: agreement.expenseCategories as PaymentCategory[],
        effective_from: agreement.effectiveFrom,
      };
    }),

  saveAgreement: actionProcedure("remittances.write")
    .input(ZManagementAgreementSchema)
    .output(ZManagementAgreementOutput)
    .mutation(async ({ ctx, input }) => {
      await requireLessor(ctx.trx, input.lessor_id);
      await saveManagementAgreement(ctx.trx, {
        orgId: ctx.caller.orgId,
        lessorId: input.lessor_id,
        feeKind: input.fee_kind,
        feeValue: toFixed2(input.fee_value),
        expenseCategories: [...new Set(input.expense_categories)],
        effectiveFrom: input.effective_from,
      });
      return { ...input, expense_categories: [...new Set(input.expense_categories)] };
    }),

  /** What is due to the lessor for a period: the proposal a remittance pays. */
  proposal: read
    .input(ZRemittanceProposalSchema)
    .output(ZRemittanceProposalOutput)
    .query(async ({ ctx, input }) => {
      await requireLessor(ctx.trx, input.lessor_id);
      const proposal = await proposeRemittance(ctx.trx, ctx.caller.orgId, { lessorId: input.lessor_id, from: input.from, to: input.to });
      return {
        lessor_id: input.lessor_id,
        from: input.from,
        to: input.to,
        collected: proposal.collected,
        rent_collected: proposal.rentCollected,
        commission: proposal.commission,
        expenses: proposal.expenses,
        period_fee: proposal.periodFee,
        earlier_remitted: proposal.earlierRemitted,
        earlier_fees: proposal.earlierFees,
        fee: proposal.fee,
        fee_vat: proposal.feeVat,
        due: proposal.due,
      };
    }),

  /** The lessor's remittances, newest first. */
  remittances: read
    .input(ZLessorSchema)
    .output(ZRemittanceListOutput)
    .query(async ({ ctx, input }) => {
      await requireLessor(ctx.trx, input.lessor_id);
      const rows = await listLessorRemittances(ctx.trx, input.lessor_id);
      return rows.map((row) => ({
        id: row.id,
        from: row.from,
        to: row.to,
        paid_date: row.paidDate,
        amount: money(row.amount),
        fee: money(row.fee),
        fee_vat: money(row.feeVat),
        method: row.method as PaymentMethod,
        reference: row.reference,
        status: row.status,
        invoice_id: row.invoiceId,
        invoice_number: row.invoiceNumber,
      }));
    }),

  /** Pays the lessor (part of) what is due for a period, charging the period's fee with its tax invoice. */
  remit: ledgerCommandProcedure("remittances.write")
    .input(ZRemittancePaySchema)
    .output(ZPaidRemittanceOutput)
    .mutation(async ({ ctx, input }) => {
      const paid = await payRemittance(ctx.database.app, ctx.ledger, {
        lessorId: input.lessor_id,
        from: input.from,
        to: input.to,
        paidDate: input.paid_date,
        amount: toFixed2(input.amount),
        method: input.method,
        reference: input.reference ?? "",
        seller: await sellerOf(ctx.database.app, ctx.orgId),
      });
      return {
        id: paid.remittanceId,
        fee: money(paid.fee),
        fee_vat: money(paid.feeVat),
        invoice_id: paid.invoiceId,
        invoice_number: paid.invoiceNumber,
      };
    }),

  /** Reverses a remittance: the payout and its fee are undone and the money is held for the lessor again. */
  reverse: ledgerCommandProcedure("remittances.write")
    .input(ZRemittanceIdSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input }) => {
      await reverseRemittance(ctx.database.app, ctx.ledger, { remittanceId: input.id });
      return { id: input.id };
    }),
});
