import type Decimal from "decimal.js";
import type { IsoDate } from "./calendar-date.ts";
import type { PaymentType } from "./payment-types.ts";

/** A money amount as entered or read from a numeric column; never a JS number. */
type Amount = Decimal | string;

export interface ScheduleInput {
  contract_start: IsoDate;
  /** Inclusive. */
  contract_end: IsoDate;
  /** Total rent over the whole contract. */
  price: Amount;
  /** Months between rent instalments; one of CONTRACT_INTERVALS. */
  interval: number;
  /** Commission per year, charged pro rata over the contract months. */
  annual_commission: Amount;
  additional_commission: Amount;
  annual_service: Amount;
  water_costs: Amount;
  electricity_costs: Amount;
  extra_costs: Amount;
  /** One-time charges due at signing (issue #23); left out, zero. The deposit is held for the tenant, never income. */
  deposit?: Amount;
  admin_fee?: Amount;
  ejar_fee?: Amount;
  other_fee?: Amount;
  is_taxable: boolean;
}

export type ScheduleField = keyof ScheduleInput;

export type ScheduleErrorCode =
  | "field.invalid"
  | "date.invalid"
  | "date.endBeforeStart"
  | "date.outOfRange"
  | "date.contractTooLong"
  | "amount.positive"
  | "amount.nonNegative"
  | "amount.twoDecimals"
  | "amount.limit"
  | "amount.tooSmallForInstalments";

export interface ScheduleError {
  field: ScheduleField;
  code: ScheduleErrorCode;
}

export interface ScheduleRow {
  index: number;
  due_date: IsoDate;
  price: Decimal;
  payment_type: PaymentType;
  /** Left empty by the generator; the user may add one before the schedule is saved. */
  comment?: string;
}

export interface PaymentSchedule {
  months: number;
  instalments: number;
  /** Passed through for the invoice step, which decides the VAT. */
  is_taxable: boolean;
  rows: ScheduleRow[];
  totals: Record<PaymentType, Decimal>;
}

export type ScheduleResult = { ok: true; schedule: PaymentSchedule } | { ok: false; errors: ScheduleError[] };
