import type { Database, Trx } from "@amlak/db";
import type { Insertable, Updateable } from "kysely";

/** The read models the ledger's projections write; all but the journal have an `id` key. */
export type ReadModelTable =
  | "contracts"
  | "payments"
  | "invoices"
  | "credit_notes"
  | "receipts"
  | "collections"
  | "cheques"
  | "remittances"
  | "lease_settlements"
  | "journal_lines";
export type KeyedTable = Exclude<ReadModelTable, "journal_lines">;
export type ReadModelRow<T extends ReadModelTable> = Insertable<Database[T]>;
export type ReadModelChange<T extends ReadModelTable> = Updateable<Database[T]>;

/**
 * Where projections put their row changes. Live they run at once in the command's transaction (liveWriter); a
 * rebuild keeps the keyed rows in memory and writes everything in bulk (BulkWriter), so one projection code
 * serves both.
 */
export interface ReadModelWriter {
  /** New rows; an id that exists already is an error. */
  insert<T extends ReadModelTable>(table: T, rows: readonly ReadModelRow<T>[]): Promise<void>;
  /** The row, or when a row with its id exists, that row with every column but the id and `keep` overwritten. */
  upsert<T extends KeyedTable>(
    table: T,
    row: ReadModelRow<T> & { id: string },
    keep: readonly (keyof ReadModelRow<T> & string)[],
  ): Promise<void>;
  /** Sets columns of the rows with these ids; an id without a row changes nothing. */
  update<T extends KeyedTable>(table: T, ids: readonly string[], set: ReadModelChange<T>): Promise<void>;
}

// Kysely cannot check a row against a table chosen at run time; the signatures above do the checking.
type AnyTable = "payments";

/** Runs each change as its own statement in the transaction, as a command's inline projections need. */
export function liveWriter(trx: Trx): ReadModelWriter {
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      await trx
        .insertInto(table as AnyTable)
        .values(rows as ReadModelRow<AnyTable>[])
        .execute();
    },
    async upsert(table, row, keep) {
      const changing = Object.fromEntries(
        Object.entries(row).filter(([column]) => column !== "id" && !(keep as readonly string[]).includes(column)),
      );
      await trx
        .insertInto(table as AnyTable)
        .values(row as ReadModelRow<AnyTable>)
        .onConflict((conflict) => conflict.columns(["id", "org_id"]).doUpdateSet(changing as ReadModelChange<AnyTable>))
        .execute();
    },
    async update(table, ids, set) {
      if (ids.length === 0) return;
      await trx
        .updateTable(table as AnyTable)
        .set(set as ReadModelChange<AnyTable>)
        .where("id", "in", ids)
        .execute();
    },
  };
}
