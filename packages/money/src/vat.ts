import { round2 } from "./arithmetic.ts";
import { Decimal, type Money } from "./money.ts";

/** Saudi VAT, 15% since July 2020. */
export const VAT_RATE = "0.15";

export function vatOf(net: Money, rate: Decimal.Value = VAT_RATE): Money {
  return round2(net.times(rate));
}

export function withVat(net: Money, rate: Decimal.Value = VAT_RATE): Money {
  return net.plus(vatOf(net, rate));
}

/** Splits an amount that includes VAT; the VAT is what remains after rounding the net, so both add up to gross. */
export function netOfGross(gross: Money, rate: Decimal.Value = VAT_RATE): { net: Money; vat: Money } {
  const net = round2(gross.dividedBy(new Decimal(1).plus(rate)));
  return { net, vat: gross.minus(net) };
}
