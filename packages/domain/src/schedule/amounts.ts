import Decimal from "decimal.js";

/** The share of a yearly amount for `months` months, rounded half up to the cent. */
export function prorateYearly(annual: Decimal, months: number): Decimal {
  return annual.times(months).div(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
