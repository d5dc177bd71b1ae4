import { sql } from "kysely";
import type { Db } from "../client.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";

/** Payments (the read model) by due date; of one contract, or one payment, when the filter says so. */
export function findPaymentRows(db: Db, filter: { contractId?: string; id?: string }) {
  let query = db
    .selectFrom("payments")
    .select([
      "id",
      "contract_id",
      "real_estate_id",
      "direction",
      "party",
      "payment_type",
      "category",
      "due_date",
      "price",
      "vat_rate",
      "vat",
      "status",
      "paid_date",
      "method",
      "received_by",
      "delivered_by",
      "paid_notes",
      "comment",
      "contacted",
      "contact_notes",
      "split_from",
      "invoice_id",
      "receipt_id",
    ])
    .orderBy("due_date")
    .orderBy("id");
  if (filter.contractId) query = query.where("contract_id", "=", filter.contractId);
  if (filter.id) query = query.where("id", "=", filter.id);
  return query.execute();
}

/** The tenant of the contract the payment belongs to (name null when the payment has no contract). */
export const findPaymentPayer = (db: Db, paymentId: string) =>
  db
    .selectFrom("payments")
    .leftJoin("contracts", "contracts.id", "payments.contract_id")
    .leftJoin("contacts", "contacts.id", "contracts.tenant_id")
    .select("contacts.name")
    .where("payments.id", "=", paymentId)
    .executeTakeFirst();

/** The payments page's sortable columns, as the client names them (ZPaymentListSchema). */
const SORTABLE = {
  columns: {
    dueDate: sql.ref("p.due_date"),
    amount: sql.ref("p.price"),
    status: sql.ref("p.status"),
    paidDate: sql.ref("p.paid_date"),
    type: sql`coalesce(p.payment_type, p.category)`,
    unit: sql.ref("re.title"),
    party: sql.ref("tenant.name"),
  },
  tieBreaker: sql.ref("p.id"),
} satisfies Sortable<string>;

type PaymentSort = keyof typeof SORTABLE.columns;

interface PaymentFilters {
  status?: "pending" | "overdue" | "paid" | "canceled" | undefined;
  due_from?: string | undefined;
  due_to?: string | undefined;
  payment_type?: string | undefined;
  lessor_id?: string | undefined;
  real_estate_id?: string | undefined;
  contract_id?: string | undefined;
  searchText?: string | undefined;
}

/**
 * The payments page across the portfolio: the organization's live payments (a split one is shown as its parts, a
 * deleted one not at all) with the unit and the tenant they concern, filtered and sorted; `hiddenTypes` are payment
 * types the caller's role may not see.
 */
export function listPayments(
  db: Db,
  { orgId, today, hiddenTypes }: { orgId: string; today: string; hiddenTypes: readonly string[] },
  filters: PaymentFilters & { sort: PaymentSort; direction: SortDirection },
  window: RowWindow,
) {
  let query = db
    .selectFrom("payments as p")
    .leftJoin("real_estates as re", "re.id", "p.real_estate_id")
    .leftJoin("contracts as c", "c.id", "p.contract_id")
    .leftJoin("contacts as tenant", "tenant.id", "c.tenant_id")
    .where("p.org_id", "=", orgId)
    .where("p.status", "not in", ["deleted", "split"]);
  if (hiddenTypes.length) query = query.where(sql<boolean>`coalesce(p.payment_type, p.category) not in (${sql.join([...hiddenTypes])})`);
  if (filters.status === "overdue") query = query.where("p.status", "=", "pending").where("p.due_date", "<", today);
  else if (filters.status) query = query.where("p.status", "=", filters.status);
  if (filters.due_from) query = query.where("p.due_date", ">=", filters.due_from);
  if (filters.due_to) query = query.where("p.due_date", "<=", filters.due_to);
  if (filters.payment_type) query = query.where(sql<boolean>`coalesce(p.payment_type, p.category) = ${filters.payment_type}`);
  if (filters.lessor_id) query = query.where(sql<boolean>`coalesce(c.lessor_id, re.lessor_id) = ${filters.lessor_id}`);
  if (filters.real_estate_id) query = query.where("p.real_estate_id", "=", filters.real_estate_id);
  if (filters.contract_id) query = query.where("p.contract_id", "=", filters.contract_id);
  if (filters.searchText) {
    const like = `%${filters.searchText}%`;
    query = query.where((eb) => eb.or([eb("re.title", "ilike", like), eb("tenant.name", "ilike", like)]));
  }
  const rows = query.select([
    "p.id",
    "p.due_date as dueDate",
    "p.direction",
    "p.party",
    sql<string>`coalesce(p.payment_type, p.category)`.as("type"),
    "p.price",
    "p.vat",
    "p.status",
    "p.paid_date as paidDate",
    "p.method",
    "p.contract_id as contractId",
    "p.real_estate_id as realEstateId",
    "re.title as unit",
    "tenant.name as partyName",
    "p.invoice_id as invoiceId",
    "p.receipt_id as receiptId",
  ]);
  return sortedPage(rows, SORTABLE, filters, window);
}
