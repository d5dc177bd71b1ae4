import { sql, type Kysely } from "kysely";

// Subscriptions paid through a gateway (issue #19). A checkout is a pending subscription carrying its quote; the
// gateway's payment id is the key of what it pays (unique per gateway), so the payer's return, the webhook and
// their replays converge on one activation and one invoice. Marketers are the platform's, not an organization's:
// staff manage them, and a checkout reads one by its code. Subscription invoices are the platform's own tax
// invoices to its subscribers, numbered without gaps across the platform by one locked counter row.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table marketers (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(trim(name)) > 0),
      phone text check (phone ~ '^5[0-9]{8}$'),
      code text not null check (code ~ '^[A-Za-z0-9]+$'),
      percent numeric(5,2) not null check (percent between 0 and 100),
      active boolean not null default true,
      created_at timestamptz not null default now()
    );
    create unique index marketers_code_key on marketers (lower(code));

    alter table subscriptions
      add column price numeric(12,2) check (price >= 0),
      add column discount numeric(12,2) check (discount >= 0),
      add column credit numeric(12,2) check (credit >= 0),
      add column total numeric(12,2) check (total >= 0),
      add column vat_amount numeric(12,2) check (vat_amount >= 0),
      add column marketer_id uuid references marketers (id),
      add column replaces_id uuid references subscriptions (id),
      add column gateway_invoice_id text,
      add column activated_at timestamptz,
      add column updated_at timestamptz not null default now();
    create index subscriptions_marketer_idx on subscriptions (marketer_id) where marketer_id is not null;

    create table subscription_payments (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id),
      subscription_id uuid not null references subscriptions (id),
      gateway text not null,
      gateway_payment_id text not null,
      status text not null check (status in ('initiated', 'paid', 'failed', 'refunded')),
      amount numeric(12,2) not null check (amount >= 0),
      currency text not null,
      message text,
      card_brand text,
      card_last_four text check (card_last_four ~ '^[0-9]{4}$'),
      card_expiry text,
      bill_number text,
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (gateway, gateway_payment_id)
    );
    create index subscription_payments_subscription_idx on subscription_payments (subscription_id);

    create table subscription_invoice_counter (
      only_row boolean primary key default true check (only_row),
      last_number integer not null default 0
    );
    insert into subscription_invoice_counter default values;

    create table subscription_invoices (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id),
      subscription_id uuid not null references subscriptions (id),
      payment_id uuid not null references subscription_payments (id),
      kind text not null check (kind in ('invoice', 'credit_note')),
      number integer not null unique,
      credited_invoice_id uuid references subscription_invoices (id),
      issue_date date not null,
      issued_at timestamptz not null default now(),
      net numeric(12,2) not null,
      vat_amount numeric(12,2) not null,
      total numeric(12,2) not null,
      unique (payment_id, kind),
      check ((kind = 'credit_note') = (credited_invoice_id is not null))
    );
    create index subscription_invoices_org_idx on subscription_invoices (org_id, issue_date desc);

    create table subscription_refund_requests (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id),
      subscription_id uuid not null references subscriptions (id),
      reason text not null check (length(trim(reason)) > 0),
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      decided_by uuid references users (id),
      decided_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index subscription_refund_requests_open_key on subscription_refund_requests (subscription_id)
      where status <> 'rejected';
  `.execute(db);

  for (const table of ["subscription_payments", "subscription_invoices", "subscription_refund_requests"]) {
    await sql`
      alter table ${sql.table(table)} enable row level security;
      create policy org_isolation on ${sql.table(table)}
        using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
        with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    `.execute(db);
  }

  await sql`
    grant select on marketers to amlak_app;
    grant update on subscriptions to amlak_app;
    grant select, insert, update on subscription_payments to amlak_app;
    grant select, insert on subscription_invoices, subscription_refund_requests to amlak_app;
    grant select, update on subscription_invoice_counter to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table subscription_refund_requests, subscription_invoices, subscription_invoice_counter, subscription_payments;
    alter table subscriptions
      drop column price, drop column discount, drop column credit, drop column total, drop column vat_amount,
      drop column marketer_id, drop column replaces_id, drop column gateway_invoice_id, drop column activated_at,
      drop column updated_at;
    drop table marketers;
  `.execute(db);
}
