import { add, documentVat, money, toFixed2, type Money } from "@amlak/money";
import type { AmountText } from "../amount.ts";

interface TaxedLine {
  totalWithoutVat: AmountText;
  vatRate: string;
  vat: AmountText;
}

export interface DocumentTotals {
  totalWithoutVat: AmountText;
  /** Worked out per rate (BR-CO-17), as the phase-2 XML states it; may differ from the sum of the lines' VAT. */
  vatTotal: AmountText;
  total: AmountText;
}

/** A tax invoice's or note's totals: the lines' amounts without VAT summed, the VAT worked out once per rate. */
export function documentTotals(lines: readonly TaxedLine[]): DocumentTotals {
  const net = add(...lines.map((line) => money(line.totalWithoutVat)));
  const vat = documentVat(lines.map((line) => ({ net: line.totalWithoutVat, rate: line.vatRate })));
  return { totalWithoutVat: toFixed2(net), vatTotal: toFixed2(vat), total: toFixed2(net.plus(vat)) };
}

/** How far the document's VAT is from the sum of its lines' VAT, which the charges posted: a halala or so, or none. */
export function vatRounding(document: { vatTotal: AmountText; lines: readonly TaxedLine[] }): Money {
  return money(document.vatTotal).minus(add(...document.lines.map((line) => money(line.vat))));
}
