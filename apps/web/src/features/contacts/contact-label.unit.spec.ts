import { describe, expect, it } from "vitest";
import { contactLabel } from "./contact-label.ts";

describe("contactLabel", () => {
  it("puts the phone beside the name in a left-to-right isolate, and the name alone without a phone", () => {
    expect(contactLabel({ name: "فهد الدوسري", phone: "507334455" })).toBe("فهد الدوسري · \u2066+966 50 733 4455\u2069");
    expect(contactLabel({ name: "فهد الدوسري", phone: null })).toBe("فهد الدوسري");
  });
});
