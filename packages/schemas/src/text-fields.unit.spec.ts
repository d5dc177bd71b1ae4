import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { issuesOf } from "./testing/issues.ts";
import { textFields } from "./testing/text-fields.ts";
import { validationMessageOf } from "./validation-message.ts";

const BIDI_CONTROLS = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];
// ZWNJ and ZWJ between letters; RLM, LRM and ALM around a number or a Latin word in Arabic.
const ARABIC_TEXTS = ["مدير\u200Cالعقار", "لا\u200Dم", "شقة \u200F5\u200F", "برج \u200EAlNakheel\u200E", "رقم\u061C 7"];

// A value each field takes, so that refusing it with one character added is that character's doing.
const SAMPLES = [
  "نص عربي",
  "Asia/Riyadh",
  "TaskTypes",
  "key-12345678",
  "contract:11111111-1111-4111-8111-111111111111",
  "123",
  "#0d6b5e",
  "sk_test_12345678",
];
const sampleOf = (schema: z.ZodString) => SAMPLES.find((sample) => schema.safeParse(sample).success);

// A file's name is cleaned, not refused: the upload keeps the name without such characters (documents/file-checks.ts).
const fields = textFields().filter(({ name }) => !name.endsWith(".files[].name"));
const freeText = fields.filter(({ schema }) => schema.safeParse(SAMPLES[0]).success);
const limited = fields.filter(({ schema }) => schema.maxLength !== null);
const withMinimum = fields.filter(({ schema }) => (schema.minLength ?? 0) > 1);

describe("every text field of the shared schemas", () => {
  it("is found, each with a value it takes", () => {
    expect(fields.length).toBeGreaterThan(50);
    expect(fields.filter(({ schema }) => sampleOf(schema) === undefined).map(({ name }) => name)).toEqual([]);
  });

  it.each(fields)("$name refuses each bidi control", ({ schema }) => {
    for (const control of BIDI_CONTROLS) {
      for (const text of [`${sampleOf(schema)}${control}`, `${control}${sampleOf(schema)}`]) {
        expect(schema.safeParse(text).success, JSON.stringify(text)).toBe(false);
      }
    }
  });

  it.each(freeText)("$name refuses them as field.bidiControls and keeps Arabic with joiners and direction marks", ({ schema }) => {
    for (const control of BIDI_CONTROLS) expect(issuesOf(schema, `نص${control}عربي`), control).toEqual(["field.bidiControls"]);
    for (const text of ARABIC_TEXTS) expect(schema.parse(text)).toBe(text);
  });

  it.each(limited)("$name refuses one character over its limit, naming the limit", ({ schema }) => {
    const max = schema.maxLength!;
    const [issue] = schema.safeParse("a".repeat(max + 1)).error?.issues ?? [];
    expect(issue && validationMessageOf(issue)).toEqual({ key: "field.maxLength", params: { count: max } });
  });

  it.each(withMinimum)("$name refuses one character under its minimum, naming the minimum", ({ schema }) => {
    const min = schema.minLength!;
    const [issue] = schema.safeParse("a".repeat(min - 1)).error?.issues ?? [];
    expect(issue && validationMessageOf(issue).params).toEqual({ count: min });
  });
});
