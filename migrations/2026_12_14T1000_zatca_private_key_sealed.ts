import { sql, type Kysely } from "kysely";

// The EGS unit's private key is kept sealed (AES-256-GCM under SECRETS_KEY) from now on. SQL cannot seal the keys
// already kept (it has no key), so those stay PEM until the organization is onboarded again; the ledger opens both.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table zatca_credentials rename column private_key_pem to private_key_sealed`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table zatca_credentials rename column private_key_sealed to private_key_pem`.execute(db);
}
