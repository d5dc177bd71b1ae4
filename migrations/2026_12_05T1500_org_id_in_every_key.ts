import { sql, type Kysely } from "kysely";

// Citus's precondition for distributing the tenant tables by org_id (issue #22, docs/scaling.md): every primary key and
// unique constraint includes org_id. The id stays the leading column, so a lookup by id alone still uses the key, and
// the key names stay, as code matches errors by them (ledger_events_stream_id_stream_version_key).
const keyedById = [
  "contacts",
  "contract_drafts",
  "contracts",
  "documents",
  "invoices",
  "journal_lines",
  "payments",
  "portal_invitations",
  "real_estates",
  "receipts",
  "rent_checkouts",
  "rent_quotations",
  "tasks",
  "user_templates",
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of keyedById) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_pkey`)},
      add constraint ${sql.ref(`${table}_pkey`)} primary key (id, org_id)`.execute(db);
  }
  await sql`
    alter table ledger_events
      drop constraint ledger_events_pkey,
      add constraint ledger_events_pkey primary key (position, org_id),
      drop constraint ledger_events_stream_id_stream_version_key,
      add constraint ledger_events_stream_id_stream_version_key unique (stream_id, stream_version, org_id);
    alter table documents
      drop constraint documents_storage_key_key,
      add constraint documents_storage_key_key unique (storage_key, org_id);
    alter table rent_reminders
      drop constraint rent_reminders_pkey,
      add constraint rent_reminders_pkey primary key (payment_id, kind, org_id);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table rent_reminders
      drop constraint rent_reminders_pkey,
      add constraint rent_reminders_pkey primary key (payment_id, kind);
    alter table documents
      drop constraint documents_storage_key_key,
      add constraint documents_storage_key_key unique (storage_key);
    alter table ledger_events
      drop constraint ledger_events_stream_id_stream_version_key,
      add constraint ledger_events_stream_id_stream_version_key unique (stream_id, stream_version),
      drop constraint ledger_events_pkey,
      add constraint ledger_events_pkey primary key (position);
  `.execute(db);
  for (const table of keyedById) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_pkey`)},
      add constraint ${sql.ref(`${table}_pkey`)} primary key (id)`.execute(db);
  }
}
