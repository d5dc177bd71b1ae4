import type { Money } from "@amlak/money";
import { z } from "zod";
import { ZAmountSchema, ZNonNegativeAmountSchema } from "./amount.ts";
import { ZDateSchema } from "./date.ts";
import { requiredOrInvalid } from "./field.ts";
import { MANUAL_PAYMENT_METHODS, PAYMENT_CATEGORIES } from "./ledger-constants.ts";
import { checkRange } from "./primitives/date-input.ts";
import { ZTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

export const MANAGEMENT_FEE_KINDS = ["percent", "fixed"] as const;

/** One lessor contact of the organization. */
export const ZLessorSchema = z.object({ lessor_id: ZUuidSchema });

/** One property of the organization: a compound, or a unit standing alone. */
export const ZPropertySchema = z.object({ real_estate_id: ZUuidSchema });

/**
 * A management agreement's terms (issue #23): the manager's fee, a percent of the rent collected (at most 100) or a
 * fixed amount a month, the expense categories charged to the owner, and the day it applies from.
 */
const agreementTerms = {
  fee_kind: z.enum(MANAGEMENT_FEE_KINDS, { error: requiredOrInvalid }),
  fee_value: ZNonNegativeAmountSchema,
  expense_categories: z
    .array(z.enum(PAYMENT_CATEGORIES, { error: "field.invalid" }), { error: requiredOrInvalid })
    .max(PAYMENT_CATEGORIES.length),
  effective_from: ZDateSchema,
};
const checkPercent = (agreement: { fee_kind: string; fee_value: Money }, ctx: z.RefinementCtx) => {
  if (agreement.fee_kind === "percent" && agreement.fee_value.gt(100)) {
    ctx.issues.push({ code: "custom", message: "agreement.percentLimit", input: agreement.fee_value, path: ["fee_value"] });
  }
};

/** An agreement's terms alone, as the agreement drawer edits them for a lessor or a property. */
export const ZManagementTermsSchema = z.object(agreementTerms).superRefine(checkPercent);

/** A lessor's management agreement, for their properties without one of their own. */
export const ZManagementAgreementSchema = ZLessorSchema.extend(agreementTerms).superRefine(checkPercent);

/** A property's own management agreement, overriding its lessor's for the property's units. */
export const ZPropertyAgreementSchema = ZPropertySchema.extend(agreementTerms).superRefine(checkPercent);

const period = { lessor_id: ZUuidSchema, from: ZDateSchema, to: ZDateSchema };
const checkPeriod = (input: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const result = checkRange(input.from, input.to);
  if (!result.ok) ctx.addIssue({ code: "custom", message: result.code, path: ["to"], input });
};

/** What is due to a lessor for a period (the remittance proposal). */
export const ZRemittanceProposalSchema = z.object(period).superRefine(checkPeriod);

/** How a remittance was paid: on a day, the amount, by a method, with the bank transfer's reference. */
export const ZRemittancePaymentSchema = z.object({
  paid_date: ZDateSchema,
  amount: ZAmountSchema,
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: requiredOrInvalid }),
  reference: ZTextSchema.max(100, { error: "field.maxLength" }).optional(),
});

/** Pays a lessor what is due for a period. */
export const ZRemittancePaySchema = z.object({ ...period, ...ZRemittancePaymentSchema.shape }).superRefine(checkPeriod);

/** One remittance of the organization. */
export const ZRemittanceIdSchema = z.object({ id: ZUuidSchema });
