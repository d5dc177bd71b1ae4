import { z } from "zod";
import { ZAmountSchema } from "./amount.ts";
import { ZDateSchema } from "./date.ts";
import { listQuery } from "./list-query.ts";
import { requiredOrInvalid } from "./field.ts";
import { MANUAL_PAYMENT_METHODS } from "./ledger-constants.ts";
import { ZTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

/**
 * A collection voucher (issue #23): one amount received from a tenant. Without allocations it pays the tenant's
 * oldest due instalments first and keeps the rest as an advance; with them, it pays what they say.
 */
export const ZCollectionReceiveSchema = z.object({
  tenant_id: ZUuidSchema,
  amount: ZAmountSchema,
  paid_date: ZDateSchema,
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: requiredOrInvalid }),
  /** A transfer's reference, or a cheque's number and bank. */
  reference: ZTextSchema.max(100, { error: "field.maxLength" }).optional(),
  allocations: z
    .array(z.object({ payment_id: ZUuidSchema, amount: ZAmountSchema }), { error: requiredOrInvalid })
    .max(200, { error: "field.invalid" })
    .optional(),
});

/** A tenant whose open instalments are read. */
export const ZCollectionTenantSchema = z.object({ tenant_id: ZUuidSchema });

/** A tenant's collection vouchers, newest first (the tenant page's Collections tab). */
export const collectionList = listQuery({
  sort: ["paid_date", "amount", "advance"],
  defaultSort: "paid_date",
  defaultDirection: "desc",
  filters: { tenant_id: ZUuidSchema },
});
export const ZCollectionListSchema = collectionList.input;
export type TCollectionSort = (typeof collectionList.sorting.columns)[number];

/** Pays the tenant's instalments due by `due_by` from the advances their vouchers hold (a later day pays ahead). */
export const ZCollectionApplyAdvanceSchema = z.object({ tenant_id: ZUuidSchema, due_by: ZDateSchema });

/** Cheques the tenant handed over (often one post-dated cheque per instalment), registered to be held until they clear. */
export const ZChequeRegisterSchema = z.object({
  tenant_id: ZUuidSchema,
  cheques: z
    .array(
      z.object({
        number: ZTextSchema.min(1, { error: "field.required" }).max(40, { error: "field.maxLength" }),
        bank: ZTextSchema.max(80, { error: "field.maxLength" }).optional(),
        amount: ZAmountSchema,
        due_date: ZDateSchema,
        /** The instalment it was given for, one of the tenant's open ones. */
        instalment_id: ZUuidSchema.optional(),
      }),
      { error: requiredOrInvalid },
    )
    .min(1, { error: "field.required" })
    .max(60, { error: "field.invalid" }),
});

/** A cheque moving on: deposited, cleared (on `date`, default today) or bounced (with the bank's reason). */
export const ZChequeDepositSchema = z.object({ id: ZUuidSchema, date: ZDateSchema.optional() });
export const ZChequeBounceSchema = ZChequeDepositSchema.extend({ reason: ZTextSchema.max(200, { error: "field.maxLength" }).optional() });
