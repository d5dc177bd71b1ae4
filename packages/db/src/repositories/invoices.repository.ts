import { sql, type ExpressionBuilder } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";
import { visiblePayment } from "./payments.repository.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";

/** The invoice; none when it covers a payment of a type the caller's role may not see (`hiddenTypes`). */
export const findInvoice = (db: Db, id: string, hiddenTypes: readonly string[]) =>
  db.selectFrom("invoices as i").selectAll("i").where("i.id", "=", id).where(coversNoHiddenPayment(hiddenTypes)).executeTakeFirst();

/**
 * The invoice (alias `i`) has no line for a payment of a type the caller's role may not see; a management fee's
 * invoice is a commission's, hidden from whoever may not see commissions.
 */
function coversNoHiddenPayment(hiddenTypes: readonly string[]) {
  return ({ and, eb, not, exists, selectFrom }: ExpressionBuilder<DB & { i: DB["invoices"] }, "i">) =>
    and([
      not(
        exists(
          selectFrom("payments as p")
            .select(sql`1`.as("one"))
            .where(sql<boolean>`p.id = any(i.payment_ids)`)
            .where(sql<boolean>`not ${visiblePayment(hiddenTypes)}`),
        ),
      ),
      ...(hiddenTypes.includes("commission") ? [eb("i.remittance_id", "is", null)] : []),
    ]);
}

/** The day a document was issued, in the organization's calendar (Asia/Riyadh). */
export const riyadhDay = (column: "i.issued_at" | "r.issued_at") => sql<string>`(${sql.ref(column)} at time zone 'Asia/Riyadh')::date`;

/** A document's printed number (INV-000012), so the search matches what the reader sees. */
export const printedNumber = (prefix: "INV" | "RC", column: "i.number" | "r.number") =>
  sql<string>`${prefix} || '-' || lpad(${sql.ref(column)}::text, 6, '0')`;

/** The invoices table's sortable columns, as the client names them (ZInvoiceListSchema). */
const SORTABLE = {
  columns: {
    number: sql.ref("i.number"),
    date: sql.ref("i.issued_at"),
    party: sql`i.buyer->>'name'`,
    totalWithoutVat: sql.ref("i.total_without_vat"),
    vat: sql.ref("i.vat_total"),
    total: sql.ref("i.total"),
  },
  tieBreaker: sql.ref("i.id"),
} satisfies Sortable<string>;

type InvoiceSort = keyof typeof SORTABLE.columns;

export interface DocumentFilters {
  date_from?: string | undefined;
  date_to?: string | undefined;
  searchText?: string | undefined;
}

/**
 * The tax invoices of the organization, filtered by issue day and by the top bar's search (number or buyer), sorted
 * and paged. An invoice for a payment type the caller's role may not see (`hiddenTypes`) is left out.
 */
export function listInvoices(
  db: Db,
  { orgId, hiddenTypes }: { orgId: string; hiddenTypes: readonly string[] },
  filters: DocumentFilters & { sort: InvoiceSort; direction: SortDirection },
  window: RowWindow,
) {
  let query = db.selectFrom("invoices as i").where("i.org_id", "=", orgId);
  if (filters.date_from) query = query.where(riyadhDay("i.issued_at"), ">=", filters.date_from);
  if (filters.date_to) query = query.where(riyadhDay("i.issued_at"), "<=", filters.date_to);
  if (filters.searchText) {
    const like = `%${filters.searchText}%`;
    query = query.where((eb) => eb.or([eb(printedNumber("INV", "i.number"), "ilike", like), eb(sql`i.buyer->>'name'`, "ilike", like)]));
  }
  if (hiddenTypes.length) query = query.where(coversNoHiddenPayment(hiddenTypes));
  const rows = query.select([
    "i.id",
    "i.number",
    "i.kind",
    riyadhDay("i.issued_at").as("date"),
    sql<string>`i.buyer->>'name'`.as("party"),
    sql<string | null>`i.buyer->>'vatNo'`.as("partyVatNo"),
    "i.total_without_vat as totalWithoutVat",
    "i.vat_total as vat",
    "i.total",
    "i.zatca_status as zatcaStatus",
    sql<{ id: string; noteType: "credit" | "debit"; number: number }[]>`coalesce((
      select json_agg(json_build_object('id', n.id, 'noteType', n.note_type, 'number', n.number) order by n.issued_at, n.number)
      from credit_notes n where n.org_id = i.org_id and n.invoice_id = i.id
    ), '[]'::json)`.as("notes"),
  ]);
  return sortedPage(rows, SORTABLE, filters, window);
}

/**
 * The credit or debit note with the number and issue time of the invoice it corrects; none when that invoice covers
 * a payment of a type the caller's role may not see.
 */
export const findCreditNote = (db: Db, id: string, hiddenTypes: readonly string[]) =>
  db
    .selectFrom("credit_notes as n")
    .innerJoin("invoices as i", (join) => join.onRef("i.id", "=", "n.invoice_id").onRef("i.org_id", "=", "n.org_id"))
    .selectAll("n")
    .select(["i.number as invoice_number", "i.issued_at as invoice_issued_at"])
    .where("n.id", "=", id)
    .where(coversNoHiddenPayment(hiddenTypes))
    .executeTakeFirst();

/** The notes issued on an invoice, oldest first, as the invoice lists them. */
export const listInvoiceNotes = (db: Db, invoiceId: string) =>
  db
    .selectFrom("credit_notes as n")
    .select([
      "n.id",
      "n.note_type as noteType",
      "n.number",
      sql<string>`(n.issued_at at time zone 'Asia/Riyadh')::date`.as("date"),
      "n.reason_code as reason",
      "n.reason_text as details",
      "n.total_without_vat as totalWithoutVat",
      "n.vat_total as vat",
      "n.total",
      "n.zatca_status as zatcaStatus",
    ])
    .where("n.invoice_id", "=", invoiceId)
    .orderBy("n.issued_at")
    .orderBy("n.number")
    .execute();
