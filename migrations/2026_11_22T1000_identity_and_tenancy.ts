import { sql, type Kysely } from "kysely";

// Identity, packages, lookups and the first tenant tables. Tenant tables carry org_id first in every index and a
// row-level security policy on the per-transaction setting app.org_id; the application runs as amlak_app, which
// owns nothing, so the policies always apply to it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    do $$ begin
      if not exists (select from pg_roles where rolname = 'amlak_app') then create role amlak_app nologin; end if;
    end $$;
    grant amlak_app to current_user;

    create table organizations (
      id uuid primary key default gen_random_uuid(),
      title text, title_verified text,
      phone text, address text,
      vat_no text, vat_no_verified text, vat_no_key_object text,
      commercial_registration_no text, commercial_registration_no_verified text, commercial_registration_no_key_object text,
      contract_terms text,
      send_sms_reminder boolean not null default true,
      rent_reminder_phone text,
      preferences jsonb,
      code text unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table users (
      id uuid primary key default gen_random_uuid(),
      org_id uuid references organizations(id),
      type text not null,
      name text not null,
      phone text not null unique,
      email text,
      password_hash text not null,
      lang text not null default 'ar' check (lang in ('ar', 'en')),
      date_type text not null default 'md' check (date_type in ('md', 'hj')),
      timezone text not null default 'Asia/Riyadh',
      active boolean not null default true,
      prefs jsonb not null default '{"journey": true, "actions": {"showProfileSurvey": {"remindAt": null}}}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index users_org_idx on users (org_id);
    create unique index users_email_idx on users (lower(email)) where email is not null;

    create table refresh_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      family_id uuid not null,
      token_hash text not null unique,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      replaced_by uuid,
      created_at timestamptz not null default now()
    );
    create index refresh_tokens_family_idx on refresh_tokens (family_id);

    create table otp_challenges (
      id uuid primary key default gen_random_uuid(),
      purpose text not null check (purpose in ('login', 'signup', 'reset')),
      phone text not null,
      user_id uuid references users(id) on delete cascade,
      pending_signup jsonb,
      code_hash text not null,
      attempts int not null default 0,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index otp_challenges_phone_idx on otp_challenges (phone, created_at);

    create table sms_outbox (
      id bigint generated always as identity primary key,
      org_id uuid references organizations(id),
      phone text not null,
      body text not null,
      purpose text not null,
      status text not null default 'queued',
      created_at timestamptz not null default now()
    );
    create index sms_outbox_phone_idx on sms_outbox (phone, id);

    -- Shared by every server instance, so limits hold behind a load balancer.
    create table rate_limit_hits (
      key text not null,
      at timestamptz not null default now()
    );
    create index rate_limit_hits_key_idx on rate_limit_hits (key, at);

    create table lookups (
      id serial primary key,
      "group" text not null,
      type text not null,
      code text not null,
      name_ar text not null,
      name_en text not null,
      sort int not null default 0,
      unique ("group", code)
    );

    create table packages (
      code text primary key,
      name_ar text not null,
      name_en text not null,
      monthly_price numeric(14,2),
      sort int not null
    );
    create table package_permissions (
      id serial primary key,
      package_code text not null references packages(code),
      entity text not null,
      code text not null,
      is_numerical boolean not null default false,
      value int,
      active boolean not null default true,
      unique (package_code, entity, code)
    );

    create table subscriptions (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations(id),
      package_code text not null references packages(code),
      status text not null check (status in ('canceled', 'activated', 'pending', 'expired', 'rejected', 'failed', 'upcoming')),
      billing text not null default 'monthly' check (billing in ('monthly', 'yearly')),
      trial boolean not null default false,
      start_date date not null,
      end_date date not null,
      promotion_code text,
      promotion_percent numeric(5,2),
      created_at timestamptz not null default now()
    );
    create index subscriptions_org_idx on subscriptions (org_id, start_date desc);

    create table contacts (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations(id),
      type text not null check (type in ('tenant', 'lessor', 'agent', 'vendor')),
      name text not null,
      phone text,
      alternative_phone text,
      email text,
      national_id text,
      unified_no text,
      national_address text,
      tag text,
      emergency_contact text,
      representative text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index contacts_org_type_idx on contacts (org_id, type, name);

    create table real_estates (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations(id),
      parent_id uuid references real_estates(id),
      kind text not null check (kind in ('compound', 'unit')),
      title text not null,
      description text,
      address text, region text, city text, district text, tag text,
      lessor_id uuid references contacts(id),
      agent_id uuid references contacts(id),
      property_cost numeric(14,2),
      sqm numeric(12,2),
      electricity_account_no text,
      water_account_no text,
      target_yearly_rent numeric(14,2),
      latest_yearly_rent numeric(14,2),
      vacant_since date,
      bookmarked boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index real_estates_org_parent_idx on real_estates (org_id, parent_id);

  `.execute(db);

  for (const table of ["subscriptions", "contacts", "real_estates"]) {
    await sql`
      alter table ${sql.table(table)} enable row level security;
      create policy org_isolation on ${sql.table(table)}
        using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
        with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    `.execute(db);
  }

  await sql`
    grant usage on schema public to amlak_app;
    grant select, insert, update, delete on all tables in schema public to amlak_app;
    grant usage, select on all sequences in schema public to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table rate_limit_hits, real_estates, contacts, subscriptions, package_permissions, packages, lookups,
      sms_outbox, otp_challenges, refresh_tokens, users, organizations;
  `.execute(db);
}
