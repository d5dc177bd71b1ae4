import { sql, type Kysely } from "kysely";

// The built-in sandbox gateway (apps/server/src/sandbox-gateway) keeps its invoices and payments here, in Moyasar's
// terms, so two server instances and a restart see the same payments. A card's number and CVV are never stored: only
// its brand, last four digits and expiry. Amounts are in halalas, as they cross the gateway port.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sandbox_gateway_invoices (
      id uuid primary key default gen_random_uuid(),
      amount bigint not null check (amount > 0),
      currency text not null,
      description text not null,
      callback_url text not null,
      back_url text,
      metadata jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create table sandbox_gateway_payments (
      id uuid primary key default gen_random_uuid(),
      invoice_id uuid not null references sandbox_gateway_invoices (id),
      status text not null check (status in ('initiated', 'paid', 'failed', 'refunded')),
      amount bigint not null check (amount > 0),
      currency text not null,
      refunded bigint not null default 0 check (refunded between 0 and amount),
      message text not null,
      card_brand text,
      card_last_four text check (card_last_four ~ '^[0-9]{4}$'),
      card_expiry text check (card_expiry ~ '^[0-9]{2}/[0-9]{2}$'),
      bill_number text unique,
      webhook_attempts integer not null default 0,
      webhook_delivered_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((card_last_four is null) <> (bill_number is null))
    );
    create index sandbox_gateway_payments_invoice_idx on sandbox_gateway_payments (invoice_id);
    grant select, insert on sandbox_gateway_invoices to amlak_app;
    grant select, insert, update on sandbox_gateway_payments to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sandbox_gateway_payments, sandbox_gateway_invoices;`.execute(db);
}
