import { sql, type Kysely } from "kysely";

// Rent reminders that go out exactly once (issue #20): one row per instalment and kind, claimed by its primary key in
// the same transaction as the message it queues, so a second run of the day, a retry, two workers or a run after a
// restart send nothing twice. The row keeps its message's id, so a payment shows each reminder's delivery status. No
// foreign key to payments: the ledger's read models are rebuilt from events, and a reminder that went stays a fact.
// The job writes on the owner's connection; requests only read (the payment screens). Beyond the SPEC, the notice on
// the due date and the one 3 days overdue are each switchable per organization, on by default.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table rent_reminders (
      org_id uuid not null references organizations (id),
      payment_id uuid not null,
      kind text not null check (kind in ('before_14', 'before_7', 'due_today', 'overdue_3')),
      due_date date not null,
      queued_at timestamptz not null,
      message_id bigint references messages (id),
      primary key (payment_id, kind)
    );
    alter table rent_reminders enable row level security;
    create policy org_isolation on rent_reminders
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select on rent_reminders to amlak_app;

    alter table organizations
      add column remind_on_due_date boolean not null default true,
      add column remind_when_overdue boolean not null default true;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table organizations drop column remind_on_due_date, drop column remind_when_overdue;
    drop table rent_reminders;
  `.execute(db);
}
