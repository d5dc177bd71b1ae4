import { describe, expect, it } from "vitest";
import { PAYMENT_TYPES } from "./payment-types.ts";
import { vatRateFor } from "./vat.ts";

describe("vatRateFor", () => {
  it("charges no VAT at all for a seller that is not VAT-registered, whatever the contract", () => {
    for (const contractIsTaxable of [true, false]) {
      expect(PAYMENT_TYPES.map((type) => vatRateFor(type, { vatRegistered: false, contractIsTaxable }))).toEqual(
        PAYMENT_TYPES.map(() => "0"),
      );
    }
  });

  it("charges 15% on the manager's fees always, none on a security deposit (no supply), and on rent and recharged costs only for a taxable lease", () => {
    const rates = (contractIsTaxable: boolean) =>
      Object.fromEntries(PAYMENT_TYPES.map((type) => [type, vatRateFor(type, { vatRegistered: true, contractIsTaxable })]));
    expect(rates(false)).toEqual({
      rent: "0",
      commission: "0.15",
      additional_commission: "0.15",
      service: "0.15",
      water: "0",
      electricity: "0",
      extra: "0",
      deposit: "0",
      admin_fee: "0.15",
      ejar_fee: "0.15",
      other_fee: "0.15",
    });
    expect(rates(true)).toEqual({ ...Object.fromEntries(PAYMENT_TYPES.map((type) => [type, "0.15"])), deposit: "0" });
  });
});
