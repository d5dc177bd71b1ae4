import { sql } from "kysely";
import type { Db } from "../client.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";
import { visiblePayment } from "./payments.repository.ts";

/**
 * What a collection voucher can pay: the tenant's pending charges under their contracts (income collected from the
 * tenant, VAT included), oldest due first, leaving out the types the caller's role does not see.
 */
export function listOpenInstalments(db: Db, { tenantId, hiddenTypes }: { tenantId: string; hiddenTypes: readonly string[] }) {
  return db
    .selectFrom("payments as p")
    .innerJoin("contracts as c", (join) => join.onRef("c.org_id", "=", "p.org_id").onRef("c.id", "=", "p.contract_id"))
    .leftJoin("real_estates as re", "re.id", "p.real_estate_id")
    .where("c.tenant_id", "=", tenantId)
    .where("p.status", "=", "pending")
    .where("p.party", "=", "tenant")
    .where("p.direction", "=", "income")
    .where(visiblePayment(hiddenTypes))
    .select([
      "p.id",
      "p.contract_id as contractId",
      "p.due_date as dueDate",
      sql<string>`p.price + p.vat`.as("amountDue"),
      sql<string>`coalesce(p.payment_type, p.category, '')`.as("type"),
      "re.title as realEstate",
    ])
    .orderBy("p.due_date")
    .orderBy("p.id")
    .execute();
}

const COLLECTION_SORT = {
  columns: { paid_date: sql`paid_date`, amount: sql`amount`, advance: sql`advance` },
  tieBreaker: sql`received_at`,
} satisfies Sortable<"paid_date" | "amount" | "advance">;

/** One page of a tenant's collection vouchers, with how many payments each paid. */
export function listTenantCollections(
  db: Db,
  tenantId: string,
  order: { sort: keyof typeof COLLECTION_SORT.columns; direction: SortDirection },
  window: RowWindow,
) {
  const query = db
    .selectFrom("collections")
    .where("tenant_id", "=", tenantId)
    .select([
      "id",
      "paid_date as paidDate",
      "amount",
      "method",
      "reference",
      "advance",
      "status",
      sql<number>`jsonb_array_length(allocations)`.as("paidCount"),
      (eb) => eb.selectFrom("receipts").select("receipts.id").whereRef("receipts.collection_id", "=", "collections.id").as("receiptId"),
      (eb) =>
        eb.selectFrom("receipts").select("receipts.number").whereRef("receipts.collection_id", "=", "collections.id").as("receiptNumber"),
    ]);
  return sortedPage(query, COLLECTION_SORT, order, window);
}

/** What the tenant's vouchers hold for them beyond the instalments they paid. */
export async function advanceHeld(db: Db, tenantId: string): Promise<string> {
  const row = await db
    .selectFrom("collections")
    .where("tenant_id", "=", tenantId)
    .where("status", "=", "received")
    .select(sql<string>`coalesce(sum(advance_left), 0)`.as("held"))
    .executeTakeFirstOrThrow();
  return row.held;
}

/**
 * Across organizations (the owner's pool, for the daily job): the tenants whose vouchers hold an advance while an
 * instalment of theirs is due by `today` and unpaid.
 */
export function findTenantsWithAdvanceDue(owner: Db, today: string) {
  return owner
    .selectFrom("collections as co")
    .where("co.status", "=", "received")
    .where("co.advance_left", ">", "0")
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("payments as p")
          .innerJoin("contracts as c", (join) => join.onRef("c.org_id", "=", "p.org_id").onRef("c.id", "=", "p.contract_id"))
          .whereRef("c.org_id", "=", "co.org_id")
          .whereRef("c.tenant_id", "=", "co.tenant_id")
          .where("p.status", "=", "pending")
          .where("p.party", "=", "tenant")
          .where("p.direction", "=", "income")
          .where("p.due_date", "<=", today)
          .select(sql`1`.as("one")),
      ),
    )
    .select(["co.org_id as orgId", "co.tenant_id as tenantId"])
    .distinct()
    .execute();
}
