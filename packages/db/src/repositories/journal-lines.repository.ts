import { sql } from "kysely";
import type { Db } from "../client.ts";

/** Journal lines after a position, in posting order, at most `limit`. */
export const listJournalLines = (db: Db, after: string, limit: number) =>
  db
    .selectFrom("journal_lines")
    .select(["position", "stream_id", "event_type", "entry_date", "account", "debit", "credit", "memo"])
    .where("position", ">", after)
    .orderBy("position")
    .orderBy("id")
    .limit(limit)
    .execute();

/** Debits and credits summed per account, as exact decimal strings. */
export const sumJournalByAccount = (db: Db) =>
  db
    .selectFrom("journal_lines")
    .select(["account", sql<string>`sum(debit)`.as("debit"), sql<string>`sum(credit)`.as("credit")])
    .groupBy("account")
    .execute();
