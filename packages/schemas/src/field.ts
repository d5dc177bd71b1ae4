import { z } from "zod";
import type { ValidationKey } from "./messages.ts";

/** A missing value is "required"; a value of the wrong type is "invalid". */
export function requiredOrInvalid(issue: { input: unknown }): ValidationKey {
  return issue.input === undefined || issue.input === null ? "field.required" : "field.invalid";
}

// Control characters other than tab, line feed and carriage return, lone surrogates and the non-characters U+FFFE and
// U+FFFF: nobody types them, and PostgreSQL refuses NUL in text and jsonb, which would answer 500.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNTYPABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|\p{Cs}/u;

// The embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI) reorder the runs that follow them, so a
// stored name can read differently from what it holds (a tenant's name backwards on an invoice). The marks LRM, RLM and
// ALM only give neutral characters a direction and the joiners ZWNJ and ZWJ only shape letters: Arabic text needs them
// and they reorder nothing, so they stay.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/** A string without control characters or bidi controls, checked before any trimming; every text field starts from it. */
export function plainText() {
  return z
    .string({ error: requiredOrInvalid })
    .refine((text) => !UNTYPABLE.test(text), { error: "field.controlCharacters", abort: true })
    .refine((text) => !BIDI_CONTROLS.test(text), { error: "field.bidiControls", abort: true });
}

/** A trimmed string that must not be empty. */
export function requiredString() {
  return plainText().trim().min(1, { error: "field.required" });
}

export function reportIssue(ctx: z.RefinementCtx, input: unknown, key: ValidationKey): typeof z.NEVER {
  ctx.issues.push({ code: "custom", message: key, input });
  return z.NEVER;
}

/** A zod transform from a parser: its value when it reads the input, the issue `key` when it returns null. */
export function parsedBy<T>(parse: (text: string) => T | null, key: ValidationKey) {
  return (text: string, ctx: z.RefinementCtx<string>): T => parse(text) ?? reportIssue(ctx, text, key);
}

/** An optional field of a form: left out, null or blank, it is stored as null. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value), schema.nullable())
    .optional()
    .transform((value) => value ?? null);
