import {
  findContact,
  findEstateKind,
  findManagementAgreement,
  findPropertyAgreement,
  listLessorRemittances,
  listOwnerProperties,
  removePropertyAgreement,
  saveManagementAgreement,
  savePropertyAgreement,
  type Trx,
} from "@amlak/db";
import { AppError } from "@amlak/domain";
import { payRemittance, proposeRemittance, reverseRemittance } from "@amlak/ledger";
import { money, toFixed2 } from "@amlak/money";
import {
  ZLessorSchema,
  ZManagementAgreementSchema,
  ZPropertyAgreementSchema,
  ZPropertySchema,
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
  ZPropertyAgreementListOutput,
  ZPropertyAgreementOutput,
  ZPropertyOutput,
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

/**
 * The real estate must be a property of the caller's organization: a compound, or a unit standing alone (a unit of a
 * compound is under its compound's agreement). Another organization's is as absent as a made-up one.
 */
async function requireProperty(trx: Trx, realEstateId: string): Promise<void> {
  const estate = await findEstateKind(trx, realEstateId);
  if (!estate) throw new AppError("agreement.propertyNotFound");
  if (estate.parent_id !== null) throw new AppError("agreement.unitInCompound");
}

const categoriesOf = (codes: readonly string[]) => codes as PaymentCategory[];
const uniqueCategories = (codes: readonly PaymentCategory[]) => [...new Set(codes)];

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
        expense_categories: categoriesOf(agreement.expenseCategories),
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
        expenseCategories: uniqueCategories(input.expense_categories),
        effectiveFrom: input.effective_from,
      });
      return { ...input, expense_categories: uniqueCategories(input.expense_categories) };
    }),

  /** A property's own agreement, overriding its lessor's for the property's units; null when the lessor's applies. */
  propertyAgreement: read
    .input(ZPropertySchema)
    .output(ZPropertyAgreementOutput)
    .query(async ({ ctx, input }) => {
      await requireProperty(ctx.trx, input.real_estate_id);
      const agreement = await findPropertyAgreement(ctx.trx, input.real_estate_id);
      if (!agreement) return null;
      return {
        real_estate_id: agreement.realEstateId,
        fee_kind: agreement.feeKind,
        fee_value: money(agreement.feeValue),
        expense_categories: categoriesOf(agreement.expenseCategories),
        effective_from: agreement.effectiveFrom,
      };
    }),

  savePropertyAgreement: actionProcedure("remittances.write")
    .input(ZPropertyAgreementSchema)
    .output(ZPropertyAgreementOutput)
    .mutation(async ({ ctx, input }) => {
      await requireProperty(ctx.trx, input.real_estate_id);
      await savePropertyAgreement(ctx.trx, {
        orgId: ctx.caller.orgId,
        realEstateId: input.real_estate_id,
        feeKind: input.fee_kind,
        feeValue: toFixed2(input.fee_value),
        expenseCategories: uniqueCategories(input.expense_categories),
        effectiveFrom: input.effective_from,
      });
      return { ...input, expense_categories: uniqueCategories(input.expense_categories) };
    }),

  /** Removes a property's own agreement: its units fall under the lessor's again. */
  removePropertyAgreement: actionProcedure("remittances.write")
    .input(ZPropertySchema)
    .output(ZPropertyOutput)
    .mutation(async ({ ctx, input }) => {
      await requireProperty(ctx.trx, input.real_estate_id);
      await removePropertyAgreement(ctx.trx, input.real_estate_id);
      return { real_estate_id: input.real_estate_id };
    }),

  /** The lessor's properties that have an agreement of their own. */
  propertyAgreements: read
    .input(ZLessorSchema)
    .output(ZPropertyAgreementListOutput)
    .query(async ({ ctx, input }) => {
      await requireLessor(ctx.trx, input.lessor_id);
      const properties = await listOwnerProperties(ctx.trx, input.lessor_id);
      return properties.flatMap(({ id, title, feeKind, feeValue, expenseCategories, effectiveFrom }) =>
        feeKind && feeValue && expenseCategories && effectiveFrom
          ? [
              {
                real_estate_id: id,
                title,
                fee_kind: feeKind,
                fee_value: money(feeValue),
                expense_categories: categoriesOf(expenseCategories),
                effective_from: effectiveFrom,
              },
            ]
          : [],
      );
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
