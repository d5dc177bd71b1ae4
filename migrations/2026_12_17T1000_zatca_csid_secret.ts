import { sql, type Kysely } from "kysely";

// The secret ZATCA issues with a CSID (its Fatoora API's Basic password), sealed under SECRETS_KEY like the private
// key; null while the organization signs under the built-in sandbox's certificate (npm run zatca:csid sets it).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table zatca_credentials add column csid_secret_sealed text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table zatca_credentials drop column csid_secret_sealed`.execute(db);
}
