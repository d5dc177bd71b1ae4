import { z } from "zod";
import { ZAmountSchema, ZChargeSchema } from "./amount.ts";
import { ZDateSchema } from "./date.ts";
import { ZNationalAddressSchema, ZVatNoSchema } from "./organization-numbers.ts";
import { ZPhoneSchema } from "./phone.ts";
import { plainText, requiredOrInvalid } from "./field.ts";
import { CONTRACT_INTERVAL_MONTHS, MANUAL_PAYMENT_CATEGORIES, MANUAL_PAYMENT_METHODS, PAYMENT_DIRECTIONS } from "./ledger-constants.ts";
import { checkContractTerm } from "./primitives/contract-term.ts";
import { ZTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";
import { wholeNumber } from "./whole-number.ts";

const flag = z.boolean({ error: requiredOrInvalid }).default(false);

const ZContractIntervalSchema = wholeNumber().pipe(z.literal(CONTRACT_INTERVAL_MONTHS, { error: "field.invalid" }));

const contractTerms = z.object({
  lessor_id: ZUuidSchema.optional(),
  tenant_id: ZUuidSchema,
  real_estate_id: ZUuidSchema,
  contract_start: ZDateSchema,
  contract_end: ZDateSchema,
  price: ZAmountSchema,
  contract_interval: ZContractIntervalSchema,
  annual_commission: ZChargeSchema,
  additional_commission: ZChargeSchema,
  annual_service: ZChargeSchema,
  water_costs: ZChargeSchema,
  electricity_costs: ZChargeSchema,
  extra_costs: ZChargeSchema,
  deposit: ZChargeSchema,
  admin_fee: ZChargeSchema,
  ejar_fee: ZChargeSchema,
  other_fee: ZChargeSchema,
  /** What the other one-time fee is for; printed beside it. */
  other_fee_label: ZTextSchema.max(100, { error: "field.maxLength" }).optional(),
  auto_pay_commission: flag,
  is_taxable: flag,
  terms_template_id: ZUuidSchema.optional(),
});

/** The contract must end after it starts and within 30 years, so that one contract cannot append a flood of events. */
function boundedTerm(contract: { contract_start: string; contract_end: string }, ctx: z.RefinementCtx) {
  const term = checkContractTerm(contract.contract_start, contract.contract_end);
  if (!term.ok) ctx.issues.push({ code: "custom", message: term.code, input: contract.contract_end, path: ["contract_end"] });
}

/** The contract body of issue #3 (SPEC field names, as integrators send them); also a draft's terms. */
export const ZContractCreateSchema = contractTerms.superRefine(boundedTerm);
export type TContractCreate = z.infer<typeof ZContractCreateSchema>;

export const ZContractDraftSchema = z.object({ id: ZUuidSchema.optional(), terms: ZContractCreateSchema });

/** A rent quotation (عرض سعر إيجار) for a prospective tenant who is not a contact yet. */
export const ZQuotationCreateSchema = contractTerms
  .omit({ tenant_id: true, lessor_id: true, terms_template_id: true })
  .extend({
    prospect_name: ZTextSchema.min(1, { error: "field.required" }).max(100, { error: "field.maxLength" }),
    prospect_phone: ZPhoneSchema.optional(),
    valid_until: ZDateSchema.optional(),
  })
  .superRefine(boundedTerm);
export type TQuotationCreate = z.infer<typeof ZQuotationCreateSchema>;

export const ZContractCancelSchema = z.object({ id: ZUuidSchema, cancelled_on: ZDateSchema.optional() });

/** A manual income or expense (issue #3); a repeating one is `repeat_count` payments `repeat_period` months apart. */
export const ZPaymentCreateSchema = z.object({
  direction: z.enum(PAYMENT_DIRECTIONS, { error: requiredOrInvalid }),
  category: z.enum(MANUAL_PAYMENT_CATEGORIES, { error: requiredOrInvalid }),
  due_date: ZDateSchema,
  price: ZAmountSchema,
  vat_included: flag,
  comment: ZTextSchema.optional(),
  contract_id: ZUuidSchema.optional(),
  real_estate_id: ZUuidSchema.optional(),
  repeat_period: wholeNumber({ min: 1, max: 12 }).optional(),
  repeat_count: wholeNumber({ min: 1, max: 60 }).default(1),
});

export const ZPaymentPaySchema = z.object({
  id: ZUuidSchema,
  paid_date: ZDateSchema,
  payment_method: z.enum(MANUAL_PAYMENT_METHODS, { error: requiredOrInvalid }),
  received_by: ZTextSchema.max(100, { error: "field.maxLength" }).optional(),
  delivered_by: ZTextSchema.max(100, { error: "field.maxLength" }).optional(),
  paid_notes: ZTextSchema.optional(),
});

export const ZPaymentSplitSchema = z.object({
  id: ZUuidSchema,
  parts: z
    .array(z.object({ due_date: ZDateSchema, price: ZAmountSchema }), { error: requiredOrInvalid })
    .min(2, { error: "field.invalid" })
    .max(24, { error: "field.invalid" }),
});

// No default for contacted: an empty body must not append an event.
export const ZPaymentContactedSchema = z.object({
  id: ZUuidSchema,
  contacted: z.boolean({ error: requiredOrInvalid }),
  notes: ZTextSchema.optional(),
});

export const ZInvoiceIssueSchema = z.object({
  payment_ids: z.array(ZUuidSchema, { error: requiredOrInvalid }).min(1, { error: "field.required" }).max(50, { error: "field.invalid" }),
  /** A VAT-registered buyer's VAT number and national address: the invoice is then a standard (B2B) tax invoice. */
  buyer: z.object({ vat_no: ZVatNoSchema, address: ZNationalAddressSchema }).optional(),
});

export const ZLedgerEventsQuerySchema = z.object({
  stream: plainText()
    .trim()
    .regex(/^(contract|payment|invoice|receipt):[0-9a-f-]{36}$/i, { error: "field.invalid" })
    .optional(),
  after: wholeNumber().default(0),
  limit: wholeNumber({ min: 1, max: 1000 }).default(100),
});

/** An Idempotency-Key header: a client-chosen token, 8 to 100 safe characters. */
export const ZIdempotencyKeySchema = plainText()
  .trim()
  .regex(/^[A-Za-z0-9._:-]{8,100}$/, { error: "field.invalid" });
