import { sql, type Kysely } from "kysely";

// Only a VAT-registered seller charges VAT and issues tax invoices (registration is mandatory above SAR 375,000 a
// year; most small landlords are below it). Organizations that already gave a VAT number were charging VAT, so
// they stay registered; every other one is not, and a new one starts not registered. A registered organization
// must have its VAT number, which its tax invoices and their ZATCA QR carry.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table organizations add column vat_registered boolean not null default false;
    update organizations set vat_registered = true where coalesce(vat_no, '') <> '';
    alter table organizations add constraint organizations_vat_registered_has_vat_no
      check (not vat_registered or coalesce(vat_no, '') <> '');
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table organizations drop column vat_registered;
  `.execute(db);
}
