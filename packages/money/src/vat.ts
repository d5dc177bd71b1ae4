import { add, round2 } from "./arithmetic.ts";
import { Decimal, money, type Money } from "./money.ts";

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

/**
 * A tax document's VAT as ZATCA's rules work it out (BR-CO-17, BR-S-09): per rate, the total of its lines' amounts
 * without VAT times the rate, rounded once, then summed. Each line's own VAT (KSA-11) is rounded on its own, so their
 * sum can be a halala or more away from this.
 */
export function documentVat(lines: readonly { net: string | number | Money; rate: string }[]): Money {
  const netByRate = new Map<string, Money>();
  for (const line of lines) {
    const rate = money(line.rate).toString();
    netByRate.set(rate, add(netByRate.get(rate) ?? money(0), money(line.net)));
  }
  return add(...[...netByRate].map(([rate, net]) => vatOf(net, rate)));
}
