import type Decimal from "decimal.js";
import { LATEST_DATE } from "@amlak/schemas";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysInMonth, formatIsoDate, nextDay } from "./calendar-date.ts";
import { CONTRACT_INTERVALS } from "./intervals.ts";
import { addMonthsClamped, contractMonths } from "./months.ts";
import { PAYMENT_TYPES } from "./payment-types.ts";
import type { PaymentType } from "./payment-types.ts";
import { generateSchedule } from "./schedule.ts";
import { expectSchedule, scheduleInput } from "./test-input.ts";

// The oracles below work on integer cents with BigInt, independently of decimal.js.
const MAX_CENTS = 99_999_999_999_999n;

const toCents = (amount: Decimal) => BigInt(amount.times(100).toFixed(0));
const fromCents = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, "0")}`;
const roundHalfUp = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);
const prorated = (annualCents: bigint, months: number) => roundHalfUp(annualCents * BigInt(months), 12n);

const isoDate = fc
  .record({
    year: fc.integer({ min: 1990, max: 2076 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) =>
    formatIsoDate({
      year,
      month,
      day: Math.min(day, daysInMonth(year, month)),
    }),
  );

function addDays(iso: string, days: number): string {
  const [year = 0, month = 1, day = 1] = iso.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Mostly whole-month contracts (end = start + m months - 1 day), some with odd days. */
const contractPeriod = fc
  .record({
    start: isoDate,
    months: fc.integer({ min: 0, max: 240 }),
    days: fc.oneof(fc.constant(-1), fc.integer({ min: -1, max: 40 })),
  })
  .map(({ start, months, days }) => ({
    start,
    end: addDays(addMonthsClamped(start, months), days),
  }))
  .filter(({ start, end }) => end > start && end <= LATEST_DATE);

const cents = fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 10_000_000n }), fc.bigInt({ min: 1n, max: MAX_CENTS }));

const contract = fc.record({
  period: contractPeriod,
  interval: fc.constantFrom(...CONTRACT_INTERVALS.map((interval) => interval.months)),
  price: cents.filter((price) => price > 0n),
  annual_commission: cents,
  additional_commission: cents,
  annual_service: cents,
  water_costs: cents,
  electricity_costs: cents,
  extra_costs: cents,
  deposit: cents,
  admin_fee: cents,
  ejar_fee: cents,
  other_fee: cents,
});

type Contract = typeof contract extends fc.Arbitrary<infer C> ? C : never;

function generate(c: Contract) {
  const months = contractMonths(c.period.start, c.period.end);
  const instalments = Math.max(1, Math.ceil(months / c.interval));
  // Skip inputs the validation rejects on purpose: under a cent of rent per instalment,
  // or a commission over the contract above the numeric(14,2) limit.
  fc.pre(c.price >= BigInt(instalments) && prorated(c.annual_commission, months) <= MAX_CENTS);

  const schedule = expectSchedule(
    generateSchedule(
      scheduleInput({
        contract_start: c.period.start,
        contract_end: c.period.end,
        interval: c.interval,
        price: fromCents(c.price),
        annual_commission: fromCents(c.annual_commission),
        additional_commission: fromCents(c.additional_commission),
        annual_service: fromCents(c.annual_service),
        water_costs: fromCents(c.water_costs),
        electricity_costs: fromCents(c.electricity_costs),
        extra_costs: fromCents(c.extra_costs),
        deposit: fromCents(c.deposit),
        admin_fee: fromCents(c.admin_fee),
        ejar_fee: fromCents(c.ejar_fee),
        other_fee: fromCents(c.other_fee),
      }),
    ),
  );
  return { schedule, months, instalments };
}

function expectedTotals(c: Contract, months: number): Record<PaymentType, bigint> {
  const fullYears = BigInt(Math.floor(months / 12));
  return {
    rent: c.price,
    commission: prorated(c.annual_commission, months),
    additional_commission: c.additional_commission,
    service: c.annual_service * fullYears + prorated(c.annual_service, months % 12),
    water: c.water_costs,
    electricity: c.electricity_costs,
    extra: c.extra_costs,
    deposit: c.deposit,
    admin_fee: c.admin_fee,
    ejar_fee: c.ejar_fee,
    other_fee: c.other_fee,
  };
}

describe("generateSchedule properties", () => {
  it("sums each type's rows exactly to its total, and each total to what the inputs call for", () => {
    fc.assert(
      fc.property(contract, (c) => {
        const { schedule, months } = generate(c);
        const expected = expectedTotals(c, months);
        for (const type of PAYMENT_TYPES) {
          const rowSum = schedule.rows.filter((row) => row.payment_type === type).reduce((sum, row) => sum + toCents(row.price), 0n);
          expect(rowSum).toBe(expected[type]);
          expect(toCents(schedule.totals[type])).toBe(expected[type]);
        }
      }),
    );
  });

  it("dates every row within the contract, in order, each with a positive two-decimal price", () => {
    fc.assert(
      fc.property(contract, (c) => {
        const { schedule } = generate(c);
        schedule.rows.forEach((row, index) => {
          expect(row.index).toBe(index);
          expect(row.due_date >= c.period.start && row.due_date <= c.period.end).toBe(true);
          expect(row.price.gt(0) && row.price.decimalPlaces() <= 2).toBe(true);
        });
        const dueDates = schedule.rows.map((row) => row.due_date);
        expect(dueDates).toEqual([...dueDates].sort());
      }),
    );
  });

  it("has one rent row per instalment, every one but the last rounded down", () => {
    fc.assert(
      fc.property(contract, (c) => {
        const { schedule, instalments } = generate(c);
        const rent = schedule.rows.filter((row) => row.payment_type === "rent");
        expect(schedule.instalments).toBe(instalments);
        expect(rent).toHaveLength(instalments);
        const share = c.price / BigInt(instalments);
        for (const row of rent.slice(0, -1)) expect(toCents(row.price)).toBe(share);
        rent.forEach((row, k) => {
          expect(row.due_date).toBe(addMonthsClamped(c.period.start, k * c.interval));
        });
      }),
    );
  });
});

describe("contractMonths properties", () => {
  it("is the largest whole number of months ending by the day after the end, at least one", () => {
    fc.assert(
      fc.property(contractPeriod, ({ start, end }) => {
        const months = contractMonths(start, end);
        const dayAfterEnd = nextDay(end);
        expect(addMonthsClamped(start, months + 1) > dayAfterEnd).toBe(true);
        if (months > 1) expect(addMonthsClamped(start, months) <= dayAfterEnd).toBe(true);
      }),
    );
  });
});
