import { sql, type Kysely } from "kysely";

// ZATCA phase 2 (issue #23): each organization's EGS unit, onboarded once (npm run zatca:csr) — its secp256k1 key,
// the CSR to ZATCA's profile, the certificate it signs under (the built-in sandbox's until a real CSID replaces it),
// the seller's national address the documents need, and the head of its hash chain (the last invoice counter and
// hash), which the issuing transaction locks and moves on.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table zatca_credentials (
      org_id uuid primary key references organizations(id),
      egs_id uuid not null,
      environment text not null check (environment in ('sandbox', 'simulation', 'production')),
      private_key_pem text not null,
      csr_pem text not null,
      certificate_pem text not null,
      seller_address jsonb not null,
      last_icv integer not null default 0 check (last_icv >= 0),
      last_hash text not null,
      created_at timestamptz not null default now()
    );
    alter table zatca_credentials enable row level security;
    create policy org_isolation on zatca_credentials
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select, insert, update on zatca_credentials to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table zatca_credentials`.execute(db);
}
