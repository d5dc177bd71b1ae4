import { z } from "zod";
import { plainText, requiredString } from "./field.ts";
import { ZRequiredTextSchema } from "./text.ts";

export const SUPPORT_TOPICS = ["question", "problem", "suggestion", "billing"] as const;

/** A message to the support team (/contactUs): what it is about, a subject and the message (SPEC §9: 1000 characters). */
export const ZSupportMessageSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: "field.invalid" }),
  subject: requiredString().max(200, { error: "field.maxLength" }),
  message: ZRequiredTextSchema,
  /** The page the user wrote from, to help support see what they saw. */
  page: plainText().max(300, { error: "field.maxLength" }).optional(),
});
