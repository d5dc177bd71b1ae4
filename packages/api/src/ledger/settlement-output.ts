import { listSettlementCreditNotes, type LeaseSettlementRow, type Trx } from "@amlak/db";
import { money } from "@amlak/money";
import { documentNumber, type ManualPaymentMethod } from "@amlak/schemas";
import type { z } from "zod";
import type { ZSettlementOutput } from "../outputs/settlements.output.ts";

/** A lease's settlement as the contract page, the tenant portal and their PDFs show it, with its credit notes' numbers. */
export async function settlementOutput(trx: Trx, orgId: string, row: LeaseSettlementRow): Promise<z.infer<typeof ZSettlementOutput>> {
  const notes = await listSettlementCreditNotes(trx, orgId, row.credit_note_ids);
  return {
    contract_id: row.contract_id,
    end_on: row.end_on,
    settled_on: row.settled_on,
    early: row.early,
    rent_earned: money(row.rent_earned),
    rent_paid: money(row.rent_paid),
    unearned_rent: money(row.unearned_rent),
    refund: money(row.refund),
    refund_vat: money(row.refund_vat),
    credit_notes: notes.map((note) => ({ id: note.id, number: documentNumber("credit_note", note.number) })),
    deposit_held: money(row.deposit_held),
    deductions: row.deductions.map((deduction) => ({ ...deduction, amount: money(deduction.amount) })),
    deductions_charged: money(row.deductions_charged),
    deposit_applied: money(row.deposit_applied),
    deposit_returned: money(row.deposit_returned),
    rent_owed: money(row.rent_owed),
    method: row.method as ManualPaymentMethod,
    reference: row.reference,
  };
}
