import { z } from "zod";
import { plainText, requiredOrInvalid } from "./field.ts";

export const ZJourneySchema = z.object({ journey: z.boolean({ error: requiredOrInvalid }) });

export const PREF_ACTIONS = ["showProfileSurvey"] as const;
export const ZActionReminderSchema = z.object({ action: z.enum(PREF_ACTIONS, { error: requiredOrInvalid }) });

export const ZLookupGroupSchema = z.object({
  group: plainText()
    .trim()
    .regex(/^[A-Za-z_]{1,60}$/, { error: "field.invalid" }),
});
