import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { CollectionAllocationJson } from "../json-columns.ts";
import { printedNumber, riyadhDay, type DocumentFilters } from "./invoices.repository.ts";
import { visiblePayment } from "./payments.repository.ts";
import { categoryOf } from "./reports/report-payments.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";

/**
 * The receipt with what it settles and who received it, as printed: for a payment's receipt, the payment (category
 * named in lang, unit, due date); for a collection voucher's, the voucher's reference and advance, and a line per
 * instalment it paid. None for a payment of a type the caller's role may not see (`hiddenTypes`).
 */
export async function findReceipt(db: Db, id: string, lang: "ar" | "en", hiddenTypes: readonly string[]) {
  const row = await db
    .selectFrom("receipts")
    .leftJoin("payments as p", "p.id", "receipts.payment_id")
    .leftJoin("collections as c", "c.id", "receipts.collection_id")
    .leftJoin("real_estates", "real_estates.id", "p.real_estate_id")
    .leftJoin("lookups", (join) => join.on("lookups.group", "=", "PAYMENT_CATEGORY").onRef("lookups.code", "=", categoryOf))
    .select([
      "receipts.id",
      "receipts.number",
      "receipts.issued_at",
      "receipts.payment_id",
      "receipts.collection_id",
      "receipts.amount",
      "receipts.payer",
      "receipts.method",
      "receipts.paid_date",
      "receipts.advance",
      "receipts.lines",
      "c.reference",
      "p.due_date",
      "p.received_by",
      "real_estates.title as real_estate_title",
      lang === "ar" ? "lookups.name_ar as category_name" : "lookups.name_en as category_name",
    ])
    .where("receipts.id", "=", id)
    .where(visiblePayment(hiddenTypes))
    .executeTakeFirst();
  if (!row) return undefined;
  const { lines, ...receipt } = row;
  return { ...receipt, lines: await voucherLines(db, lines ?? [], lang) };
}

/** A voucher receipt's lines, each with what the instalment is (category named in lang), its unit and due date. */
async function voucherLines(db: Db, lines: readonly CollectionAllocationJson[], lang: "ar" | "en") {
  if (lines.length === 0) return [];
  const paid = await db
    .selectFrom("payments as p")
    .leftJoin("real_estates", "real_estates.id", "p.real_estate_id")
    .leftJoin("lookups", (join) => join.on("lookups.group", "=", "PAYMENT_CATEGORY").onRef("lookups.code", "=", categoryOf))
    .select([
      "p.id",
      "p.due_date",
      "real_estates.title as real_estate_title",
      lang === "ar" ? "lookups.name_ar as category_name" : "lookups.name_en as category_name",
    ])
    .where(
      "p.id",
      "in",
      lines.map((line) => line.paymentId),
    )
    .execute();
  const byId = new Map(paid.map((payment) => [payment.id, payment]));
  return lines.map((line) => {
    const payment = byId.get(line.paymentId);
    return {
      payment_id: line.paymentId,
      amount: line.amount,
      due_date: payment?.due_date ?? null,
      real_estate_title: payment?.real_estate_title ?? null,
      category_name: payment?.category_name ?? null,
    };
  });
}

/** The receipts table's sortable columns, as the client names them (ZReceiptListSchema). */
const SORTABLE = {
  columns: {
    number: sql.ref("r.number"),
    date: sql.ref("r.issued_at"),
    party: sql.ref("r.payer"),
    amount: sql.ref("r.amount"),
    method: sql.ref("r.method"),
    paidDate: sql.ref("r.paid_date"),
  },
  tieBreaker: sql.ref("r.id"),
} satisfies Sortable<string>;

type ReceiptSort = keyof typeof SORTABLE.columns;

/**
 * The cash receipts of the organization (of one payment, with the unit it concerns, or of a collection voucher), filtered by issue day and by the top bar's search
 * (number or payer), sorted and paged; receipts for payment types the caller's role may not see are left out.
 */
export function listReceipts(
  db: Db,
  { orgId, hiddenTypes }: { orgId: string; hiddenTypes: readonly string[] },
  filters: DocumentFilters & { sort: ReceiptSort; direction: SortDirection },
  window: RowWindow,
) {
  let query = db
    .selectFrom("receipts as r")
    .leftJoin("payments as p", "p.id", "r.payment_id")
    .leftJoin("real_estates as re", "re.id", "p.real_estate_id")
    .where("r.org_id", "=", orgId);
  if (filters.date_from) query = query.where(riyadhDay("r.issued_at"), ">=", filters.date_from);
  if (filters.date_to) query = query.where(riyadhDay("r.issued_at"), "<=", filters.date_to);
  if (filters.searchText) {
    const like = `%${filters.searchText}%`;
    query = query.where((eb) => eb.or([eb(printedNumber("RC", "r.number"), "ilike", like), eb("r.payer", "ilike", like)]));
  }
  query = query.where(visiblePayment(hiddenTypes));
  const rows = query.select([
    "r.id",
    "r.number",
    riyadhDay("r.issued_at").as("date"),
    "r.payer as party",
    "r.amount",
    "r.method",
    "r.paid_date as paidDate",
    "r.payment_id as paymentId",
    "r.collection_id as collectionId",
    "p.contract_id as contractId",
    "re.title as unit",
  ]);
  return sortedPage(rows, SORTABLE, filters, window);
}
