import { z } from "zod";
import { ZNonNegativeAmountSchema } from "./amount.ts";
import { requiredOrInvalid } from "./field.ts";
import { CONTRACT_INTERVAL_MONTHS } from "./ledger-constants.ts";
import { ZUuidSchema } from "./uuid.ts";
import { wholeNumber } from "./whole-number.ts";

/** How many leases one renewal may take: a portfolio's year-end, not a whole import. */
export const MAX_RENEWALS = 100;

/**
 * Renew leases (issue #23): each a new contract from the day after its end, on the same terms but for the change —
 * the yearly rent raised by a percent or by an amount (not both), another payment interval, another length in months.
 */
export const ZContractRenewSchema = z
  .object({
    contract_ids: z
      .array(ZUuidSchema, { error: requiredOrInvalid })
      .min(1, { error: "field.required" })
      .max(MAX_RENEWALS, { error: "field.invalid" }),
    increase_percent: ZNonNegativeAmountSchema.optional(),
    increase_amount: ZNonNegativeAmountSchema.optional(),
    contract_interval: wholeNumber()
      .pipe(z.literal(CONTRACT_INTERVAL_MONTHS, { error: "field.invalid" }))
      .optional(),
    months: wholeNumber({ min: 1, max: 360 }).optional(),
    charge_additional_commission: z.boolean({ error: "field.invalid" }).default(false),
  })
  .superRefine((renewal, ctx) => {
    if (renewal.increase_percent?.gt(100)) {
      ctx.issues.push({ code: "custom", message: "renewal.percentLimit", input: renewal.increase_percent, path: ["increase_percent"] });
    }
    if (renewal.increase_percent !== undefined && renewal.increase_amount !== undefined) {
      ctx.issues.push({ code: "custom", message: "renewal.oneIncrease", input: renewal.increase_amount, path: ["increase_amount"] });
    }
  });
export type TContractRenew = z.infer<typeof ZContractRenewSchema>;
