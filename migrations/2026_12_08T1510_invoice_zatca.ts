import { sql, type Kysely } from "kysely";

// ZATCA phase 2 (issue #23): an invoice of an onboarded organization is also a signed UBL document — its UUID, counter
// (ICV), previous invoice hash (PIH), hash, phase-2 QR and XML, from its InvoiceSigned event — and has ZATCA's answer
// (pending until reported or cleared, or rejected with reasons). Older invoices have none of it. The application may
// update only these columns, which the projection of the later events fills in.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table invoices
      add column zatca_uuid uuid,
      add column zatca_kind text check (zatca_kind in ('standard', 'simplified')),
      add column icv integer check (icv > 0),
      add column pih text,
      add column invoice_hash text,
      add column zatca_qr text,
      add column signed_xml text,
      add column zatca_status text check (zatca_status in ('pending', 'reported', 'cleared', 'rejected')),
      add column zatca_reasons jsonb,
      add constraint invoices_one_icv unique (org_id, icv),
      add constraint invoices_zatca_whole check (
        num_nonnulls(zatca_uuid, zatca_kind, icv, pih, invoice_hash, zatca_qr, signed_xml, zatca_status) in (0, 8)
      );
    create index invoices_zatca_pending_idx on invoices (org_id) where zatca_status = 'pending';
    grant update (zatca_uuid, zatca_kind, icv, pih, invoice_hash, zatca_qr, signed_xml, zatca_status, zatca_reasons)
      on invoices to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    revoke update on invoices from amlak_app;
    alter table invoices
      drop column zatca_uuid, drop column zatca_kind, drop column icv, drop column pih, drop column invoice_hash,
      drop column zatca_qr, drop column signed_xml, drop column zatca_status, drop column zatca_reasons;
  `.execute(db);
}
