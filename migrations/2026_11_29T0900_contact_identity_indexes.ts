import { sql, type Kysely } from "kysely";

// Every contact save looks for another contact of the organization with the same phone or national id (the
// duplicate-contact rule); without these the lookup reads all of the organization's contacts.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index contacts_org_phone_idx on contacts (org_id, phone) where phone is not null;
    create index contacts_org_national_id_idx on contacts (org_id, national_id) where national_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop index contacts_org_phone_idx;
    drop index contacts_org_national_id_idx;
  `.execute(db);
}
