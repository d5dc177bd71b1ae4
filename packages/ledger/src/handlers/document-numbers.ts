import type { Trx } from "@amlak/db";
import { sql } from "kysely";

/**
 * The organization's next invoice, receipt, credit note or debit note number, each kind a sequence of its own. The row lock holds other allocations back until this
 * transaction ends, and a rollback gives the number back, so the numbers have no gap and no duplicate.
 */
export async function nextDocumentNumber(
  trx: Trx,
  orgId: string,
  kind: "invoice" | "receipt" | "credit_note" | "debit_note",
): Promise<number> {
  const row = await trx
    .insertInto("document_sequences")
    .values({ org_id: orgId, kind, last_value: 1 })
    .onConflict((conflict) => conflict.columns(["org_id", "kind"]).doUpdateSet({ last_value: sql`document_sequences.last_value + 1` }))
    .returning("last_value")
    .executeTakeFirstOrThrow();
  return row.last_value;
}

/** An ISO 8601 time to the second, as invoices and the ZATCA QR print it. */
export const issuedAt = (now: Date): string => now.toISOString().replace(/\.\d{3}Z$/, "Z");
