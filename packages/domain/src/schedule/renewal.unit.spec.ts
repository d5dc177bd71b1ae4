import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { renewalTerms } from "./renewal.ts";
import { scheduleInput } from "./test-input.ts";

const price = (terms: ReturnType<typeof renewalTerms>) => new Decimal(terms.price).toFixed(2);

describe("renewalTerms", () => {
  it("starts the day after the old end and runs as long, at the same rent, when nothing changes", () => {
    const renewed = renewalTerms(scheduleInput({ contract_start: "2025-01-01", contract_end: "2025-12-31", price: "12000" }));
    expect(renewed).toMatchObject({ contract_start: "2026-01-01", contract_end: "2026-12-31", interval: 1 });
    expect(price(renewed)).toBe("12000.00");
  });

  it("keeps a lease starting mid-month on its day and across a leap year", () => {
    const renewed = renewalTerms(scheduleInput({ contract_start: "2023-03-15", contract_end: "2024-03-14", price: "30000" }));
    expect(renewed).toMatchObject({ contract_start: "2024-03-15", contract_end: "2025-03-14" });
    const endOfFebruary = renewalTerms(scheduleInput({ contract_start: "2023-03-01", contract_end: "2024-02-29" }));
    expect(endOfFebruary).toMatchObject({ contract_start: "2024-03-01", contract_end: "2025-02-28" });
  });

  it("raises the yearly rent by a percent, rounded once to the halala", () => {
    expect(price(renewalTerms(scheduleInput({ price: "12000" }), { increase: { percent: "5" } }))).toBe("12600.00");
    expect(price(renewalTerms(scheduleInput({ price: "33333.33" }), { increase: { percent: "2.5" } }))).toBe("34166.66");
  });

  it("adds an amount to the yearly rent, prorated over the new length", () => {
    expect(price(renewalTerms(scheduleInput({ price: "12000" }), { increase: { amount: "1200" } }))).toBe("13200.00");
    const halfYear = renewalTerms(scheduleInput({ price: "12000" }), { increase: { amount: "1200" }, months: 6 });
    expect(halfYear).toMatchObject({ contract_start: "2026-01-01", contract_end: "2026-06-30" });
    expect(price(halfYear)).toBe("6600.00");
  });

  it("keeps the yearly rent of a two-year lease renewed for one year, and takes a new interval", () => {
    const renewed = renewalTerms(scheduleInput({ contract_start: "2024-01-01", contract_end: "2025-12-31", price: "48000" }), {
      months: 12,
      interval: 3,
    });
    expect(renewed).toMatchObject({ contract_start: "2026-01-01", contract_end: "2026-12-31", interval: 3 });
    expect(price(renewed)).toBe("24000.00");
  });

  it("carries the other charges over unchanged", () => {
    const old = scheduleInput({ annual_commission: "500", annual_service: "300", water_costs: "50", is_taxable: true });
    expect(renewalTerms(old)).toMatchObject({ annual_commission: "500", annual_service: "300", water_costs: "50", is_taxable: true });
  });

  it("charges the additional commission again only when asked", () => {
    const old = scheduleInput({ additional_commission: "750" });
    expect(renewalTerms(old)).toMatchObject({ additional_commission: "0" });
    expect(renewalTerms(old, { chargeAdditionalCommission: true })).toMatchObject({ additional_commission: "750" });
  });
});
