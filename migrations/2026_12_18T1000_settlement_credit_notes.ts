import { sql, type Kysely } from "kysely";

// A settlement that refunds rent a tax invoice charged takes it off the invoice by credit notes (issue #23): what
// they took off the tenant's account, and which notes they are. Settlements before them refunded without notes.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table lease_settlements
      add column refund_credited numeric(14,2) not null default 0 check (refund_credited >= 0 and refund_credited <= refund),
      add column credit_note_ids uuid[] not null default '{}'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table lease_settlements drop column refund_credited, drop column credit_note_ids`.execute(db);
}
