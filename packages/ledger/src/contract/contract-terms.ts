import type { ScheduleInput, ScheduleRow } from "@amlak/domain";
import { money, toFixed2 } from "@amlak/money";
import type { ContractTermsData, ScheduleRowData } from "./contract.events.ts";

/*
 * Where the domain's schedule becomes what a contract's events carry. SignContract takes the terms in the domain's
 * shape (ScheduleInput, named as SPEC names the fields), because the schedule is generated and validated from them
 * and a refusal names the fields the caller sent; events speak camelCase, and this is the only place that renames.
 */

/** The terms as signed, amounts with two decimals. */
export function contractTermsData(terms: ScheduleInput, otherFeeLabel: string): ContractTermsData {
  const amount = (value: ScheduleInput["price"] | undefined) => toFixed2(money(value ?? 0));
  return {
    contractStart: terms.contract_start,
    contractEnd: terms.contract_end,
    price: amount(terms.price),
    interval: terms.interval,
    annualCommission: amount(terms.annual_commission),
    additionalCommission: amount(terms.additional_commission),
    annualService: amount(terms.annual_service),
    waterCosts: amount(terms.water_costs),
    electricityCosts: amount(terms.electricity_costs),
    extraCosts: amount(terms.extra_costs),
    deposit: amount(terms.deposit),
    adminFee: amount(terms.admin_fee),
    ejarFee: amount(terms.ejar_fee),
    otherFee: amount(terms.other_fee),
    otherFeeLabel,
    isTaxable: terms.is_taxable,
  };
}

/** One generated schedule row with the id of the payment stream it starts. */
export function scheduleRowData(row: ScheduleRow, paymentId: string): ScheduleRowData {
  return { paymentId, index: row.index, dueDate: row.due_date, price: toFixed2(row.price), paymentType: row.payment_type };
}
