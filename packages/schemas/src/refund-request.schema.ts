import { z } from "zod";
import { ZRequiredTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

/** A refund asked for a paid subscription (SPEC §9: within 21 days), with the account owner's reason. */
export const ZRefundRequestSchema = z.object({
  id: ZUuidSchema,
  reason: ZRequiredTextSchema,
});
