import { findContractRows, findPaymentRows, type Trx } from "@amlak/db";
import { contractStatus, hiddenPaymentTypes, type UserType } from "@amlak/domain";
import { money, type Money } from "@amlak/money";
import { paymentReminders } from "../reminders/payment-reminders.ts";

const CONTRACT_AMOUNTS = [
  "price",
  "annual_commission",
  "additional_commission",
  "annual_service",
  "water_costs",
  "electricity_costs",
  "extra_costs",
  "deposit",
  "admin_fee",
  "ejar_fee",
  "other_fee",
] as const;

/** Contracts with amounts as Money and their status on `today`. */
export async function findContracts(trx: Trx, today: string, id?: string) {
  const rows = await findContractRows(trx, id);
  return rows.map((row) => ({
    ...row,
    ...(Object.fromEntries(CONTRACT_AMOUNTS.map((field) => [field, money(row[field])])) as Record<
      (typeof CONTRACT_AMOUNTS)[number],
      Money
    >),
    status: contractStatus({ start: row.contract_start, end: row.contract_end, cancelled: row.cancelled_on }, today),
  }));
}

/** A payment row's price and VAT (numeric text) as Money, with their total. */
export function withPaymentAmounts<Row extends { price: string; vat: string }>(row: Row) {
  const price = money(row.price);
  const vat = money(row.vat);
  return { ...row, price, vat, total: price.plus(vat) };
}

/** The credit and debit notes on a payment row's invoice, their totals (VAT included) as Money. */
export const notesOf = (row: { notes: { id: string; noteType: "credit" | "debit"; number: number; total: string }[] }) =>
  row.notes.map((note) => ({ ...note, total: money(note.total) }));

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
