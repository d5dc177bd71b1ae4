import { describe, expect, it } from "vitest";
import { digitsOnly } from "./digits.ts";

describe("digitsOnly", () => {
  it("keeps Western digits of what was typed, Arabic-Indic included", () => {
    expect(digitsOnly("٠٥٠-١٢٣ 45a")).toBe("05012345");
  });

  it("cuts to ten digits by default", () => {
    expect(digitsOnly("0501234567890")).toBe("0501234567");
  });

  it("cuts to the given length", () => {
    expect(digitsOnly("3001234567890033", 15)).toBe("300123456789003");
  });

  it("leaves nothing of text without digits", () => {
    expect(digitsOnly("abc")).toBe("");
  });
});
