import { generateSchedule, type ScheduleInput } from "@amlak/domain";
import { describe, expect, it } from "vitest";
import { scheduleView } from "./schedule-view.ts";

const TERMS: ScheduleInput = {
  contract_start: "2026-01-01",
  contract_end: "2026-12-31",
  price: "48000",
  interval: 6,
  annual_commission: "1200",
  additional_commission: "500",
  annual_service: "0",
  water_costs: "0",
  electricity_costs: "0",
  extra_costs: "300",
  is_taxable: false,
};

function viewOf(terms: ScheduleInput, vatRegistered: boolean) {
  const result = generateSchedule(terms);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return scheduleView(result.schedule, { vatRegistered });
}

const fixed = (amounts: { price: { toFixed: (n: number) => string }; vat: { toFixed: (n: number) => string } }) => [
  amounts.price.toFixed(2),
  amounts.vat.toFixed(2),
];

describe("scheduleView", () => {
  it("adds VAT on the fees only for a residential lease of a VAT-registered seller, and totals each type", () => {
    const view = viewOf(TERMS, true);
    expect(view.groups.map((group) => [group.type, group.lines.length, ...fixed(group)])).toEqual([
      ["rent", 2, "48000.00", "0.00"],
      ["commission", 2, "1200.00", "180.00"],
      ["additional_commission", 1, "500.00", "75.00"],
      ["extra", 1, "300.00", "0.00"],
    ]);
    expect(fixed(view.total)).toEqual(["50000.00", "255.00"]);
    expect(view.total.total.toFixed(2)).toBe("50255.00");
    expect(view.lines.map((line) => line.index)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("adds VAT on rent and recharged costs of a taxable lease, and none at all for a seller not registered", () => {
    expect(fixed(viewOf({ ...TERMS, is_taxable: true }, true).total)).toEqual(["50000.00", "7500.00"]);
    expect(fixed(viewOf({ ...TERMS, is_taxable: true }, false).total)).toEqual(["50000.00", "0.00"]);
  });

  it("rounds each row's VAT to the halala, as the ledger records it", () => {
    const view = viewOf(
      { ...TERMS, price: "10000", interval: 1, annual_commission: "1000.10", additional_commission: "0", extra_costs: "0" },
      true,
    );
    const commission = view.groups.find((group) => group.type === "commission")!;
    expect(commission.lines.map((line) => [line.price.toFixed(2), line.vat.toFixed(2)]).slice(0, 2)).toEqual([
      ["83.34", "12.50"],
      ["83.34", "12.50"],
    ]);
  });
});
