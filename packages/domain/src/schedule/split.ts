import Decimal from "decimal.js";

/**
 * Splits a two-decimal total into `parts` shares: each rounded down to the cent, the last taking
 * the remainder so the shares add up to the total exactly.
 */
export function splitFloor(total: Decimal, parts: number): Decimal[] {
  // Integer division on cents is exact whatever the Decimal precision.
  const share = total.times(100).divToInt(parts).div(100);
  const last = total.minus(share.times(parts - 1));
  return [...Array<Decimal>(parts - 1).fill(share), last];
}
