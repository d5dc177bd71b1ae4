import { z } from "zod";
import { ZAmountSchema, ZNonNegativeAmountSchema } from "./amount.ts";
import { ZDateSchema } from "./date.ts";
import { requiredOrInvalid } from "./field.ts";
import { MANUAL_PAYMENT_METHODS } from "./ledger-constants.ts";
import { ZTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

export const SETTLEMENT_DEDUCTION_KINDS = ["damages", "utilities", "other"] as const;

/** Something kept back from the deposit when the tenant leaves: damages, unpaid utilities or other, with what it is for. */
const ZSettlementDeductionSchema = z.object({
  kind: z.enum(SETTLEMENT_DEDUCTION_KINDS, { error: requiredOrInvalid }),
  amount: ZAmountSchema,
  note: ZTextSchema.max(200, { error: "field.maxLength" }).default(""),
});

/** What ending a lease on `end_on` would settle, with the deductions the manager has in mind. */
export const ZSettlementProposalSchema = z.object({
  contract_id: ZUuidSchema,
  end_on: ZDateSchema,
  deductions: z.array(ZSettlementDeductionSchema, { error: "field.invalid" }).max(20, { error: "field.invalid" }).default([]),
});

/**
 * Ends a lease on `end_on` and settles it (issue #23): the unearned rent to refund (the proposal's, or less), whether
 * the deposit pays rent still owed, and how the money goes back to the tenant.
 */
export const ZSettlementSchema = ZSettlementProposalSchema.extend({
  refund: ZNonNegativeAmountSchema,
  apply_deposit_to_rent: z.boolean({ error: requiredOrInvalid }).default(true),
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: requiredOrInvalid }),
  reference: ZTextSchema.max(100, { error: "field.maxLength" }).optional(),
});

/** One contract of the organization. */
export const ZSettlementContractSchema = z.object({ contract_id: ZUuidSchema });
