import { LANGUAGES } from "@amlak/i18n";
import { textFields } from "@amlak/schemas/testing";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { describeError } from "./error-response.ts";

const ARABIC = /[\u0600-\u06FF]/;
/** The number on its own, so that "1000" does not pass for 100. */
const naming = (limit: number) => new RegExp(`(^|\\D)${limit}(\\D|$)`);

/** The field error the server answers for `input`, in each language. */
function fieldErrorFor(schema: z.ZodString, input: string) {
  const { error } = schema.safeParse(input);
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, describeError(error, lang, "r").body.fieldErrors?._]));
}

describe("the length message of every text field of the shared schemas", () => {
  const limited = textFields().filter(({ schema }) => schema.maxLength !== null);
  const withMinimum = textFields().filter(({ schema }) => (schema.minLength ?? 0) > 1);

  it.each(limited)("$name names its limit in Arabic and English", ({ schema }) => {
    const max = schema.maxLength!;
    const { ar, en } = fieldErrorFor(schema, "a".repeat(max + 1));
    expect(en).toMatch(naming(max));
    expect(ar).toMatch(naming(max));
    expect(ar).toMatch(ARABIC);
  });

  it.each(withMinimum)("$name names its minimum in Arabic and English", ({ schema }) => {
    const min = schema.minLength!;
    const { ar, en } = fieldErrorFor(schema, "a".repeat(min - 1));
    expect(en).toMatch(naming(min));
    expect(ar).toMatch(naming(min));
    expect(ar).toMatch(ARABIC);
  });
});
