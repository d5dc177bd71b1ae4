import { z } from "zod";
import { requiredString } from "./field.ts";

export const ORGANIZATION_STATES = ["trial", "active", "expired", "canceled", "none"] as const;
const SIGNUP_WINDOWS = [7, 30] as const;

/** The staff dashboard's organization figure whose list a click opens. */
export const ZOrganizationFigureSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("standing"),
      packageCode: requiredString().max(40, { error: "field.maxLength" }).nullable(),
      state: z.enum(ORGANIZATION_STATES, { error: "field.invalid" }),
    }),
    z.object({ kind: z.literal("trialsEnding") }),
    z.object({
      kind: z.literal("signups"),
      days: z.union(
        SIGNUP_WINDOWS.map((days) => z.literal(days)),
        { error: "field.invalid" },
      ),
    }),
    z.object({ kind: z.literal("paying") }),
    z.object({ kind: z.literal("failedPayments") }),
  ],
  { error: "field.invalid" },
);

export type TOrganizationFigure = z.infer<typeof ZOrganizationFigureSchema>;
