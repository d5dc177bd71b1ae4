import { z } from "zod";
import { plainText } from "./field.ts";
import { ZUuidSchema } from "./uuid.ts";

const PACKAGE_CODES = ["free", "basic", "silver", "gold", "platinum", "business"] as const;

/** An upgrade chosen on the Subscription tab: package, billing period and, optionally, a marketer's promotion code. */
export const ZCheckoutSchema = z.object({
  packageCode: z.enum(PACKAGE_CODES, { error: "field.invalid" }),
  billing: z.enum(["monthly", "yearly"], { error: "field.invalid" }),
  /** Letters and digits (SPEC §5); an empty field is no code. */
  promotionCode: plainText()
    .trim()
    .max(40, { error: "field.maxLength" })
    .regex(/^[A-Za-z0-9]*$/, { error: "field.invalid" })
    .transform((code) => code || undefined)
    .optional(),
  /** Start when the running paid period ends instead of today: how a smaller package is chosen (SPEC §4). */
  nextPeriod: z.boolean({ error: "field.invalid" }).optional(),
});

/** The id the gateway appends to the payer's return address. */
export const ZGatewayPaymentIdSchema = plainText().trim().min(1, { error: "field.required" }).max(100, { error: "field.maxLength" });

/** The payer's return from the gateway's page: the subscription it paid for and the gateway's payment id. */
export const ZPaymentReturnSchema = z.object({ subscriptionId: ZUuidSchema, paymentId: ZGatewayPaymentIdSchema });
