import { sql } from "kysely";
import type { Db } from "../client.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";

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

/** Debits and credits summed per account, as exact decimal strings; of the entries up to `asOf` when given. */
export function sumJournalByAccount(db: Db, asOf?: string) {
  let query = db
    .selectFrom("journal_lines")
    .select(["account", sql<string>`sum(debit)`.as("debit"), sql<string>`sum(credit)`.as("credit")])
    .groupBy("account");
  if (asOf) query = query.where("entry_date", "<=", asOf);
  return query.execute();
}

/** The payment a line posts for: every journal line today is a payment event's, on its stream `payment:<id>`. */
const PAYMENT_OF_LINE = sql<string | null>`case when jl.stream_id like 'payment:%' then substr(jl.stream_id, 9)::uuid end`;
const COLLECTION_OF_LINE = sql<string | null>`case when jl.stream_id like 'collection:%' then substr(jl.stream_id, 12)::uuid end`;

type JournalSort = "date" | "account" | "debit" | "credit";

/**
 * The journal's sortable columns. By date, entries follow their posting order (position) in the chosen direction
 * while the lines of one entry keep the order they were posted in, debits first, whichever the direction.
 */
const journalSortable = (direction: SortDirection) =>
  ({
    columns: {
      date: direction === "desc" ? sql`(jl.entry_date, jl.position, -jl.id)` : sql`(jl.entry_date, jl.position, jl.id)`,
      account: sql.ref("jl.account"),
      debit: sql.ref("jl.debit"),
      credit: sql.ref("jl.credit"),
    },
    tieBreaker: sql.ref("jl.id"),
  }) satisfies Sortable<JournalSort>;

interface JournalFilters {
  date_from?: string | undefined;
  date_to?: string | undefined;
  account?: string | undefined;
  contract_id?: string | undefined;
  searchText?: string | undefined;
}

/**
 * The books' journal: each line with the payment it posts for and what that payment belongs to (contract, unit,
 * tenant, its invoice and receipt), or the collection voucher and its tenant, so the screen links every line to its record; filtered by entry dates, account
 * and contract, sorted and paged.
 */
export function listJournal(
  db: Db,
  { orgId }: { orgId: string },
  filters: JournalFilters & { sort: JournalSort; direction: SortDirection },
  window: RowWindow,
) {
  let query = db
    .selectFrom("journal_lines as jl")
    .leftJoin("payments as p", (join) => join.on(sql<boolean>`p.id = ${PAYMENT_OF_LINE}`))
    .leftJoin("contracts as c", "c.id", "p.contract_id")
    .leftJoin("contacts as tenant", "tenant.id", "c.tenant_id")
    .leftJoin("real_estates as re", "re.id", "p.real_estate_id")
    .leftJoin("collections as col", (join) => join.on(sql<boolean>`col.id = ${COLLECTION_OF_LINE}`))
    .leftJoin("contacts as payer", "payer.id", "col.tenant_id")
    .where("jl.org_id", "=", orgId);
  if (filters.date_from) query = query.where("jl.entry_date", ">=", filters.date_from);
  if (filters.date_to) query = query.where("jl.entry_date", "<=", filters.date_to);
  if (filters.account) query = query.where("jl.account", "=", filters.account);
  if (filters.contract_id) query = query.where("p.contract_id", "=", filters.contract_id);
  if (filters.searchText) {
    const like = `%${filters.searchText}%`;
    query = query.where((eb) =>
      eb.or([
        eb("re.title", "ilike", like),
        eb("tenant.name", "ilike", like),
        eb("payer.name", "ilike", like),
        eb("jl.memo", "ilike", like),
      ]),
    );
  }
  const rows = query.select([
    sql<string>`jl.id::text`.as("id"),
    "jl.position",
    "jl.entry_date as date",
    "jl.event_type as eventType",
    "jl.account",
    "jl.debit",
    "jl.credit",
    "jl.memo",
    "p.id as paymentId",
    sql<string | null>`coalesce(p.payment_type, p.category)`.as("paymentType"),
    "p.direction",
    "p.due_date as dueDate",
    "p.contract_id as contractId",
    "p.real_estate_id as realEstateId",
    "p.invoice_id as invoiceId",
    "p.receipt_id as receiptId",
    "re.title as unit",
    sql<string | null>`coalesce(tenant.name, payer.name)`.as("partyName"),
    "col.tenant_id as collectionTenantId",
  ]);
  return sortedPage(rows, journalSortable(filters.direction), filters, window);
}

/**
 * The contracts for the journal's contract picker, newest first, with their tenant and unit. Every signed contract
 * schedules charges that post to the journal, so each one has lines to show.
 */
export const listJournalContracts = (db: Db, { orgId }: { orgId: string }) =>
  db
    .selectFrom("contracts as c")
    .innerJoin("contacts as tenant", "tenant.id", "c.tenant_id")
    .innerJoin("real_estates as re", "re.id", "c.real_estate_id")
    .where("c.org_id", "=", orgId)
    .select(["c.id", "c.contract_start as contractStart", "c.contract_end as contractEnd", "tenant.name as tenantName", "re.title as unit"])
    .orderBy("c.contract_start", "desc")
    .orderBy("c.id")
    .execute();
