import { describe, expect, it } from "vitest";
import { issuesOf } from "./testing/issues.ts";
import { ZUuidSchema } from "./uuid.ts";

describe("ZUuidSchema", () => {
  it("accepts a random UUID and a fixed identifier without version bits", () => {
    expect(ZUuidSchema.parse("3f2b8c1e-9d4a-4e6b-8a1f-2c3d4e5f6a7b")).toBe("3f2b8c1e-9d4a-4e6b-8a1f-2c3d4e5f6a7b");
    expect(ZUuidSchema.parse("00000000-0000-0000-0000-000000000001")).toBe("00000000-0000-0000-0000-000000000001");
  });

  it.each(["3f2b8c1e9d4a4e6b8a1f2c3d4e5f6a7b", "3f2b8c1e-9d4a-4e6b-8a1f-2c3d4e5f6a7", "not-a-uuid", 7])(
    "reports %j as invalid",
    (input) => {
      expect(issuesOf(ZUuidSchema, input)).toEqual(["field.invalid"]);
    },
  );

  it.each([undefined, ""])("reports %j as required", (input) => {
    expect(issuesOf(ZUuidSchema, input)).toEqual(["field.required"]);
  });
});
