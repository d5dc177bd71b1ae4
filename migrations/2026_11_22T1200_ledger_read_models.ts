import { sql, type Kysely } from "kysely";

// Read models of the ledger: written only by the inline projections (and rebuilt from ledger_events by
// `npm run ledger:rebuild`). Property occupancy is derived from contracts at read time, because it changes with
// the calendar, not with events.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table contracts (
      id uuid primary key,
      org_id uuid not null references organizations(id),
      real_estate_id uuid not null references real_estates(id),
      lessor_id uuid references contacts(id),
      tenant_id uuid not null references contacts(id),
      contract_start date not null,
      contract_end date not null,
      price numeric(14,2) not null,
      contract_interval int not null,
      annual_commission numeric(14,2) not null,
      additional_commission numeric(14,2) not null,
      annual_service numeric(14,2) not null,
      water_costs numeric(14,2) not null,
      electricity_costs numeric(14,2) not null,
      extra_costs numeric(14,2) not null,
      is_taxable boolean not null,
      auto_pay_commission boolean not null,
      terms_template_id uuid,
      months int not null,
      instalments int not null,
      cancelled_on date,
      signed_at timestamptz not null
    );
    create index contracts_org_estate_idx on contracts (org_id, real_estate_id);
    create index contracts_org_tenant_idx on contracts (org_id, tenant_id);

    create table payments (
      id uuid primary key,
      org_id uuid not null references organizations(id),
      contract_id uuid references contracts(id),
      real_estate_id uuid references real_estates(id),
      direction text not null check (direction in ('income', 'expense')),
      party text not null check (party in ('tenant', 'lessor', 'vendor')),
      payment_type text,
      category text,
      due_date date not null,
      price numeric(14,2) not null,
      vat_rate numeric(6,4) not null,
      vat numeric(14,2) not null,
      status text not null check (status in ('pending', 'paid', 'canceled', 'deleted', 'split')),
      paid_date date,
      method text,
      received_by text,
      delivered_by text,
      paid_notes text,
      comment text,
      contacted boolean not null default false,
      contact_notes text,
      split_from uuid,
      invoice_id uuid,
      receipt_id uuid,
      version int not null,
      updated_at timestamptz not null
    );
    create index payments_org_contract_idx on payments (org_id, contract_id);
    create index payments_org_due_idx on payments (org_id, due_date);

    create table invoices (
      id uuid primary key,
      org_id uuid not null references organizations(id),
      number int not null,
      kind text not null,
      issued_at timestamptz not null,
      seller jsonb not null,
      buyer jsonb not null,
      lines jsonb not null,
      total_without_vat numeric(14,2) not null,
      vat_total numeric(14,2) not null,
      total numeric(14,2) not null,
      qr text not null,
      payment_ids uuid[] not null,
      unique (org_id, number)
    );

    create table receipts (
      id uuid primary key,
      org_id uuid not null references organizations(id),
      number int not null,
      issued_at timestamptz not null,
      payment_id uuid not null,
      amount numeric(14,2) not null,
      payer text not null,
      method text not null,
      paid_date date not null,
      unique (org_id, number)
    );

    -- Gapless numbering: the row lock serialises allocation per organization, and a rolled-back transaction
    -- gives its number back.
    create table document_sequences (
      org_id uuid not null references organizations(id),
      kind text not null check (kind in ('invoice', 'receipt')),
      last_value int not null default 0,
      primary key (org_id, kind)
    );

    create table journal_lines (
      id bigint generated always as identity primary key,
      org_id uuid not null references organizations(id),
      position bigint not null,
      stream_id text not null,
      event_type text not null,
      entry_date date not null,
      account text not null,
      debit numeric(14,2) not null,
      credit numeric(14,2) not null,
      memo text not null
    );
    create index journal_lines_org_account_idx on journal_lines (org_id, account);
    create index journal_lines_org_position_idx on journal_lines (org_id, position);
  `.execute(db);

  for (const table of ["contracts", "payments", "invoices", "receipts", "document_sequences", "journal_lines"]) {
    await sql`
      alter table ${sql.table(table)} enable row level security;
      create policy org_isolation on ${sql.table(table)}
        using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
        with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
      grant select, insert, update, delete on ${sql.table(table)} to amlak_app;
    `.execute(db);
  }
  // Occupancy follows the calendar (an upcoming contract starts today without any event), so it is a view over
  // contracts, evaluated on the Riyadh date. A contract cancelled before its start never occupied the unit.
  await sql`
    create view real_estate_occupancy with (security_invoker = true) as
    with today as (select (now() at time zone 'Asia/Riyadh')::date as d),
    effective as (
      select c.real_estate_id, c.contract_start as starts, least(c.contract_end, coalesce(c.cancelled_on, c.contract_end)) as ends
      from contracts c where c.cancelled_on is null or c.cancelled_on >= c.contract_start
    )
    select re.id, re.org_id,
      case
        when re.kind = 'compound' then null
        when exists (select 1 from effective e, today where e.real_estate_id = re.id and e.starts <= today.d and e.ends >= today.d) then 'Rented'
        when exists (select 1 from effective e, today where e.real_estate_id = re.id and e.starts > today.d) then 'Reserved'
        else 'Vacant'
      end as status,
      coalesce(
        (select max(e.ends) + 1 from effective e, today where e.real_estate_id = re.id and e.ends < today.d),
        re.vacant_since
      ) as vacant_since
    from real_estates re;
    grant select on real_estate_occupancy to amlak_app;
    grant usage, select on all sequences in schema public to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view real_estate_occupancy; drop table journal_lines, document_sequences, receipts, invoices, payments, contracts`.execute(
    db,
  );
}
