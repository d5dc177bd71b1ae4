import { findContractRows, findPaymentRows, type Trx } from "@amlak/db";
import { contractStatus, hiddenPaymentTypes, type UserType } from "@amlak/domain";
import { money } from "@amlak/money";
import { paymentReminders } from "../reminders/payment-reminders.ts";

/** Contracts with amounts as Money and their status on `today`. */
export async function findContracts(trx: Trx, today: string, id?: string) {
  const rows = await findContractRows(trx, id);
  return rows.map(
    ({ price, annual_commission, additional_commission, annual_service, water_costs, electricity_costs, extra_costs, ...row }) => ({
      ...row,
      price: money(price),
      annual_commission: money(annual_commission),
      additional_commission: money(additional_commission),
      annual_service: money(annual_service),
      water_costs: money(water_costs),
      electricity_costs: money(electricity_costs),
      extra_costs: money(extra_costs),
      status: contractStatus({ start: row.contract_start, end: row.contract_end, cancelled: row.cancelled_on }, today),
    }),
  );
}

/** A payment row's price and VAT (numeric text) as Money, with their total. */
export function withPaymentAmounts<Row extends { price: string; vat: string }>(row: Row) {
  const price = money(row.price);
  const vat = money(row.vat);
  return { ...row, price, vat, total: price.plus(vat) };
}

/**
 * Payments with amounts as Money and their total with VAT, and their rent reminders; none of the types the caller's
 * role may not see.
 */
export async function findPayments(
  trx: Trx,
  filter: { contractId?: string; id?: string; ids?: readonly string[] },
  viewer: { type: UserType; orgId: string; today: string },
) {
  const rows = await findPaymentRows(trx, filter, hiddenPaymentTypes(viewer.type));
  const remindersOf = await paymentReminders(trx, viewer, rows);
  return rows.map((row) => ({ ...withPaymentAmounts(row), vat_rate: money(row.vat_rate), ...remindersOf(row) }));
}
