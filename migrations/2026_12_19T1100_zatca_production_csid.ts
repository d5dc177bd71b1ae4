import { sql, type Kysely } from "kysely";

// ZATCA's onboarding to the end (issue #23): the compliance CSID is kept apart (its certificate, its secret sealed
// under SECRETS_KEY, and the request id the production CSID is asked with), and documents go on being signed under
// the certificate they were signed under until ZATCA issues the production CSID. certificate_kind says which that
// is; an organization that stored a compliance CSID before signs under it ('compliance').
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table zatca_credentials
      add column certificate_kind text not null default 'sandbox'
        check (certificate_kind in ('sandbox', 'compliance', 'production')),
      add column compliance_certificate_pem text,
      add column compliance_secret_sealed text,
      add column compliance_request_id text;
    update zatca_credentials set certificate_kind = 'compliance' where csid_secret_sealed is not null;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table zatca_credentials
      drop column certificate_kind,
      drop column compliance_certificate_pem,
      drop column compliance_secret_sealed,
      drop column compliance_request_id;
  `.execute(db);
}
