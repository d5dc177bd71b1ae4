import { z } from "zod";
import { ZAmountSchema } from "./amount.ts";
import { ZDateSchema } from "./date.ts";
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
