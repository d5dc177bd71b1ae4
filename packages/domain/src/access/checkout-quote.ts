import { money, netOfGross, round2, type Money } from "@amlak/money";

/** What the current, still running period was paid, and how much of it is left unused from today on. */
interface UnusedPeriod {
  readonly paid: Money;
  readonly remainingDays: number;
  readonly totalDays: number;
}

interface QuoteInput {
  /** The chosen plan's listed price for its billing period, VAT included (SPEC §9). */
  readonly listPrice: Money;
  /** A marketer's promotion code percent; 0 without a code. */
  readonly promotionPercent: number;
  /** An upgrade's unused current period; null for a first subscription or after the current one ended. */
  readonly unused: UnusedPeriod | null;
}

/** SPEC §7 checkout figures, each to the halala: total = price − discount − credit, with the VAT inside total. */
export interface CheckoutQuote {
  readonly price: Money;
  readonly discount: Money;
  readonly credit: Money;
  readonly total: Money;
  readonly vatAmount: Money;
}

/**
 * The discount comes off the listed price first; the unused days of the current period are then credited pro rata
 * by day, never beyond what is left to pay, so an upgrade late in a yearly period costs nothing rather than a refund.
 */
export function checkoutQuote({ listPrice, promotionPercent, unused }: QuoteInput): CheckoutQuote {
  const discount = round2(listPrice.times(promotionPercent).dividedBy(100));
  const owed = listPrice.minus(discount);
  const prorated = unused && unused.totalDays > 0 ? round2(unused.paid.times(unused.remainingDays).dividedBy(unused.totalDays)) : money(0);
  const credit = prorated.greaterThan(owed) ? owed : prorated;
  const total = owed.minus(credit);
  return { price: listPrice, discount, credit, total, vatAmount: netOfGross(total).vat };
}
