import { add, money } from "@amlak/money";
import type { RemittanceEvent } from "../remittance/remittance.events.ts";
import { lines, reversed, type JournalLine } from "./postings.ts";

/*
 * A remittance settles money held for a lessor (lessor_payable): its management fee becomes the manager's revenue,
 * with the VAT the fee invoice charges, and the rest goes out of the bank to the lessor.
 *
 *   paid       Dr lessor_payable  Cr management_fee_revenue, vat_output   the fee and its VAT
 *              Dr lessor_payable  Cr cash_bank                            the amount paid out
 *   reversed   both reversed
 */
export function remittancePostingsFor(event: RemittanceEvent): JournalLine[] {
  switch (event.type) {
    case "RemittancePaid":
      return paid(event.data);
    case "RemittanceReversed":
      return reversed(paid(event.data));
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

function paid({ remittanceId, amount, fee, feeVat }: { remittanceId: string; amount: string; fee: string; feeVat: string }): JournalLine[] {
  const memo = `remittance ${remittanceId}`;
  return lines(memo, [
    ["lessor_payable", "debit", add(money(fee), money(feeVat))],
    ["management_fee_revenue", "credit", money(fee)],
    ["vat_output", "credit", money(feeVat)],
    ["lessor_payable", "debit", money(amount)],
    ["cash_bank", "credit", money(amount)],
  ]);
}
