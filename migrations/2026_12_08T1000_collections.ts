import { sql, type Kysely } from "kysely";

// Collection vouchers (issue #23): one amount received from a tenant across their instalments, with what it paid and
// the advance it left on the tenant's account. A read model of the ledger's collection streams, like receipts.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table collections (
      id uuid not null,
      org_id uuid not null references organizations(id),
      tenant_id uuid not null,
      amount numeric(14,2) not null check (amount > 0),
      paid_date date not null,
      method text not null,
      reference text not null,
      allocations jsonb not null,
      advance numeric(14,2) not null check (advance >= 0),
      status text not null check (status in ('received', 'undone')),
      received_at timestamptz not null,
      primary key (org_id, id),
      foreign key (org_id, tenant_id) references contacts (org_id, id)
    );
    create index collections_org_tenant_idx on collections (org_id, tenant_id, paid_date desc);
    alter table collections enable row level security;
    create policy org_isolation on collections
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select, insert, update on collections to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table collections`.execute(db);
}
