import { add, Decimal, money, netOfGross, sub, type Money } from "@amlak/money";
import { AppError } from "../errors/index.ts";
import type { IsoDate } from "../schedule/index.ts";

/** A pending instalment a tenant can pay: what is still owed on it (price plus VAT). */
export interface OpenInstalment {
  paymentId: string;
  dueDate: IsoDate;
  amountDue: Money;
}

export interface Allocation {
  paymentId: string;
  amount: Money;
}

/** How a collected amount is spent: instalments paid (each in full or in part) and the advance left over. */
export interface CollectionPlan {
  allocations: Allocation[];
  advance: Money;
}

/**
 * The oldest instalments first: everything due on or before the day the money came in, in due-date order, each
 * paid as far as the amount goes; what is left is an advance. Instalments due later are paid from the advance when
 * they fall due, not now, so that money received early stays the tenant's until then.
 */
export function allocateOldestFirst(amount: Money, open: readonly OpenInstalment[], paidDate: IsoDate): CollectionPlan {
  let left = amount;
  const allocations: Allocation[] = [];
  for (const instalment of [...open].sort(byDueDate)) {
    if (left.isZero() || instalment.dueDate > paidDate) break;
    const paid = Decimal.min(left, instalment.amountDue);
    allocations.push({ paymentId: instalment.paymentId, amount: paid });
    left = sub(left, paid);
  }
  return { allocations, advance: left };
}

/**
 * The allocation the user chose instead: any open instalments of the tenant's, each at most what is owed on it,
 * together at most the amount; the rest is an advance.
 */
export function checkAllocations(amount: Money, open: readonly OpenInstalment[], chosen: readonly Allocation[]): CollectionPlan {
  const owed = new Map(open.map((instalment) => [instalment.paymentId, instalment.amountDue]));
  const seen = new Set<string>();
  for (const { paymentId, amount: allocated } of chosen) {
    const due = owed.get(paymentId);
    if (!due || seen.has(paymentId)) throw new AppError("collection.allocationNotOpen", { paymentId });
    seen.add(paymentId);
    if (!allocated.gt(0) || allocated.decimalPlaces() > 2) throw new AppError("payment.invalidAmount", { amount: allocated.toString() });
    if (allocated.gt(due)) throw new AppError("collection.allocationOverDue", { amount: allocated.toFixed(2), due: due.toFixed(2) });
  }
  const total = add(...chosen.map((allocation) => allocation.amount));
  if (total.gt(amount)) throw new AppError("collection.allocatedOverAmount", { allocated: total.toFixed(2), amount: amount.toFixed(2) });
  return { allocations: [...chosen], advance: sub(amount, total) };
}

/** A price and its VAT. */
export interface Priced {
  price: Money;
  vat: Money;
}

const HALALA = money("0.01");

/**
 * Cuts `gross` (VAT included) off an instalment, for a part paid now. The part's VAT is what remains of the gross
 * after rounding its price, and the rest keeps the remaining price and VAT, so the two add up to the instalment
 * exactly (working out each part's VAT on its own could lose or gain a halala). Near either end, rounding could
 * leave one side a price of nothing: the part's VAT is kept where both prices stay positive.
 */
export function cutGross(instalment: Priced & { vatRate: Money }, gross: Money): { part: Priced; rest: Priced } {
  const { price, vat } = instalment;
  if (!gross.gt(0) || !gross.lt(add(price, vat)) || price.lt(money("0.02"))) {
    throw new AppError("collection.allocationOverDue", { amount: gross.toFixed(2), due: add(price, vat).toFixed(2) });
  }
  const rounded = vat.isZero() ? money(0) : netOfGross(gross, instalment.vatRate).vat;
  const lowest = Decimal.max(0, add(sub(gross, price), HALALA));
  const highest = Decimal.min(vat, sub(gross, HALALA));
  const partVat = Decimal.min(Decimal.max(rounded, lowest), highest);
  return {
    part: { price: sub(gross, partVat), vat: partVat },
    rest: { price: sub(price, sub(gross, partVat)), vat: sub(vat, partVat) },
  };
}

function byDueDate(a: OpenInstalment, b: OpenInstalment): number {
  return a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.paymentId < b.paymentId ? -1 : 1;
}
