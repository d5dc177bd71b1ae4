import { z } from "zod";
import type { ValidationKey } from "./messages.ts";

/** A missing value is "required"; a value of the wrong type is "invalid". */
export function requiredOrInvalid(issue: { input: unknown }): ValidationKey {
  return issue.input === undefined || issue.input === null ? "field.required" : "field.invalid";
}

/** A trimmed string that must not be empty. */
export function requiredString() {
  return z.string({ error: requiredOrInvalid }).trim().min(1, { error: "field.required" });
}

export function reportIssue(ctx: z.RefinementCtx, input: unknown, key: ValidationKey): typeof z.NEVER {
  ctx.issues.push({ code: "custom", message: key, input });
  return z.NEVER;
}

/** A zod transform from a parser: its value when it reads the input, the issue `key` when it returns null. */
export function parsedBy<T>(parse: (text: string) => T | null, key: ValidationKey) {
  return (text: string, ctx: z.RefinementCtx<string>): T => parse(text) ?? reportIssue(ctx, text, key);
}
