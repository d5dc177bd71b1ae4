import { sql, type Kysely } from "kysely";

// The append-only event store of the money core (DESIGN §4). Corrections are new events, never edits: a trigger
// refuses UPDATE, DELETE and TRUNCATE, and the application role may only read and append.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table ledger_events (
      position bigint generated always as identity primary key,
      org_id uuid not null references organizations(id),
      stream_id text not null,
      stream_version int not null check (stream_version >= 1),
      type text not null,
      data jsonb not null,
      meta jsonb not null default '{}',
      recorded_at timestamptz not null default now(),
      unique (stream_id, stream_version)
    );
    create index ledger_events_org_position_idx on ledger_events (org_id, position);

    create function ledger_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger_events is append-only: record a correcting event instead' using errcode = 'P0001';
    end $$;
    create trigger ledger_events_no_update before update or delete on ledger_events
      for each row execute function ledger_events_append_only();
    create trigger ledger_events_no_truncate before truncate on ledger_events
      for each statement execute function ledger_events_append_only();

    -- A retried request with the same key gets the first answer again; nothing is appended twice.
    create table idempotency_keys (
      org_id uuid not null references organizations(id),
      key text not null,
      request_hash text not null,
      response jsonb not null,
      created_at timestamptz not null default now(),
      primary key (org_id, key)
    );

    alter table ledger_events enable row level security;
    create policy org_isolation on ledger_events
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    alter table idempotency_keys enable row level security;
    create policy org_isolation on idempotency_keys
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);

    grant select, insert on ledger_events, idempotency_keys to amlak_app;
    grant usage, select on all sequences in schema public to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table idempotency_keys;
    drop table ledger_events;
    drop function ledger_events_append_only();
  `.execute(db);
}
