import { sql, type Kysely } from "kysely";

// Cheques a tenant handed over (issue #23), often post-dated: held, deposited, cleared (their amount received as a
// collection voucher) or bounced. A read model of the ledger's cheque streams.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table cheques (
      id uuid not null,
      org_id uuid not null references organizations(id),
      tenant_id uuid not null,
      number text not null,
      bank text not null,
      amount numeric(14,2) not null check (amount > 0),
      due_date date not null,
      instalment_id uuid,
      status text not null check (status in ('held', 'deposited', 'cleared', 'bounced')),
      deposited_on date,
      cleared_on date,
      bounced_on date,
      bounce_reason text,
      collection_id uuid,
      registered_at timestamptz not null,
      primary key (org_id, id),
      foreign key (org_id, tenant_id) references contacts (org_id, id),
      foreign key (org_id, collection_id) references collections (org_id, id) deferrable initially deferred
    );
    create index cheques_org_tenant_idx on cheques (org_id, tenant_id, due_date);
    create index cheques_outstanding_idx on cheques (org_id, due_date) where status in ('held', 'deposited');
    alter table cheques enable row level security;
    create policy org_isolation on cheques
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select, insert, update on cheques to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table cheques`.execute(db);
}
