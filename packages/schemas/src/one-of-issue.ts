import type { z } from "zod";
import type { ValidationKey } from "./messages.ts";

/** How many accepted values a refusal lists before it says how many more there are. */
const LISTED = 12;

/**
 * The issue for a value none of `choices` names: it lists the accepted values (the first LISTED, then how many more)
 * in Arabic and in English, and each catalogue shows its own (field.oneOf, field.oneOfMore).
 */
export function oneOfIssue(input: unknown, choices: readonly { ar: string; en: string }[], path?: PropertyKey[]): z.core.$ZodRawIssue {
  const listed = choices.slice(0, LISTED);
  const more = choices.length - listed.length;
  const message: ValidationKey = more > 0 ? "field.oneOfMore" : "field.oneOf";
  return {
    code: "custom",
    message,
    input,
    ...(path ? { path } : {}),
    params: { acceptedAr: listed.map((choice) => choice.ar).join("، "), acceptedEn: listed.map((choice) => choice.en).join(", "), more },
  };
}
