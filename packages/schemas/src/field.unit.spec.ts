import { describe, expect, it } from "vitest";
import { requiredOrInvalid } from "./field.ts";

describe("requiredOrInvalid", () => {
  it("calls a missing value required", () => {
    expect(requiredOrInvalid({ input: undefined })).toBe("field.required");
    expect(requiredOrInvalid({ input: null })).toBe("field.required");
  });

  it("calls a value of the wrong type invalid", () => {
    expect(requiredOrInvalid({ input: 42 })).toBe("field.invalid");
    expect(requiredOrInvalid({ input: {} })).toBe("field.invalid");
  });
});
