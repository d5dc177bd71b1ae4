import { money } from "@amlak/money";
import { ZContractCreateSchema } from "@amlak/schemas";
import { describe, expect, it } from "vitest";
import { endAfterYears, rentForTerm, scheduleInputOf, yearlyRentOf } from "./contract-terms.ts";
import { contractMonths } from "./months.ts";
import { generateSchedule } from "./schedule.ts";
import { expectSchedule, rowsOf } from "./test-input.ts";

const IDS = { tenant_id: "6f1c1c1e-2f4b-4f7a-9a51-6c7f3b2d1a01", real_estate_id: "6f1c1c1e-2f4b-4f7a-9a51-6c7f3b2d1a02" };

describe("scheduleInputOf", () => {
  it("maps a contract body, as the schema reads it, to the schedule input with exact two-decimal amounts", () => {
    const terms = ZContractCreateSchema.parse({
      ...IDS,
      contract_start: "٢٠٢٦/٠١/٠١",
      contract_end: "2026-12-31",
      price: "48,000",
      contract_interval: "3",
      annual_commission: 1200.5,
      water_costs: "",
      deposit: "٥٠٠٠",
      is_taxable: true,
    });
    expect(scheduleInputOf(terms)).toEqual({
      contract_start: "2026-01-01",
      contract_end: "2026-12-31",
      price: "48000.00",
      interval: 3,
      annual_commission: "1200.50",
      additional_commission: "0.00",
      annual_service: "0.00",
      water_costs: "0.00",
      electricity_costs: "0.00",
      extra_costs: "0.00",
      deposit: "5000.00",
      admin_fee: "0.00",
      ejar_fee: "0.00",
      other_fee: "0.00",
      is_taxable: true,
    });
    expect(rowsOf(expectSchedule(generateSchedule(scheduleInputOf(terms))), "rent")).toEqual([
      ["2026-01-01", "12000.00"],
      ["2026-04-01", "12000.00"],
      ["2026-07-01", "12000.00"],
      ["2026-10-01", "12000.00"],
    ]);
  });
});

describe("endAfterYears", () => {
  it("ends the day before the anniversary, so a preset is whole years", () => {
    expect(endAfterYears("2026-01-01", 1)).toBe("2026-12-31");
    expect(endAfterYears("2026-03-15", 2)).toBe("2028-03-14");
    expect(endAfterYears("2026-01-31", 3)).toBe("2029-01-30");
    expect(contractMonths("2026-03-15", endAfterYears("2026-03-15", 2))).toBe(24);
  });

  it("counts a year from 29 February as twelve months", () => {
    expect(endAfterYears("2028-02-29", 1)).toBe("2029-02-27");
    expect(contractMonths("2028-02-29", endAfterYears("2028-02-29", 1))).toBe(12);
  });
});

describe("rentForTerm and yearlyRentOf", () => {
  it("charges a twelfth of the yearly rent for each whole contract month", () => {
    expect(rentForTerm(money("48000"), "2026-01-01", "2026-12-31").toFixed(2)).toBe("48000.00");
    expect(rentForTerm(money("48000"), "2026-01-01", "2027-12-31").toFixed(2)).toBe("96000.00");
    expect(rentForTerm(money("50000"), "2026-01-01", "2026-07-31").toFixed(2)).toBe("29166.67");
  });

  it("reads the yearly rent back from the term's rent, to the halala", () => {
    expect(yearlyRentOf(money("96000"), "2026-01-01", "2027-12-31").toFixed(2)).toBe("48000.00");
    expect(yearlyRentOf(money("29166.67"), "2026-01-01", "2026-07-31").toFixed(2)).toBe("50000.01");
    expect(yearlyRentOf(money("1000"), "2026-01-01", "2026-01-10").toFixed(2)).toBe("12000.00");
  });
});
