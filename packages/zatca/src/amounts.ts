import { add, money, round2, type Money } from "@amlak/money";
import type { ZatcaLine, ZatcaVat } from "./document.ts";
import { ratePercent } from "./vat-category.ts";

export interface LineAmounts {
  quantity: Money;
  price: Money;
  /** Net of VAT (BT-131). */
  net: Money;
  /** The line's VAT (KSA-11): its net times its rate, rounded (BR-KSA-50). */
  vat: Money;
}

/** One VAT breakdown (BG-23): the lines of one category, rate and reason. */
export interface VatBreakdown {
  vat: ZatcaVat;
  taxable: Money;
  /** Taxable times rate, rounded once for the breakdown (BR-CO-17), not the sum of the lines' rounded VAT. */
  tax: Money;
}

export interface DocumentAmounts {
  lines: LineAmounts[];
  breakdown: VatBreakdown[];
  net: Money;
  vat: Money;
  total: Money;
}

function percentOf(amount: Money, vat: ZatcaVat): Money {
  return round2(amount.times(ratePercent(vat)).dividedBy(100));
}

function breakdownKey(vat: ZatcaVat): string {
  return vat.category === "S" ? `S:${money(vat.rate).toFixed(2)}` : `${vat.category}:${vat.reason}`;
}

export function documentAmounts(lines: ZatcaLine[]): DocumentAmounts {
  const lineAmounts = lines.map((line): LineAmounts => {
    const quantity = money(line.quantity);
    const price = money(line.unitPrice);
    const net = round2(quantity.times(price));
    return { quantity, price, net, vat: percentOf(net, line.vat) };
  });
  const groups = new Map<string, { vat: ZatcaVat; nets: Money[] }>();
  lines.forEach((line, k) => {
    const key = breakdownKey(line.vat);
    const group = groups.get(key) ?? { vat: line.vat, nets: [] };
    group.nets.push(lineAmounts[k]!.net);
    groups.set(key, group);
  });
  const breakdown = [...groups.values()].map(({ vat, nets }): VatBreakdown => {
    const taxable = add(...nets);
    return { vat, taxable, tax: percentOf(taxable, vat) };
  });
  const net = add(...lineAmounts.map((line) => line.net));
  const vat = add(...breakdown.map((group) => group.tax));
  return { lines: lineAmounts, breakdown, net, vat, total: net.plus(vat) };
}
