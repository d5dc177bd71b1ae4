import { sql, type SqlBool } from "kysely";
import type { Db } from "../client.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";

/**
 * The payment (table alias `p`) is of none of `hiddenTypes`, the payment types the caller's role may not see: its
 * scheduled type, or a manual payment's category. Every read of payments by id or in a list applies it, so a hidden
 * payment reads as one that does not exist.
 */
export function visiblePayment(hiddenTypes: readonly string[]) {
  return hiddenTypes.length
    ? sql<boolean>`coalesce(p.payment_type, p.category, '') not in (${sql.join([...hiddenTypes])})`
    : sql<boolean>`true`;
}

/**
 * Payments (the read model) by due date; of one contract, or one payment, when the filter says so; those of the
 * types the caller's role may not see (`hiddenTypes`) left out.
 */
export function findPaymentRows(
  db: Db,
  filter: { contractId?: string; id?: string; ids?: readonly string[] },
  hiddenTypes: readonly string[],
) {
  let query = db
    .selectFrom("payments as p")
    .where(visiblePayment(hiddenTypes))
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
  if (filter.ids) query = query.where("id", "=", sql<string>`any(${[...filter.ids]}::uuid[])`);
  return query.execute();
}

/** Of the payments `paymentIds`, those of a type the caller's role may not see (`hiddenTypes`). */
export function findHiddenPaymentIds(db: Db, paymentIds: readonly string[], hiddenTypes: readonly string[]) {
  return db
    .selectFrom("payments as p")
    .select("p.id")
    .where("p.id", "in", [...paymentIds])
    .where(sql<boolean>`not ${visiblePayment(hiddenTypes)}`)
    .execute();
}

/** The tenant of the contract the payment belongs to (name null when the payment has no contract). */
export const findPaymentPayer = (db: Db, paymentId: string) =>
  db
    .selectFrom("payments")
    .leftJoin("contracts", "contracts.id", "payments.contract_id")
    .leftJoin("contacts", "contacts.id", "contracts.tenant_id")
    .select(["contacts.name", "contacts.vat_no", "contacts.buyer_address"])
    .where("payments.id", "=", paymentId)
    .executeTakeFirst();

/** Who the payment concerns: the tenant of its contract, or the lessor for the lessor's commission. */
const PARTY_NAME = sql<string | null>`case p.party when 'tenant' then tenant.name when 'lessor' then lessor.name end`;

/** The payments page's sortable columns, as the client names them (ZPaymentListSchema). */
const SORTABLE = {
  columns: {
    dueDate: sql.ref("p.due_date"),
    amount: sql.ref("p.price"),
    status: sql.ref("p.status"),
    paidDate: sql.ref("p.paid_date"),
    type: sql`coalesce(p.payment_type, p.category)`,
    unit: sql.ref("re.title"),
    party: PARTY_NAME,
  },
  tieBreaker: sql.ref("p.id"),
} satisfies Sortable<string>;

type PaymentSort = keyof typeof SORTABLE.columns;

interface PaymentFilters {
  status?: "pending" | "overdue" | "paid" | "canceled" | undefined;
  due_from?: string | undefined;
  due_to?: string | undefined;
  payment_type?: string | undefined;
  payment_direction?: "income" | "expense" | undefined;
  lessor_id?: string | undefined;
  real_estate_id?: string | undefined;
  contract_id?: string | undefined;
  tenant_id?: string | undefined;
  searchText?: string | undefined;
}

/** Whose payments a list reads, the Riyadh day "overdue" is measured against, and the types the caller may not see. */
export interface PaymentScope {
  orgId: string;
  today: string;
  hiddenTypes: readonly string[];
}

/**
 * The organization's live payments (a split one is shown as its parts, a deleted one not at all) with the unit, the
 * contract's tenant and the lessor they concern, filtered; `hiddenTypes` are payment types the caller's role may not
 * see. The lessor is the contract's, or the unit's for a payment without a contract.
 */
export function filteredPayments(db: Db, { orgId, today, hiddenTypes }: PaymentScope, filters: PaymentFilters) {
  let query = db
    .selectFrom("payments as p")
    .leftJoin("real_estates as re", "re.id", "p.real_estate_id")
    .leftJoin("contracts as c", "c.id", "p.contract_id")
    .leftJoin("contacts as tenant", "tenant.id", "c.tenant_id")
    .leftJoin("contacts as lessor", (join) => join.on(sql<boolean>`lessor.id = coalesce(c.lessor_id, re.lessor_id)`))
    .where("p.org_id", "=", orgId)
    .where("p.status", "not in", ["deleted", "split"])
    .where(visiblePayment(hiddenTypes));
  if (filters.status === "overdue") query = query.where("p.status", "=", "pending").where("p.due_date", "<", today);
  else if (filters.status) query = query.where("p.status", "=", filters.status);
  if (filters.due_from) query = query.where("p.due_date", ">=", filters.due_from);
  if (filters.due_to) query = query.where("p.due_date", "<=", filters.due_to);
  if (filters.payment_type) query = query.where(sql<boolean>`coalesce(p.payment_type, p.category) = ${filters.payment_type}`);
  if (filters.payment_direction === "income") query = query.where(IS_INCOME);
  else if (filters.payment_direction) query = query.where("p.direction", "=", filters.payment_direction);
  if (filters.lessor_id) query = query.where("lessor.id", "=", filters.lessor_id);
  // A compound's payments are its own and its units'.
  if (filters.real_estate_id) {
    const estate = filters.real_estate_id;
    query = query.where((eb) => eb.or([eb("p.real_estate_id", "=", estate), eb("re.parent_id", "=", estate)]));
  }
  if (filters.tenant_id) query = query.where("c.tenant_id", "=", filters.tenant_id);
  if (filters.contract_id) query = query.where("p.contract_id", "=", filters.contract_id);
  if (filters.searchText) {
    const like = `%${filters.searchText}%`;
    query = query.where((eb) =>
      eb.or([
        eb("re.title", "ilike", like),
        eb("tenant.name", "ilike", like),
        eb("lessor.name", "ilike", like),
        eb("p.comment", "ilike", like),
      ]),
    );
  }
  return query;
}

/**
 * Income: money coming in other than a security deposit, which is held for the tenant and never income (issue #23);
 * a deposit is listed only when no direction is asked for.
 */
export const IS_INCOME = sql<SqlBool>`p.direction = 'income' and coalesce(p.payment_type, p.category) is distinct from 'deposit'`;

/** The payments page across the portfolio: one window of the filtered payments, sorted, with the whole list's count. */
export function listPayments(
  db: Db,
  scope: PaymentScope,
  filters: PaymentFilters & { sort: PaymentSort; direction: SortDirection },
  window: RowWindow,
) {
  const rows = filteredPayments(db, scope, filters)
    .leftJoin("invoices as inv", "inv.id", "p.invoice_id")
    .leftJoin("receipts as rc", "rc.id", "p.receipt_id")
    // The task whose cost this expense records, if any (tasks.expense_payment_id).
    .leftJoin("tasks as task", (join) =>
      join.onRef("task.expense_payment_id", "=", "p.id").onRef("task.org_id", "=", "p.org_id").on("task.status", "<>", "deleted"),
    )
    .select([
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
      "p.comment",
      "p.contacted",
      "p.contact_notes as contactNotes",
      "p.contract_id as contractId",
      "p.real_estate_id as realEstateId",
      "re.title as unit",
      PARTY_NAME.as("partyName"),
      "p.invoice_id as invoiceId",
      "inv.number as invoiceNumber",
      // The credit and debit notes on the payment's invoice, oldest first: a payment row shows what corrected it.
      sql<{ id: string; noteType: "credit" | "debit"; number: number; total: string }[]>`coalesce((
        select json_agg(json_build_object('id', n.id, 'noteType', n.note_type, 'number', n.number, 'total', n.total::text)
          order by n.issued_at, n.number)
        from credit_notes n where n.org_id = p.org_id and n.invoice_id = p.invoice_id
      ), '[]'::json)`.as("notes"),
      "p.receipt_id as receiptId",
      "rc.number as receiptNumber",
      "task.id as taskId",
      "task.title as taskTitle",
    ]);
  return sortedPage(rows, SORTABLE, filters, window);
}

/**
 * What the whole filtered list adds up to, income and expense apart: prices and VAT summed in numeric by
 * PostgreSQL, as exact decimal text.
 */
export function sumPayments(db: Db, scope: PaymentScope, filters: PaymentFilters) {
  const total = (direction: "income" | "expense", column: "price" | "vat") =>
    sql<string>`coalesce(sum(${sql.ref(`p.${column}`)}) filter (where ${direction === "income" ? IS_INCOME : sql`p.direction = 'expense'`}), 0)::text`;
  return filteredPayments(db, scope, filters)
    .select([
      total("income", "price").as("incomePrice"),
      total("income", "vat").as("incomeVat"),
      total("expense", "price").as("expensePrice"),
      total("expense", "vat").as("expenseVat"),
    ])
    .executeTakeFirstOrThrow();
}
