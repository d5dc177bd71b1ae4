import { sql, type Kysely } from "kysely";

// Credit and debit notes (issue #23): the correction of an issued tax invoice, which is never changed itself. A read
// model of the ledger's credit-note streams, numbered per organization and type from sequences of their own, signed
// into the same ZATCA chain as the invoices (the counter is unique across both, by the chain's row lock, and within
// each table by constraint). The application may update only the columns of ZATCA's answer and the signed document.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table document_sequences drop constraint document_sequences_kind_check;
    alter table document_sequences add constraint document_sequences_kind_check
      check (kind in ('invoice', 'receipt', 'credit_note', 'debit_note'));

    create table credit_notes (
      id uuid not null,
      org_id uuid not null references organizations(id),
      note_type text not null check (note_type in ('credit', 'debit')),
      number int not null check (number > 0),
      invoice_id uuid not null,
      kind text not null check (kind in ('tax', 'simplified')),
      issued_at timestamptz not null,
      reason_code text not null,
      reason_text text not null,
      seller jsonb not null,
      buyer jsonb not null,
      lines jsonb not null,
      total_without_vat numeric(14,2) not null check (total_without_vat > 0),
      vat_total numeric(14,2) not null,
      total numeric(14,2) not null,
      qr text not null,
      zatca_uuid uuid,
      zatca_kind text check (zatca_kind in ('standard', 'simplified')),
      icv integer check (icv > 0),
      pih text,
      invoice_hash text,
      zatca_qr text,
      signed_xml text,
      zatca_status text check (zatca_status in ('pending', 'reported', 'cleared', 'rejected')),
      zatca_reasons jsonb,
      primary key (id, org_id),
      foreign key (invoice_id, org_id) references invoices (id, org_id) deferrable initially deferred,
      unique (org_id, note_type, number),
      constraint credit_notes_one_icv unique (org_id, icv),
      constraint credit_notes_zatca_whole check (
        num_nonnulls(zatca_uuid, zatca_kind, icv, pih, invoice_hash, zatca_qr, signed_xml, zatca_status) in (0, 8)
      )
    );
    create index credit_notes_org_invoice_idx on credit_notes (org_id, invoice_id);
    create index credit_notes_zatca_pending_idx on credit_notes (org_id) where zatca_status = 'pending';
    alter table credit_notes enable row level security;
    create policy org_isolation on credit_notes
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select, insert on credit_notes to amlak_app;
    grant update (zatca_uuid, zatca_kind, icv, pih, invoice_hash, zatca_qr, signed_xml, zatca_status, zatca_reasons)
      on credit_notes to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table credit_notes;
    delete from document_sequences where kind in ('credit_note', 'debit_note');
    alter table document_sequences drop constraint document_sequences_kind_check;
    alter table document_sequences add constraint document_sequences_kind_check check (kind in ('invoice', 'receipt'));
  `.execute(db);
}
