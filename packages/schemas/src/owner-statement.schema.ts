import { z } from "zod";
import { ZDateSchema } from "./date.ts";
import { checkRange } from "./primitives/date-input.ts";
import { ZUuidSchema } from "./uuid.ts";

/**
 * The owner statement (issue #10): one lessor (a lessor contact of the organization) and a period; REST sends
 * result_type RAW for the figures or PDF for the printed statement. The start may not pass the end (SPEC §5).
 */
export const ZOwnerStatementSchema = z
  .strictObject(
    {
      lessor: ZUuidSchema,
      start_date: ZDateSchema,
      end_date: ZDateSchema,
      result_type: z.enum(["RAW", "PDF"], { error: "field.invalid" }).default("RAW"),
    },
    { error: "field.invalid" },
  )
  .superRefine((input, ctx) => {
    const result = checkRange(input.start_date, input.end_date);
    if (!result.ok) ctx.issues.push({ code: "custom", message: result.code, path: ["end_date"], input });
  });
