import { sql, type Kysely } from "kysely";

// Cheques (issue #23): a reminder to deposit a held cheque, 3 days before its due date and on it, goes to the landlord
// exactly once per cheque and kind (a task and a text to the account owner), claimed by this table's key in the
// transaction that writes them, as rent reminders are. No foreign key to cheques: the ledger's read models are rebuilt
// from events, and a reminder that went stays a fact. The job writes on the owner's connection.
// The tenant portal shows a tenant their own cheques: amlak_portal reads cheques narrowed to the contact's own.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table cheque_deposit_reminders (
      org_id uuid not null references organizations (id),
      cheque_id uuid not null,
      kind text not null check (kind in ('before_3', 'due_date')),
      due_date date not null,
      queued_at timestamptz not null,
      task_id uuid,
      message_id bigint references messages (id),
      primary key (cheque_id, kind, org_id)
    );
    alter table cheque_deposit_reminders enable row level security;
    create policy org_isolation on cheque_deposit_reminders
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);

    grant select on cheques to amlak_portal;
    create policy portal_scope on cheques as restrictive for select to amlak_portal
      using (tenant_id = any(portal_contact_ids()));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop policy portal_scope on cheques;
    revoke select on cheques from amlak_portal;
    drop table cheque_deposit_reminders;
  `.execute(db);
}
