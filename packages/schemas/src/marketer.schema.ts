import { Decimal } from "@amlak/money";
import { z } from "zod";
import { ZNonNegativeAmountSchema } from "./amount.ts";
import { optionalField, requiredOrInvalid, requiredString } from "./field.ts";
import { ZUserPhoneSchema } from "./phone.ts";
import { ZUuidSchema } from "./uuid.ts";

const MAX_PERCENT = 100;

/**
 * A marketer and their promotion code (SPEC §5): name required; phone optional, 05 and eight digits; the code letters
 * and digits only (unique whatever its case, checked on save); the percent from 0, a value over 100 taken as 100.
 */
export const ZMarketerCreateSchema = z.object({
  name: requiredString().max(100, { error: "field.maxLength" }),
  phone: optionalField(ZUserPhoneSchema),
  promotion_code: requiredString()
    .max(30, { error: "field.maxLength" })
    .regex(/^[A-Za-z0-9]+$/, { error: "field.invalid" }),
  promotion_percent: ZNonNegativeAmountSchema.transform((percent) => Decimal.min(percent, MAX_PERCENT)),
});

/** Change Status (SPEC §4): a marketer's code stops or starts being accepted at checkout. */
export const ZMarketerStatusSchema = z.object({ id: ZUuidSchema, active: z.boolean({ error: requiredOrInvalid }) });
