import { sql, type Kysely } from "kysely";

// A VAT-registered tenant's tax details (issue #23): its VAT number and its Saudi national address in ZATCA's parts
// (street, 4-digit building number, district, city, 5-digit postal code), from which its tax invoices become standard
// (B2B) ones. The free-text national_address stays as it was (SPEC §3, §7); a VAT number comes with the address.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contacts
      add column vat_no text check (vat_no ~ '^3[0-9]{14}$'),
      add column buyer_address jsonb check (
        jsonb_typeof(buyer_address) = 'object'
        and buyer_address ?& array['street', 'building_number', 'district', 'city', 'postal_code']
      ),
      add constraint contacts_vat_no_with_address check (vat_no is null or buyer_address is not null);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table contacts drop constraint contacts_vat_no_with_address, drop column buyer_address, drop column vat_no`.execute(db);
}
