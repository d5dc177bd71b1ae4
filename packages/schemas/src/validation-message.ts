import type { z } from "zod";

/** What a field error says: a catalogue key and the values its text names. */
export interface ValidationMessage {
  key: string;
  params: Record<string, number | string>;
}

/**
 * The message of a schema's issue, as the server and the forms translate it, with the length limit it broke as
 * `count` (the catalogues pick the Arabic plural form of "character" by it), or the values a custom issue carries (the
 * accepted values, oneOfIssue). A message zod wrote itself is not a catalogue key: it reads as "invalid".
 */
export function validationMessageOf(issue: z.core.$ZodIssue): ValidationMessage {
  const key = issue.message.includes(".") ? issue.message : "field.invalid";
  if (issue.code === "too_big") return { key, params: { count: Number(issue.maximum) } };
  if (issue.code === "too_small") return { key, params: { count: Number(issue.minimum) } };
  if (issue.code === "custom" && issue.params) return { key, params: issue.params as ValidationMessage["params"] };
  return { key, params: {} };
}
