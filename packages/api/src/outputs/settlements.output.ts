import { MANUAL_PAYMENT_METHODS, SETTLEMENT_DEDUCTION_KINDS } from "@amlak/schemas";
import { z } from "zod";
import { ZDayOutput, ZMoneyOutput } from "./values.ts";

const ZDeductionOutput = z.object({ kind: z.enum(SETTLEMENT_DEDUCTION_KINDS), amount: ZMoneyOutput, note: z.string() });

/** What ending a lease on a day would settle, and how it is worked out. */
export const ZSettlementProposalOutput = z.object({
  contract_id: z.string(),
  end_on: ZDayOutput,
  contract_end: ZDayOutput,
  early: z.boolean(),
  rent_earned: ZMoneyOutput,
  rent_paid: ZMoneyOutput,
  unearned_rent: ZMoneyOutput,
  rent_owed: ZMoneyOutput,
  deposit_held: ZMoneyOutput,
  deductions: ZMoneyOutput,
  deposit_return: ZMoneyOutput,
  deductions_owed: ZMoneyOutput,
});

/** A lease's settlement as confirmed. */
export const ZSettlementOutput = z.object({
  contract_id: z.string(),
  end_on: ZDayOutput,
  settled_on: ZDayOutput,
  early: z.boolean(),
  rent_earned: ZMoneyOutput,
  rent_paid: ZMoneyOutput,
  unearned_rent: ZMoneyOutput,
  refund: ZMoneyOutput,
  refund_vat: ZMoneyOutput,
  /** The credit notes that took the refunded rent off the invoices that charged it, with their printed numbers. */
  credit_notes: z.array(z.object({ id: z.string(), number: z.string() })),
  deposit_held: ZMoneyOutput,
  deductions: z.array(ZDeductionOutput),
  deductions_charged: ZMoneyOutput,
  deposit_applied: ZMoneyOutput,
  deposit_returned: ZMoneyOutput,
  rent_owed: ZMoneyOutput,
  method: z.enum(MANUAL_PAYMENT_METHODS),
  reference: z.string(),
});

/** A lease's settlement; null while it has none. */
export const ZLeaseSettlementOutput = z.object({ settlement: ZSettlementOutput.nullable() });
