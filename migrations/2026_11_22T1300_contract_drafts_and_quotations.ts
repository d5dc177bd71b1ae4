import { sql, type Kysely } from "kysely";

// Contract drafts and rent quotations are proposals, not money: plain tables, edited in place. A draft becomes a
// contract only through the ledger (convert signs it); a quotation is printed for a prospective tenant.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table contract_drafts (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations(id),
      terms jsonb not null,
      status text not null default 'draft' check (status in ('draft', 'cancelled', 'converted')),
      contract_id uuid references contracts(id),
      created_by uuid not null references users(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index contract_drafts_org_idx on contract_drafts (org_id, created_at desc);

    create table rent_quotations (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations(id),
      real_estate_id uuid not null references real_estates(id),
      prospect_name text not null,
      prospect_phone text,
      terms jsonb not null,
      valid_until date,
      created_by uuid not null references users(id),
      created_at timestamptz not null default now()
    );
    create index rent_quotations_org_idx on rent_quotations (org_id, created_at desc);
  `.execute(db);
  for (const table of ["contract_drafts", "rent_quotations"]) {
    await sql`
      alter table ${sql.table(table)} enable row level security;
      create policy org_isolation on ${sql.table(table)}
        using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
        with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
      grant select, insert, update, delete on ${sql.table(table)} to amlak_app;
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table rent_quotations, contract_drafts`.execute(db);
}
