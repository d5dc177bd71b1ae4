import { sql, type Kysely } from "kysely";

// Credit and debit notes where owners and the tax report look for them (issue #23):
// - the owner portal reads the notes on the fee invoices it may see: a note is visible when its invoice is (the
//   invoices policy admits the fee invoices of the owner's own remittances), so one owner never reads another's;
// - the tax invoice report selects notes by their Riyadh day, as it does invoices (2026_11_27T1000_report_indexes).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    grant select on credit_notes to amlak_portal;
    create policy portal_scope on credit_notes as restrictive for select to amlak_portal
      using (invoice_id in (select i.id from invoices i));
    create index credit_notes_org_riyadh_day_idx on credit_notes (org_id, ((issued_at at time zone 'Asia/Riyadh')::date));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop index credit_notes_org_riyadh_day_idx;
    drop policy portal_scope on credit_notes;
    revoke select on credit_notes from amlak_portal;
  `.execute(db);
}
