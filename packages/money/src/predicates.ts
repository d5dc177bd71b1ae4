import type { Money } from "./money.ts";

export function isPositive(amount: Money): boolean {
  return amount.greaterThan(0);
}

export function hasAtMostTwoDecimals(amount: Money): boolean {
  return amount.decimalPlaces() <= 2;
}
