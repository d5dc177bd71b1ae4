import { add, money, sub } from "@amlak/money";
import type { SettlementEvent } from "../settlement/settlement.events.ts";
import { lines, type JournalLine } from "./postings.ts";

/*
 * A settlement posts what moves apart from the payments' own events (which release the rent not earned and cancel
 * what falls after the end):
 *
 *   rent refunded        Dr tenant_receivable            Cr cash_bank   what the refund's credit notes took off the tenant's
 *                                                                       invoices (the notes took it back from the income)
 *                        Dr lessor_payable, vat_output   Cr cash_bank   the rest: the lessor's rent and ZATCA's VAT given back
 *   deductions           Dr deposits_held                Cr lessor_payable   kept from the deposit for the lessor; what
 *                                                                            they ask beyond it is a charge of its own
 *   deposit to rent      Dr deposits_held                Cr cash_bank   with the voucher's payments (Dr cash_bank
 *                                                                       Cr tenant_receivable), rent paid from the deposit
 *   deposit returned     Dr deposits_held                Cr cash_bank
 */
export function settlementPostingsFor({ data }: SettlementEvent): JournalLine[] {
  const memo = `settlement ${data.contractId}`;
  const credited = money(data.refundCredited ?? "0");
  const refund = sub(money(data.refund), credited);
  const refundVat = money(data.refundVat);
  const deducted = sub(add(money(0), ...data.deductions.map((deduction) => money(deduction.amount))), money(data.deductionsCharged));
  const depositOut = add(money(data.depositApplied), money(data.depositReturned));
  return lines(memo, [
    ["tenant_receivable", "debit", credited],
    ["cash_bank", "credit", credited],
    ["lessor_payable", "debit", sub(refund, refundVat)],
    ["vat_output", "debit", refundVat],
    ["cash_bank", "credit", refund],
    ["deposits_held", "debit", deducted],
    ["lessor_payable", "credit", deducted],
    ["deposits_held", "debit", depositOut],
    ["cash_bank", "credit", depositOut],
  ]);
}
