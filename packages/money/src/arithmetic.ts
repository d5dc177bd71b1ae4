import { Decimal, type Money } from "./money.ts";

export function add(...amounts: Money[]): Money {
  return amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0));
}

export function sub(a: Money, b: Money): Money {
  return a.minus(b);
}

export function round2(amount: Money): Money {
  return amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * Splits a total into n parts of total/n rounded down to the halala; the last part takes the remainder,
 * so the parts always add up to the total exactly.
 */
export function split(total: Money, n: number): Money[] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Cannot split into ${n} parts`);
  // Integer division in halalas is exact, where total/n at finite precision could round up a digit.
  const part = total.times(100).dividedToIntegerBy(n).dividedBy(100);
  const last = total.minus(part.times(n - 1));
  return [...Array.from({ length: n - 1 }, () => part), last];
}
