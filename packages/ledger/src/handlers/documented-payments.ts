import type { Trx } from "@amlak/db";

/**
 * Locks the payments a tax invoice or a receipt is about to document (in id order, against deadlocks) and returns
 * the number of the document of that kind each is already on. The check reads the locked rows' own columns: a
 * command that waited for the lock sees the document the other one just issued, which a joined row would not
 * show, since PostgreSQL re-reads only the locked rows after the wait.
 */
export async function lockDocumentedPayments(
  trx: Trx,
  kind: "invoice" | "receipt",
  paymentIds: readonly string[],
): Promise<Map<string, number | null>> {
  const column = kind === "invoice" ? "invoice_id" : "receipt_id";
  const locked = await trx.selectFrom("payments").select(["id", column]).where("id", "in", paymentIds).orderBy("id").forUpdate().execute();
  const documentIds = locked.flatMap((row) => (row[column] ? [row[column]] : []));
  // A later statement sees what committed while we waited for the locks.
  const numbers = documentIds.length
    ? await trx
        .selectFrom(kind === "invoice" ? "invoices" : "receipts")
        .select(["id", "number"])
        .where("id", "in", documentIds)
        .execute()
    : [];
  const numberOf = new Map(numbers.map((row) => [row.id, row.number]));
  return new Map(locked.map((row) => [row.id, row[column] ? (numberOf.get(row[column]) ?? null) : null]));
}
