import { sql, type Kysely } from "kysely";

// The reports over a year of a large portfolio (issue #10, docs/performance.md "Reports"):
// - the money reports select paid payments by the day they were paid, which no index served (payments_org_due_idx is
//   by due date): each read scanned every payment of the organization;
// - the tax invoice report selects invoices by their Riyadh day. `timezone('Asia/Riyadh', issued_at)::date` is
//   immutable (the zone is written out), so an index on it serves `(issued_at at time zone 'Asia/Riyadh')::date`.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index payments_org_paid_date_idx on payments (org_id, paid_date) where status = 'paid';
    create index invoices_org_riyadh_day_idx on invoices (org_id, ((issued_at at time zone 'Asia/Riyadh')::date));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop index invoices_org_riyadh_day_idx;
    drop index payments_org_paid_date_idx;
  `.execute(db);
}
