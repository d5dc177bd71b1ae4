import { sql, type Kysely } from "kysely";

// The mark-paid dialog offers the cash receipt and the tax invoice ticked, and keeps what the organization last chose:
// a landlord who never wants one unticks it once, not at every payment.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table organizations
      add column pay_issues_receipt boolean not null default true,
      add column pay_issues_invoice boolean not null default true;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table organizations drop column pay_issues_receipt, drop column pay_issues_invoice;
  `.execute(db);
}
