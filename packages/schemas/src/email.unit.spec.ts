import { describe, expect, it } from "vitest";
import { ZEmailSchema } from "./email.ts";
import { issuesOf } from "./testing/issues.ts";

describe("ZEmailSchema", () => {
  it("keeps a trimmed e-mail address", () => {
    expect(ZEmailSchema.parse(" owner@amlak.sa ")).toBe("owner@amlak.sa");
  });

  it.each([undefined, ""])("reports %j as required", (input) => {
    expect(issuesOf(ZEmailSchema, input)).toEqual(["field.required"]);
  });

  it("reports a malformed address", () => {
    expect(issuesOf(ZEmailSchema, "owner@amlak")).toEqual(["email.invalid"]);
  });
});
