import { PAYMENT_TYPES, vatRateFor, type PaymentSchedule, type PaymentType } from "@amlak/domain";
import { money, vatOf, type Money } from "@amlak/money";

/** A schedule row with the VAT the ledger will charge on it. */
interface ScheduleLine {
  index: number;
  due_date: string;
  payment_type: PaymentType;
  price: Money;
  vat: Money;
  total: Money;
}

export interface Amounts {
  price: Money;
  vat: Money;
  total: Money;
}

interface TypeGroup extends Amounts {
  type: PaymentType;
  lines: ScheduleLine[];
}

export interface ScheduleView {
  lines: ScheduleLine[];
  /** The types that have rows, in the schedule's type order. */
  groups: TypeGroup[];
  total: Amounts;
}

const ZERO: Amounts = { price: money(0), vat: money(0), total: money(0) };

const add = (sum: Amounts, line: Amounts): Amounts => ({
  price: sum.price.plus(line.price),
  vat: sum.vat.plus(line.vat),
  total: sum.total.plus(line.total),
});

/**
 * The generated schedule with each row's VAT, by the rule the ledger schedules payments with (vatRateFor: nothing for
 * a seller that is not VAT-registered; fees always, rent and recharged costs when the lease is taxable), grouped by
 * payment type with totals.
 */
export function scheduleView(schedule: PaymentSchedule, seller: { vatRegistered: boolean }): ScheduleView {
  const lines = schedule.rows.map(({ index, due_date, payment_type, price }): ScheduleLine => {
    const vat = vatOf(price, vatRateFor(payment_type, { vatRegistered: seller.vatRegistered, contractIsTaxable: schedule.is_taxable }));
    return { index, due_date, payment_type, price, vat, total: price.plus(vat) };
  });
  const groups = PAYMENT_TYPES.map((type) => {
    const ofType = lines.filter((line) => line.payment_type === type);
    return { type, lines: ofType, ...ofType.reduce(add, ZERO) };
  }).filter((group) => group.lines.length > 0);
  return { lines, groups, total: lines.reduce(add, ZERO) };
}
