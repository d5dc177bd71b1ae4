import {
  calendarText,
  CHARGE_FIELDS,
  endAfterYears,
  generateSchedule,
  ONE_TIME_FIELDS,
  scheduleInputOf,
  type DateType,
} from "@amlak/domain";
import { toFixed2, type Money } from "@amlak/money";
import { ZContractCreateSchema, type TContractCreate } from "@amlak/schemas";
import type { z } from "zod";
import { calendarDateSchema } from "../../lib/calendar-date.ts";

/**
 * The contract body (ZContractCreateSchema) with its dates typed in the user's calendar (Hijri input is read into the
 * Gregorian day the server takes), and the schedule rules the server signs with (an instalment of at least a halala,
 * a commission within bounds), so a contract the wizard accepts is one the server signs.
 */
export function wizardSchema(dateType: DateType) {
  const date = calendarDateSchema(dateType);
  return ZContractCreateSchema.safeExtend({ contract_start: date, contract_end: date }).superRefine((terms, ctx) => {
    const schedule = generateSchedule(scheduleInputOf(terms));
    if (schedule.ok) return;
    for (const { field, code } of schedule.errors) {
      ctx.issues.push({ code: "custom", message: code, input: terms, path: [field === "interval" ? "contract_interval" : field] });
    }
  });
}

export type WizardInput = z.input<ReturnType<typeof wizardSchema>>;
type WizardField = keyof WizardInput;

/** The fields each step asks for, in order: unit and parties, period and rent, fees, review. */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = [
  ["real_estate_id", "tenant_id", "lessor_id"],
  ["contract_start", "contract_end", "contract_interval", "price", "is_taxable"],
  [...CHARGE_FIELDS, "auto_pay_commission", ...ONE_TIME_FIELDS, "other_fee_label"],
  ["terms_template_id"],
];

/** The step that asks for a field the server named (a draft's fields arrive as `terms.<field>`), or null. */
export function stepOfServerField(path: string): { step: number; field: WizardField } | null {
  const field = path.replace(/^terms\./, "").replace(/^interval$/, "contract_interval") as WizardField;
  const step = STEP_FIELDS.findIndex((fields) => fields.includes(field));
  return step < 0 ? null : { step, field };
}

interface Prefill {
  unit?: string | null;
  tenant?: string | null;
  today: string;
  dateType: DateType;
}

/** Every amount of the terms besides the rent: the recurring charges and the one-time ones due at signing. */
const AMOUNT_FIELDS = [...CHARGE_FIELDS, ...ONE_TIME_FIELDS] as const;

/** A new contract: a year from today, paid monthly, no fees; the unit and tenant the link names. */
export function newContractValues({ unit, tenant, today, dateType }: Prefill): WizardInput {
  return {
    real_estate_id: unit ?? "",
    tenant_id: tenant ?? "",
    lessor_id: undefined,
    contract_start: calendarText(today, dateType),
    contract_end: calendarText(endAfterYears(today, 1), dateType),
    contract_interval: "1",
    price: "",
    ...Object.fromEntries(AMOUNT_FIELDS.map((field) => [field, ""])),
    other_fee_label: "",
    auto_pay_commission: true,
    is_taxable: false,
    terms_template_id: undefined,
  };
}

/** A zero charge shows as an empty field, as a new contract's does. */
const chargeText = (amount: Money) => (amount.isZero() ? "" : toFixed2(amount));

type StoredTerms = Omit<TContractCreate, "contract_interval"> & { contract_interval: number };

/** A saved draft's terms as the wizard's fields, dates in the user's calendar. */
export function draftValues(terms: StoredTerms, dateType: DateType): WizardInput {
  return {
    real_estate_id: terms.real_estate_id,
    tenant_id: terms.tenant_id,
    lessor_id: terms.lessor_id,
    contract_start: calendarText(terms.contract_start, dateType),
    contract_end: calendarText(terms.contract_end, dateType),
    contract_interval: String(terms.contract_interval),
    price: toFixed2(terms.price),
    ...Object.fromEntries(AMOUNT_FIELDS.map((field) => [field, chargeText(terms[field])])),
    other_fee_label: terms.other_fee_label ?? "",
    auto_pay_commission: terms.auto_pay_commission,
    is_taxable: terms.is_taxable,
    terms_template_id: terms.terms_template_id,
  };
}

type AmountField = "price" | (typeof AMOUNT_FIELDS)[number];

/** Validated terms (a contract's or a quotation's) as the body the server takes: amounts as exact two-decimal text. */
export function contractBody<Terms extends Record<AmountField, Money>>(
  terms: Terms,
): Omit<Terms, AmountField> & Record<AmountField, string> {
  return {
    ...terms,
    price: toFixed2(terms.price),
    ...(Object.fromEntries(AMOUNT_FIELDS.map((field) => [field, toFixed2(terms[field])])) as Record<
      (typeof AMOUNT_FIELDS)[number],
      string
    >),
  };
}
