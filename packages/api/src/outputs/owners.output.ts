import { MANAGEMENT_FEE_KINDS, PAYMENT_CATEGORIES, PAYMENT_METHODS } from "@amlak/schemas";
import { z } from "zod";
import { ZDayOutput, ZMoneyOutput } from "./values.ts";

const agreementTerms = {
  fee_kind: z.enum(MANAGEMENT_FEE_KINDS),
  fee_value: ZMoneyOutput,
  expense_categories: z.array(z.enum(PAYMENT_CATEGORIES)),
  effective_from: ZDayOutput,
};

/** A lessor's management agreement; null when none was set. */
export const ZManagementAgreementOutput = z.object({ lessor_id: z.string(), ...agreementTerms }).nullable();

/** A property's own management agreement; null when its lessor's applies. */
export const ZPropertyAgreementOutput = z.object({ real_estate_id: z.string(), ...agreementTerms }).nullable();

/** The property whose own agreement was removed. */
export const ZPropertyOutput = z.object({ real_estate_id: z.string() });

/** A lessor's properties that have an agreement of their own, by name. */
export const ZPropertyAgreementListOutput = z.array(z.object({ real_estate_id: z.string(), title: z.string(), ...agreementTerms }));

/** What is due to a lessor for a period, and how it is worked out. */
export const ZRemittanceProposalOutput = z.object({
  lessor_id: z.string(),
  from: ZDayOutput,
  to: ZDayOutput,
  collected: ZMoneyOutput,
  rent_collected: ZMoneyOutput,
  commission: ZMoneyOutput,
  expenses: ZMoneyOutput,
  period_fee: ZMoneyOutput,
  earlier_remitted: ZMoneyOutput,
  earlier_fees: ZMoneyOutput,
  fee: ZMoneyOutput,
  fee_vat: ZMoneyOutput,
  due: ZMoneyOutput,
});

const ZRemittanceOutput = z.object({
  id: z.string(),
  from: ZDayOutput,
  to: ZDayOutput,
  paid_date: ZDayOutput,
  amount: ZMoneyOutput,
  fee: ZMoneyOutput,
  fee_vat: ZMoneyOutput,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  status: z.enum(["paid", "reversed"]),
  invoice_id: z.string().nullable(),
  invoice_number: z.number().nullable(),
});

export const ZRemittanceListOutput = z.array(ZRemittanceOutput);

export const ZPaidRemittanceOutput = z.object({
  id: z.string(),
  fee: ZMoneyOutput,
  fee_vat: ZMoneyOutput,
  invoice_id: z.string().nullable(),
  invoice_number: z.number().nullable(),
});
