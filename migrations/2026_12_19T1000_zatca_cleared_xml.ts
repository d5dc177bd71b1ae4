import { sql, type Kysely } from "kysely";

// ZATCA's answer kept whole (issue #23): the warnings it accepted a document with, and the document as it cleared a
// standard one (with its stamp and QR), which is what the buyer receives; both projected from InvoiceSubmitted and
// CreditNoteSubmitted. The application may write them as it writes the other ZATCA columns.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table invoices add column zatca_warnings jsonb, add column cleared_xml text;
    alter table credit_notes add column zatca_warnings jsonb, add column cleared_xml text;
    grant update (zatca_warnings, cleared_xml) on invoices, credit_notes to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    revoke update (zatca_warnings, cleared_xml) on invoices, credit_notes from amlak_app;
    alter table invoices drop column zatca_warnings, drop column cleared_xml;
    alter table credit_notes drop column zatca_warnings, drop column cleared_xml;
  `.execute(db);
}
