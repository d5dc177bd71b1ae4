import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { generateSchedule } from "./schedule.ts";
import { expectSchedule, rowsOf, scheduleInput } from "./test-input.ts";

describe("generateSchedule: rent", () => {
  it("splits a one-year contract paid monthly into twelve equal instalments", () => {
    const schedule = expectSchedule(generateSchedule(scheduleInput()));

    expect(schedule.months).toBe(12);
    expect(schedule.instalments).toBe(12);
    expect(rowsOf(schedule, "rent")).toEqual(
      Array.from({ length: 12 }, (_, k) => [`2025-${String(k + 1).padStart(2, "0")}-01`, "1000.00"]),
    );
  });

  it("rounds instalments down and puts the remainder on the last", () => {
    const schedule = expectSchedule(
      generateSchedule(
        scheduleInput({
          contract_end: "2025-09-30",
          price: "10000",
          interval: 3,
        }),
      ),
    );

    expect(rowsOf(schedule, "rent")).toEqual([
      ["2025-01-01", "3333.33"],
      ["2025-04-01", "3333.33"],
      ["2025-07-01", "3333.34"],
    ]);
  });

  it("rounds the instalment count up when the interval does not divide the months", () => {
    const schedule = expectSchedule(
      generateSchedule(
        scheduleInput({
          contract_end: "2025-10-31",
          price: "1000",
          interval: 3,
        }),
      ),
    );

    expect(schedule.instalments).toBe(4);
    expect(rowsOf(schedule, "rent")).toEqual([
      ["2025-01-01", "250.00"],
      ["2025-04-01", "250.00"],
      ["2025-07-01", "250.00"],
      ["2025-10-01", "250.00"],
    ]);
  });

  it("clamps a month-end start to shorter months and returns to the 31st", () => {
    const schedule = expectSchedule(
      generateSchedule(
        scheduleInput({
          contract_start: "2025-01-31",
          contract_end: "2025-07-30",
          price: "600",
        }),
      ),
    );

    expect(rowsOf(schedule, "rent").map(([date]) => date)).toEqual([
      "2025-01-31",
      "2025-02-28",
      "2025-03-31",
      "2025-04-30",
      "2025-05-31",
      "2025-06-30",
    ]);
  });

  it("pays a lease starting on 29 February yearly on 28 February, and on the 29th in leap years", () => {
    const schedule = expectSchedule(
      generateSchedule(
        scheduleInput({
          contract_start: "2024-02-29",
          contract_end: "2029-02-27",
          price: "50000",
          interval: 12,
        }),
      ),
    );

    expect(schedule.months).toBe(60);
    expect(rowsOf(schedule, "rent")).toEqual([
      ["2024-02-29", "10000.00"],
      ["2025-02-28", "10000.00"],
      ["2026-02-28", "10000.00"],
      ["2027-02-28", "10000.00"],
      ["2028-02-29", "10000.00"],
    ]);
  });

  it("has a single instalment when the interval covers the whole contract", () => {
    for (const interval of [12, 24, 180]) {
      const schedule = expectSchedule(generateSchedule(scheduleInput({ interval })));
      expect(schedule.instalments).toBe(1);
      expect(rowsOf(schedule, "rent")).toEqual([["2025-01-01", "12000.00"]]);
    }
  });

  it("gives a contract shorter than a month one instalment on its start", () => {
    const schedule = expectSchedule(generateSchedule(scheduleInput({ contract_end: "2025-01-10", price: "300.50" })));

    expect(schedule.months).toBe(1);
    expect(rowsOf(schedule, "rent")).toEqual([["2025-01-01", "300.50"]]);
  });
});

describe("generateSchedule: commission", () => {
  it("charges the annual commission for the contract months, spread over the rent dates", () => {
    const schedule = expectSchedule(
      generateSchedule(
        scheduleInput({
          contract_end: "2027-06-30",
          interval: 6,
          annual_commission: "1200",
        }),
      ),
    );

    expect(schedule.totals.commission.toFixed(2)).toBe("3000.00");
    expect(rowsOf(schedule, "commission")).toEqual([
      ["2025-01-01", "600.00"],
      ["2025-07-01", "600.00"],
      ["2026-01-01", "600.00"],
      ["2026-07-01", "600.00"],
      ["2027-01-01", "600.00"],
    ]);
  });

  it("rounds the commission total half up and puts the remainder on the last instalment", () => {
    // 1000 / 12 * 7 = 583.333…, spread over seven months: 83.33 × 6 + 83.35.
    const schedule = expectSchedule(
      generateSchedule(
        scheduleInput({
          contract_end: "2025-07-31",
          annual_commission: "1000",
        }),
      ),
    );

    expect(schedule.totals.commission.toFixed(2)).toBe("583.33");
    const prices = rowsOf(schedule, "commission").map(([, price]) => price);
    expect(prices).toEqual([...Array<string>(6).fill("83.33"), "83.35"]);
  });

  it("rounds an exact half cent up", () => {
    // 0.10 / 12 * 3 = 0.025.
    const schedule = expectSchedule(
      generateSchedule(
        scheduleInput({
          contract_end: "2025-03-31",
          interval: 3,
          annual_commission: "0.10",
        }),
      ),
    );

    expect(rowsOf(schedule, "commission")).toEqual([["2025-01-01", "0.03"]]);
  });

  it("leaves out instalments whose share rounds down to zero", () => {
    const schedule = expectSchedule(generateSchedule(scheduleInput({ annual_commission: "0.05" })));

    expect(rowsOf(schedule, "commission")).toEqual([["2025-12-01", "0.05"]]);
  });
});

describe("generateSchedule: service", () => {
  it("charges the annual service each contract year and prorates the last part year", () => {
    const schedule = expectSchedule(generateSchedule(scheduleInput({ contract_end: "2027-06-30", annual_service: "1200" })));

    expect(rowsOf(schedule, "service")).toEqual([
      ["2025-01-01", "1200.00"],
      ["2026-01-01", "1200.00"],
      ["2027-01-01", "600.00"],
    ]);
    expect(schedule.totals.service.toFixed(2)).toBe("3000.00");
  });

  it("charges one full year for a contract of exactly twelve months", () => {
    const schedule = expectSchedule(generateSchedule(scheduleInput({ annual_service: "1200" })));

    expect(rowsOf(schedule, "service")).toEqual([["2025-01-01", "1200.00"]]);
  });

  it("prorates a contract shorter than a year, rounding half up", () => {
    // 100.10 / 12 * 5 = 41.7083…
    const schedule = expectSchedule(generateSchedule(scheduleInput({ contract_end: "2025-05-31", annual_service: "100.10" })));

    expect(rowsOf(schedule, "service")).toEqual([["2025-01-01", "41.71"]]);
  });
});

describe("generateSchedule: one-off charges", () => {
  it("charges the additional commission, water, electricity and extra once on the start date", () => {
    const schedule = expectSchedule(
      generateSchedule(
        scheduleInput({
          additional_commission: "500",
          water_costs: "120.50",
          electricity_costs: "300",
          extra_costs: "75.25",
        }),
      ),
    );

    expect(rowsOf(schedule, "additional_commission")).toEqual([["2025-01-01", "500.00"]]);
    expect(rowsOf(schedule, "water")).toEqual([["2025-01-01", "120.50"]]);
    expect(rowsOf(schedule, "electricity")).toEqual([["2025-01-01", "300.00"]]);
    expect(rowsOf(schedule, "extra")).toEqual([["2025-01-01", "75.25"]]);
  });

  it("produces no row for a zero amount", () => {
    const schedule = expectSchedule(generateSchedule(scheduleInput()));

    expect(new Set(schedule.rows.map((row) => row.payment_type))).toEqual(new Set(["rent"]));
  });
});

describe("generateSchedule: rows and totals", () => {
  const everything = scheduleInput({
    contract_end: "2026-06-30",
    price: "18000",
    interval: 6,
    annual_commission: "1000",
    additional_commission: "250",
    annual_service: "600",
    water_costs: "40",
    electricity_costs: "60",
    extra_costs: "10",
    is_taxable: true,
  });

  it("sorts rows by due date, then in the fixed type order, and numbers them", () => {
    const schedule = expectSchedule(generateSchedule(everything));

    expect(schedule.rows.map((row) => [row.index, row.due_date, row.payment_type, row.price.toFixed(2)])).toEqual([
      [0, "2025-01-01", "rent", "6000.00"],
      [1, "2025-01-01", "commission", "500.00"],
      [2, "2025-01-01", "additional_commission", "250.00"],
      [3, "2025-01-01", "service", "600.00"],
      [4, "2025-01-01", "water", "40.00"],
      [5, "2025-01-01", "electricity", "60.00"],
      [6, "2025-01-01", "extra", "10.00"],
      [7, "2025-07-01", "rent", "6000.00"],
      [8, "2025-07-01", "commission", "500.00"],
      [9, "2026-01-01", "rent", "6000.00"],
      [10, "2026-01-01", "commission", "500.00"],
      [11, "2026-01-01", "service", "300.00"],
    ]);
  });

  it("totals each type", () => {
    const { totals } = expectSchedule(generateSchedule(everything));

    expect(Object.fromEntries(Object.entries(totals).map(([type, sum]) => [type, sum.toFixed(2)]))).toEqual({
      rent: "18000.00",
      commission: "1500.00",
      additional_commission: "250.00",
      service: "900.00",
      water: "40.00",
      electricity: "60.00",
      extra: "10.00",
      deposit: "0.00",
      admin_fee: "0.00",
      ejar_fee: "0.00",
      other_fee: "0.00",
    });
  });

  it("charges the security deposit and the one-time fees once, on the start date, after the other charges of that day", () => {
    const schedule = expectSchedule(
      generateSchedule({ ...everything, deposit: "3000", admin_fee: "250", ejar_fee: "125", other_fee: "40" }),
    );
    const onStart = schedule.rows.filter((row) => row.due_date === everything.contract_start).map((row) => row.payment_type);
    expect(onStart.slice(-4)).toEqual(["deposit", "admin_fee", "ejar_fee", "other_fee"]);
    for (const type of ["deposit", "admin_fee", "ejar_fee", "other_fee"] as const) {
      expect(schedule.rows.filter((row) => row.payment_type === type)).toHaveLength(1);
    }
    expect(schedule.totals.deposit.toFixed(2)).toBe("3000.00");
  });

  it("refuses a negative deposit or fee, naming its field", () => {
    const result = generateSchedule({ ...everything, deposit: "-1", ejar_fee: "1.234" });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: "deposit", code: "amount.nonNegative" },
      { field: "ejar_fee", code: "amount.twoDecimals" },
    ]);
  });

  it("accepts amounts as Decimals and passes the tax flag through", () => {
    const schedule = expectSchedule(
      generateSchedule({
        ...everything,
        price: new Decimal("18000"),
        is_taxable: true,
      }),
    );

    expect(schedule.is_taxable).toBe(true);
    expect(schedule.totals.rent.toFixed(2)).toBe("18000.00");
  });
});
