import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { MAX_AMOUNT } from "@amlak/money";
import { generateSchedule } from "./schedule.ts";
import { scheduleInput } from "./test-input.ts";
import type { ScheduleInput } from "./types.ts";

function errorsFor(overrides: Partial<ScheduleInput>) {
  const result = generateSchedule(scheduleInput(overrides));
  return result.ok ? [] : result.errors;
}

describe("generateSchedule: validation", () => {
  it("requires the end to be after the start", () => {
    const endBeforeStart = [{ field: "contract_end", code: "date.endBeforeStart" }];
    expect(errorsFor({ contract_end: "2025-01-01" })).toEqual(endBeforeStart);
    expect(errorsFor({ contract_end: "2024-12-31" })).toEqual(endBeforeStart);
  });

  it("rejects dates that are not YYYY-MM-DD calendar dates", () => {
    expect(errorsFor({ contract_start: "2025-02-29", contract_end: "2025/12/31" })).toEqual([
      { field: "contract_start", code: "date.invalid" },
      { field: "contract_end", code: "date.invalid" },
    ]);
  });

  it("refuses dates outside 1925-01-01 to 2076-12-31, such as a contract from year 1 to 9999", () => {
    expect(errorsFor({ contract_start: "0001-01-01", contract_end: "9999-12-31" })).toEqual([
      { field: "contract_start", code: "date.outOfRange" },
      { field: "contract_end", code: "date.outOfRange" },
    ]);
    expect(errorsFor({ contract_start: "1924-12-31", contract_end: "1925-12-31" })).toEqual([
      { field: "contract_start", code: "date.outOfRange" },
    ]);
    expect(errorsFor({ contract_start: "2076-01-01", contract_end: "2076-12-31" })).toEqual([]);
  });

  it("allows a contract of at most 30 years", () => {
    expect(errorsFor({ contract_end: "2054-12-31" })).toEqual([]);
    expect(errorsFor({ contract_end: "2055-01-01" })).toEqual([]);
    expect(errorsFor({ contract_end: "2055-01-02" })).toEqual([{ field: "contract_end", code: "date.contractTooLong" }]);
    expect(errorsFor({ contract_start: "2000-01-01", contract_end: "2076-12-31" })).toEqual([
      { field: "contract_end", code: "date.contractTooLong" },
    ]);
  });

  it("requires a rent above zero", () => {
    expect(errorsFor({ price: "0" })).toEqual([{ field: "price", code: "amount.positive" }]);
    expect(errorsFor({ price: "-100" })).toEqual([{ field: "price", code: "amount.positive" }]);
  });

  it("rejects negative charges", () => {
    expect(errorsFor({ water_costs: "-1" })).toEqual([{ field: "water_costs", code: "amount.nonNegative" }]);
  });

  it("allows at most two decimal places", () => {
    expect(errorsFor({ price: "100.005", annual_service: new Decimal("0.001") })).toEqual([
      { field: "price", code: "amount.twoDecimals" },
      { field: "annual_service", code: "amount.twoDecimals" },
    ]);
    expect(errorsFor({ price: "100.50", annual_service: "0.1" })).toEqual([]);
  });

  it("caps every amount at MAX_AMOUNT, which fits numeric(14,2)", () => {
    expect(MAX_AMOUNT.toFixed(2)).toBe("999999999999.99");
    expect(errorsFor({ price: MAX_AMOUNT.toFixed(2), extra_costs: MAX_AMOUNT })).toEqual([]);
    expect(errorsFor({ price: "1000000000000", extra_costs: "1000000000000.00" })).toEqual([
      { field: "price", code: "amount.limit" },
      { field: "extra_costs", code: "amount.limit" },
    ]);
  });

  it("rejects amounts that are not decimal numbers", () => {
    for (const price of ["", "abc", "1e3", "0x10", "12.", "1,2,3", new Decimal(NaN), new Decimal(Infinity)]) {
      expect(errorsFor({ price })).toEqual([{ field: "price", code: "field.invalid" }]);
    }
  });

  it("allows only the listed intervals", () => {
    expect(errorsFor({ interval: 5 })).toEqual([{ field: "interval", code: "field.invalid" }]);
    expect(errorsFor({ interval: 1.5 })).toEqual([{ field: "interval", code: "field.invalid" }]);
  });

  it("requires at least 0.01 of rent per instalment", () => {
    expect(errorsFor({ price: "0.11" })).toEqual([{ field: "price", code: "amount.tooSmallForInstalments" }]);
    expect(errorsFor({ price: "0.12" })).toEqual([]);
  });

  it("caps the commission over the whole contract at MAX_AMOUNT", () => {
    expect(
      errorsFor({
        contract_end: "2026-12-31",
        annual_commission: "600000000000",
      }),
    ).toEqual([{ field: "annual_commission", code: "amount.limit" }]);
  });

  it("reports every invalid field at once", () => {
    expect(
      errorsFor({
        contract_end: "2024-01-01",
        price: "0",
        interval: 7,
        water_costs: "x",
      }),
    ).toEqual([
      { field: "contract_end", code: "date.endBeforeStart" },
      { field: "price", code: "amount.positive" },
      { field: "interval", code: "field.invalid" },
      { field: "water_costs", code: "field.invalid" },
    ]);
  });
});
