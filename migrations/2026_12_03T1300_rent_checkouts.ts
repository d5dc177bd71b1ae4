import { sql, type Kysely } from "kysely";

// Tenants pay rent online (issue #20). An organization's own gateway account holds its Moyasar keys encrypted by the
// server (AES-256-GCM, SECRETS_KEY): the database never sees them in the clear, and only the key's last four
// characters are kept readable. A rent checkout is the tenant's chosen instalments and their total, paid on the
// gateway's hosted page; its first paid settlement fixes the gateway payment and the paid date, so a replay of the
// webhook or the return, even on a later day, sends the ledger the same commands. An instalment the landlord marked
// paid meanwhile is not paid twice: it is listed as owed back to the tenant.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table organization_gateway_accounts (
      org_id uuid primary key references organizations (id),
      gateway text not null check (gateway in ('moyasar')),
      secret_key_sealed text not null,
      secret_key_last_four text not null,
      webhook_secret_sealed text not null,
      updated_at timestamptz not null default now()
    );

    create table rent_checkouts (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id),
      contact_id uuid not null,
      payment_ids uuid[] not null check (cardinality(payment_ids) > 0),
      total numeric(14,2) not null check (total > 0),
      gateway text not null,
      gateway_invoice_id text,
      status text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
      gateway_payment_id text,
      paid_date date,
      refund_payment_ids uuid[] not null default '{}',
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      foreign key (org_id, contact_id) references contacts (org_id, id),
      check ((status = 'paid') = (gateway_payment_id is not null and paid_date is not null))
    );
    create index rent_checkouts_contact_idx on rent_checkouts (org_id, contact_id, created_at desc);
  `.execute(db);

  for (const table of ["organization_gateway_accounts", "rent_checkouts"]) {
    await sql`
      alter table ${sql.table(table)} enable row level security;
      create policy org_isolation on ${sql.table(table)}
        using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
        with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    `.execute(db);
  }

  await sql`
    grant select, insert, update, delete on organization_gateway_accounts to amlak_app;
    grant select, insert, update on rent_checkouts to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table rent_checkouts, organization_gateway_accounts`.execute(db);
}
