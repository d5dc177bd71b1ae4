import { expect } from "vitest";
import type { PaymentType } from "./payment-types.ts";
import type { PaymentSchedule, ScheduleInput, ScheduleResult } from "./types.ts";

/** A valid one-year monthly contract with no charges besides rent; tests override what they need. */
export function scheduleInput(overrides: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    contract_start: "2025-01-01",
    contract_end: "2025-12-31",
    price: "12000",
    interval: 1,
    annual_commission: "0",
    additional_commission: "0",
    annual_service: "0",
    water_costs: "0",
    electricity_costs: "0",
    extra_costs: "0",
    is_taxable: false,
    ...overrides,
  };
}

export function expectSchedule(result: ScheduleResult): PaymentSchedule {
  if (!result.ok) expect.fail(`expected a schedule, got ${JSON.stringify(result.errors)}`);
  return result.schedule;
}

/** The rows of one type as `[due_date, price]` pairs, prices with two decimals. */
export function rowsOf(schedule: PaymentSchedule, type: PaymentType): [string, string][] {
  return schedule.rows.filter((row) => row.payment_type === type).map((row) => [row.due_date, row.price.toFixed(2)]);
}
