import { describe, expect, it } from "vitest";
import { issuesOf } from "./testing/issues.ts";
import { ZRequiredTextSchema, ZTextSchema } from "./text.ts";

describe("ZTextSchema", () => {
  it("trims and allows empty text", () => {
    expect(ZTextSchema.parse("  note  ")).toBe("note");
    expect(ZTextSchema.parse("   ")).toBe("");
  });

  it("allows 1000 characters after trimming, not 1001", () => {
    expect(ZTextSchema.parse(` ${"a".repeat(1000)} `)).toHaveLength(1000);
    expect(issuesOf(ZTextSchema, "a".repeat(1001))).toEqual(["field.maxLength"]);
  });

  it("reports a missing value as required and a wrong type as invalid", () => {
    expect(issuesOf(ZTextSchema, undefined)).toEqual(["field.required"]);
    expect(issuesOf(ZTextSchema, 12)).toEqual(["field.invalid"]);
  });

  it("may be left out when marked optional", () => {
    expect(ZTextSchema.optional().parse(undefined)).toBeUndefined();
  });
});

describe("ZRequiredTextSchema", () => {
  it("keeps trimmed text", () => {
    expect(ZRequiredTextSchema.parse(" عمارة النخيل ")).toBe("عمارة النخيل");
  });

  it.each([undefined, null, "", "   "])("reports %j as required", (input) => {
    expect(issuesOf(ZRequiredTextSchema, input)).toEqual(["field.required"]);
  });

  it("still limits the length", () => {
    expect(issuesOf(ZRequiredTextSchema, "a".repeat(1001))).toEqual(["field.maxLength"]);
  });
});

describe("control characters", () => {
  it("are refused in free text, with tabs and line breaks kept", () => {
    expect(ZTextSchema.parse("first line\nsecond\tcolumn")).toBe("first line\nsecond\tcolumn");
    expect(issuesOf(ZTextSchema, "a\u0000b")).toEqual(["field.controlCharacters"]);
    expect(issuesOf(ZRequiredTextSchema, "\u001B[31m")).toEqual(["field.controlCharacters"]);
    expect(issuesOf(ZRequiredTextSchema, "\u007F")).toEqual(["field.controlCharacters"]);
  });
});
