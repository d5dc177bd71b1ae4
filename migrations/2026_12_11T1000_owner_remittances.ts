import { sql, type Kysely } from "kysely";

// Owners (issue #23). A lessor's management agreement: the manager's fee (a percent of the rent collected, or a fixed
// amount a month) and the expense categories charged to the owner, from a date. A remittance pays the owner what is
// due for a period, less the fee; a read model of the ledger's remittance streams. The fee's tax invoice names the
// remittance instead of payments, and the portal owner sees their remittances and their fee invoices.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table management_agreements (
      org_id uuid not null references organizations(id),
      lessor_id uuid not null,
      fee_kind text not null check (fee_kind in ('percent', 'fixed')),
      fee_value numeric(14,2) not null check (fee_value >= 0 and (fee_kind = 'fixed' or fee_value <= 100)),
      expense_categories text[] not null default '{}',
      effective_from date not null,
      updated_at timestamptz not null default now(),
      primary key (org_id, lessor_id),
      foreign key (org_id, lessor_id) references contacts (org_id, id) on delete cascade
    );
    alter table management_agreements enable row level security;
    create policy org_isolation on management_agreements
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select, insert, update, delete on management_agreements to amlak_app;

    create table remittances (
      id uuid not null,
      org_id uuid not null references organizations(id),
      lessor_id uuid not null,
      period_from date not null,
      period_to date not null check (period_to >= period_from),
      paid_date date not null,
      amount numeric(14,2) not null check (amount > 0),
      fee numeric(14,2) not null check (fee >= 0),
      fee_vat numeric(14,2) not null check (fee_vat >= 0),
      method text not null,
      reference text not null,
      invoice_id uuid,
      status text not null check (status in ('paid', 'reversed')),
      paid_at timestamptz not null,
      primary key (org_id, id),
      foreign key (org_id, lessor_id) references contacts (org_id, id),
      foreign key (org_id, invoice_id) references invoices (org_id, id) deferrable initially deferred
    );
    create index remittances_org_lessor_idx on remittances (org_id, lessor_id, period_from);
    alter table remittances enable row level security;
    create policy org_isolation on remittances
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select, insert, update on remittances to amlak_app;

    alter table invoices add column remittance_id uuid,
      add constraint invoices_remittance_fkey foreign key (org_id, remittance_id) references remittances (org_id, id)
        deferrable initially deferred;

    grant select on remittances to amlak_portal;
    create policy portal_scope on remittances as restrictive for select to amlak_portal
      using (lessor_id = any(portal_contact_ids()));
    -- A fee invoice has no payments (an empty array is contained in any): the owner of its remittance sees it.
    drop policy portal_scope on invoices;
    create policy portal_scope on invoices as restrictive for select to amlak_portal
      using (case when remittance_id is null then payment_ids <@ array(select portal_visible_payments())
        else remittance_id in (select r.id from remittances r where r.lessor_id = any(portal_contact_ids())) end);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop policy portal_scope on invoices;
    create policy portal_scope on invoices as restrictive for select to amlak_portal
      using (payment_ids <@ array(select portal_visible_payments()));
    delete from invoices where remittance_id is not null;
    alter table invoices drop column remittance_id;
    drop table remittances;
    drop table management_agreements;
  `.execute(db);
}
