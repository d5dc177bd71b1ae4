import { toNestErrors } from "@hookform/resolvers";
import { validationMessageOf } from "@amlak/schemas";
import i18next from "i18next";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * The resolver of every form: the shared schema's first problem on each field, translated with the values its text
 * names (the length limit broken). zodResolver keeps only the bare catalogue key, which cannot say "100 characters".
 */
export function formResolver<Input extends FieldValues, Context, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, Context, Output> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const { key, params } = validationMessageOf(issue);
      errors[issue.path.join(".")] ??= { type: issue.code, message: i18next.t(key, params) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
