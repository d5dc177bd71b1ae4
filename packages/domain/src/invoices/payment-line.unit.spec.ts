import { describe, expect, it } from "vitest";
import { paymentLineDescription, readPaymentLineDescription } from "./payment-line.ts";

describe("a payment's invoice line description", () => {
  it("names a schedule row by its type and a manual payment by its category, with the due day", () => {
    expect(paymentLineDescription({ paymentType: "rent", category: null, dueDate: "2026-02-01" })).toBe("rent 2026-02-01");
    expect(paymentLineDescription({ paymentType: null, category: "maintenance", dueDate: "2026-03-15" })).toBe("maintenance 2026-03-15");
  });

  it("reads back what it wrote", () => {
    const description = paymentLineDescription({ paymentType: "additional_commission", category: null, dueDate: "2026-02-01" });
    expect(readPaymentLineDescription(description)).toEqual({ category: "additional_commission", dueDate: "2026-02-01" });
  });

  it.each(["Annual commission, unit 5", "rent 2026-02-30", "rent 2026/02/01", "parking 2026-02-01", "rent 2026-02-01 extra", ""])(
    "reads no payment in %j",
    (description) => {
      expect(readPaymentLineDescription(description)).toBeNull();
    },
  );
});
