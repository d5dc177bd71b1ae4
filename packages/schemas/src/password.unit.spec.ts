import { describe, expect, it } from "vitest";
import { ZPasswordConfirmationSchema, ZPasswordSchema } from "./password.ts";
import { issuesOf } from "./testing/issues.ts";

describe("ZPasswordSchema", () => {
  it("accepts eight characters, spaces included and kept", () => {
    expect(ZPasswordSchema.parse(" pass 12")).toBe(" pass 12");
  });

  it("reports fewer than eight characters", () => {
    expect(issuesOf(ZPasswordSchema, "pass123")).toEqual(["password.minLength"]);
  });

  it.each([undefined, ""])("reports %j as required only", (input) => {
    expect(issuesOf(ZPasswordSchema, input)).toEqual(["field.required"]);
  });
});

describe("ZPasswordConfirmationSchema", () => {
  it("accepts a matching confirmation", () => {
    expect(ZPasswordConfirmationSchema.parse({ password: "secret123", confirmPassword: "secret123" })).toEqual({
      password: "secret123",
      confirmPassword: "secret123",
    });
  });

  it("reports a different confirmation on the confirmation field", () => {
    expect(issuesOf(ZPasswordConfirmationSchema, { password: "secret123", confirmPassword: "secret124" })).toEqual([
      "confirmPassword: password.mismatch",
    ]);
  });

  it("reports a missing confirmation as required, not as a mismatch", () => {
    expect(issuesOf(ZPasswordConfirmationSchema, { password: "secret123", confirmPassword: "" })).toEqual([
      "confirmPassword: field.required",
    ]);
  });
});
