import { sql, type Kysely } from "kysely";

// Saved cards and automatic renewal (issue #19). A card is kept as the gateway's token with what identifies it to its
// owner (name, brand, last four, expiry), never its number or CVV; one default card per organization. A renewal
// attempt is keyed by (subscription, attempt): the row is claimed before the gateway is charged, so a repeated run, a
// retry or a second worker charges each attempt once. Only the jobs (the owner connection) read or write the
// attempts. The sandbox gateway keeps its tokens, and its payments charged to a token have no hosted invoice.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table payment_cards (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id),
      gateway text not null,
      token text not null unique,
      name text,
      brand text not null,
      last_four text not null check (last_four ~ '^[0-9]{4}$'),
      expiry text check (expiry ~ '^[0-9]{2}/[0-9]{2}$'),
      is_default boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index payment_cards_org_idx on payment_cards (org_id);
    create unique index payment_cards_default_key on payment_cards (org_id) where is_default;
    alter table payment_cards enable row level security;
    create policy org_isolation on payment_cards
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select, insert, update, delete on payment_cards to amlak_app;

    alter table organizations add column automatic_renewal boolean not null default false;

    create table subscription_renewals (
      subscription_id uuid not null references subscriptions (id),
      attempt smallint not null check (attempt between 1 and 3),
      org_id uuid not null references organizations (id),
      attempted_on date not null,
      status text not null check (status in ('charging', 'paid', 'failed')),
      gateway_payment_id text,
      message text,
      renewal_id uuid references subscriptions (id) deferrable initially deferred,
      created_at timestamptz not null default now(),
      primary key (subscription_id, attempt)
    );
    -- Written by the renewal job on the owner's connection; guarded like every table of organization rows all the same.
    alter table subscription_renewals enable row level security;
    create policy org_isolation on subscription_renewals
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);

    create table sandbox_gateway_tokens (
      id text primary key,
      name text not null,
      brand text not null,
      last_four text not null check (last_four ~ '^[0-9]{4}$'),
      expiry text not null check (expiry ~ '^[0-9]{2}/[0-9]{2}$'),
      outcome_status text not null check (outcome_status in ('paid', 'failed')),
      outcome_message text not null,
      created_at timestamptz not null default now()
    );
    alter table sandbox_gateway_payments
      alter column invoice_id drop not null,
      add column token text references sandbox_gateway_tokens (id),
      add column card_name text,
      add column description text,
      add column metadata jsonb,
      add constraint sandbox_gateway_payments_charged_check check (invoice_id is not null or (token is not null and description is not null));
    grant select, insert on sandbox_gateway_tokens to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    delete from sandbox_gateway_payments where invoice_id is null;
    alter table sandbox_gateway_payments
      drop constraint sandbox_gateway_payments_charged_check,
      drop column metadata, drop column description, drop column card_name, drop column token,
      alter column invoice_id set not null;
    drop table sandbox_gateway_tokens, subscription_renewals, payment_cards;
    alter table organizations drop column automatic_renewal;
  `.execute(db);
}
