import Decimal from "decimal.js";
import { prorateYearly } from "./amounts.ts";
import type { IsoDate } from "./calendar-date.ts";
import { addMonthsClamped } from "./months.ts";
import { PAYMENT_TYPES } from "./payment-types.ts";
import type { PaymentType } from "./payment-types.ts";
import { split } from "@amlak/money";
import type { PaymentSchedule, ScheduleInput, ScheduleResult, ScheduleRow } from "./types.ts";
import { validateScheduleInput } from "./validate.ts";
import type { ContractTerms } from "./validate.ts";

interface Charge {
  due_date: IsoDate;
  price: Decimal;
}

/** Validates a contract's terms and lays out every payment they call for. */
export function generateSchedule(input: ScheduleInput): ScheduleResult {
  const check = validateScheduleInput(input);
  return check.ok ? { ok: true, schedule: scheduleFor(check.terms) } : check;
}

function scheduleFor(terms: ContractTerms): PaymentSchedule {
  const charges = chargesByType(terms);
  const rows = PAYMENT_TYPES.flatMap((payment_type) =>
    charges[payment_type].filter((charge) => !charge.price.isZero()).map((charge) => ({ ...charge, payment_type })),
  )
    .sort(byDueDateThenType)
    .map((row, index): ScheduleRow => ({ index, ...row }));

  return {
    months: terms.months,
    instalments: terms.instalments,
    is_taxable: terms.is_taxable,
    rows,
    totals: mapTypes((type) => Decimal.sum(new Decimal(0), ...charges[type].map((c) => c.price))),
  };
}

function chargesByType(terms: ContractTerms): Record<PaymentType, Charge[]> {
  const onRentDates = (total: Decimal): Charge[] =>
    split(total, terms.instalments).map((price, k) => ({
      due_date: addMonthsClamped(terms.start, k * terms.interval),
      price,
    }));
  const onStart = (price: Decimal): Charge[] => [{ due_date: terms.start, price }];

  return {
    rent: onRentDates(terms.price),
    commission: onRentDates(prorateYearly(terms.annual_commission, terms.months)),
    additional_commission: onStart(terms.additional_commission),
    service: serviceCharges(terms),
    water: onStart(terms.water_costs),
    electricity: onStart(terms.electricity_costs),
    extra: onStart(terms.extra_costs),
    deposit: onStart(terms.deposit),
    admin_fee: onStart(terms.admin_fee),
    ejar_fee: onStart(terms.ejar_fee),
    other_fee: onStart(terms.other_fee),
  };
}

/** The annual service is due at the start of each contract year; a last part year is prorated. */
function serviceCharges(terms: ContractTerms): Charge[] {
  const years = Math.ceil(terms.months / 12);
  return Array.from({ length: years }, (_, year) => ({
    due_date: addMonthsClamped(terms.start, year * 12),
    price: prorateYearly(terms.annual_service, Math.min(12, terms.months - year * 12)),
  }));
}

function byDueDateThenType(a: Charge & { payment_type: PaymentType }, b: Charge & { payment_type: PaymentType }): number {
  if (a.due_date !== b.due_date) return a.due_date < b.due_date ? -1 : 1;
  return PAYMENT_TYPES.indexOf(a.payment_type) - PAYMENT_TYPES.indexOf(b.payment_type);
}

function mapTypes<T>(valueOf: (type: PaymentType) => T): Record<PaymentType, T> {
  return Object.fromEntries(PAYMENT_TYPES.map((type) => [type, valueOf(type)])) as Record<PaymentType, T>;
}
