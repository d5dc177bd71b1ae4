import { sql, type Kysely } from "kysely";

// Rules that must hold whatever the concurrency, held by the database itself (issue #6):
// - a unit takes one lease at a time: an exclusion constraint over the period a lease holds its unit, a period
//   defined once (lease_period) and read by the effective_leases view, occupancy and the dashboard;
// - references stay inside the organization: every foreign key carries org_id, because foreign keys ignore
//   row-level security and would otherwise accept another organization's id;
// - one cash receipt per payment;
// - the application role may do only what requests need.
// Constraints over read models are deferrable, so a rebuild may write rows in any order inside its transaction.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create extension if not exists btree_gist;

    -- A lease holds its unit from its start until the earlier of its end and its cancellation day; one cancelled
    -- before its start never held it.
    create function lease_period(starts date, ends date, cancelled_on date) returns daterange
      language sql immutable parallel safe
      as $$ select case when cancelled_on < starts then 'empty'::daterange
                        else daterange(starts, least(ends, coalesce(cancelled_on, ends)), '[]') end $$;

    create view effective_leases with (security_invoker = true) as
      select c.id as contract_id, c.org_id, c.real_estate_id, c.tenant_id, lower(p.period) as starts, upper(p.period) - 1 as ends
      from contracts c cross join lateral lease_period(c.contract_start, c.contract_end, c.cancelled_on) as p(period)
      where not isempty(p.period);

    alter table contracts add constraint contracts_one_lease_per_unit
      exclude using gist (org_id with =, real_estate_id with =, lease_period(contract_start, contract_end, cancelled_on) with &&)
      deferrable initially immediate;

    create or replace view real_estate_occupancy with (security_invoker = true) as
    with today as (select (now() at time zone 'Asia/Riyadh')::date as d)
    select re.id, re.org_id,
      case
        when re.kind = 'compound' then null
        when exists (select 1 from effective_leases e, today where e.real_estate_id = re.id and e.starts <= today.d and e.ends >= today.d) then 'Rented'
        when exists (select 1 from effective_leases e, today where e.real_estate_id = re.id and e.starts > today.d) then 'Reserved'
        else 'Vacant'
      end as status,
      coalesce(
        (select max(e.ends) + 1 from effective_leases e, today where e.real_estate_id = re.id and e.ends < today.d),
        re.vacant_since
      ) as vacant_since
    from real_estates re;

    alter table contacts add constraint contacts_org_id_id_key unique (org_id, id);
    alter table real_estates add constraint real_estates_org_id_id_key unique (org_id, id);
    alter table users add constraint users_org_id_id_key unique (org_id, id);
    alter table contracts add constraint contracts_org_id_id_key unique (org_id, id);
    alter table payments add constraint payments_org_id_id_key unique (org_id, id);

    alter table real_estates
      drop constraint real_estates_parent_id_fkey,
      drop constraint real_estates_lessor_id_fkey,
      drop constraint real_estates_agent_id_fkey,
      add constraint real_estates_parent_fkey foreign key (org_id, parent_id) references real_estates (org_id, id),
      add constraint real_estates_lessor_fkey foreign key (org_id, lessor_id) references contacts (org_id, id),
      add constraint real_estates_agent_fkey foreign key (org_id, agent_id) references contacts (org_id, id);

    alter table contracts
      drop constraint contracts_real_estate_id_fkey,
      drop constraint contracts_lessor_id_fkey,
      drop constraint contracts_tenant_id_fkey,
      add constraint contracts_real_estate_fkey foreign key (org_id, real_estate_id) references real_estates (org_id, id),
      add constraint contracts_lessor_fkey foreign key (org_id, lessor_id) references contacts (org_id, id),
      add constraint contracts_tenant_fkey foreign key (org_id, tenant_id) references contacts (org_id, id);

    alter table payments
      drop constraint payments_contract_id_fkey,
      drop constraint payments_real_estate_id_fkey,
      add constraint payments_contract_fkey foreign key (org_id, contract_id) references contracts (org_id, id)
        deferrable initially immediate,
      add constraint payments_real_estate_fkey foreign key (org_id, real_estate_id) references real_estates (org_id, id);

    alter table receipts
      add constraint receipts_one_per_payment unique (org_id, payment_id) deferrable initially immediate,
      add constraint receipts_payment_fkey foreign key (org_id, payment_id) references payments (org_id, id)
        deferrable initially immediate;

    alter table contract_drafts
      drop constraint contract_drafts_contract_id_fkey,
      drop constraint contract_drafts_created_by_fkey,
      add constraint contract_drafts_contract_fkey foreign key (org_id, contract_id) references contracts (org_id, id)
        deferrable initially immediate,
      add constraint contract_drafts_created_by_fkey foreign key (org_id, created_by) references users (org_id, id);

    alter table rent_quotations
      drop constraint rent_quotations_real_estate_id_fkey,
      drop constraint rent_quotations_created_by_fkey,
      add constraint rent_quotations_real_estate_fkey foreign key (org_id, real_estate_id) references real_estates (org_id, id),
      add constraint rent_quotations_created_by_fkey foreign key (org_id, created_by) references users (org_id, id);
  `.execute(db);

  // Least privilege: reference data, the migrations' bookkeeping and the SMS outbox (one-time codes) are not the
  // application's to write or read; read models are written by projections, never deleted by a request.
  await sql`
    revoke all on all tables in schema public from amlak_app;
    grant select on lookups, packages, package_permissions, real_estate_occupancy, effective_leases to amlak_app;
    grant select, insert, update on organizations, users, otp_challenges to amlak_app;
    grant select, insert, update, delete on refresh_tokens to amlak_app;
    grant insert on sms_outbox to amlak_app;
    grant select, insert on rate_limit_hits, subscriptions to amlak_app;
    grant select, insert, update, delete on contacts, real_estates, contract_drafts to amlak_app;
    grant select, insert, delete on rent_quotations to amlak_app;
    grant select, insert on ledger_events, idempotency_keys, invoices, receipts, journal_lines to amlak_app;
    grant select, insert, update on contracts, payments, document_sequences to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    grant select, insert, update, delete on all tables in schema public to amlak_app;
    revoke insert, update, delete on ledger_events, idempotency_keys from amlak_app;
    grant insert on ledger_events, idempotency_keys to amlak_app;

    alter table rent_quotations
      drop constraint rent_quotations_real_estate_fkey,
      drop constraint rent_quotations_created_by_fkey,
      add constraint rent_quotations_real_estate_id_fkey foreign key (real_estate_id) references real_estates (id),
      add constraint rent_quotations_created_by_fkey foreign key (created_by) references users (id);
    alter table contract_drafts
      drop constraint contract_drafts_contract_fkey,
      drop constraint contract_drafts_created_by_fkey,
      add constraint contract_drafts_contract_id_fkey foreign key (contract_id) references contracts (id),
      add constraint contract_drafts_created_by_fkey foreign key (created_by) references users (id);
    alter table receipts drop constraint receipts_one_per_payment, drop constraint receipts_payment_fkey;
    alter table payments
      drop constraint payments_contract_fkey,
      drop constraint payments_real_estate_fkey,
      add constraint payments_contract_id_fkey foreign key (contract_id) references contracts (id),
      add constraint payments_real_estate_id_fkey foreign key (real_estate_id) references real_estates (id);
    alter table contracts
      drop constraint contracts_real_estate_fkey,
      drop constraint contracts_lessor_fkey,
      drop constraint contracts_tenant_fkey,
      add constraint contracts_real_estate_id_fkey foreign key (real_estate_id) references real_estates (id),
      add constraint contracts_lessor_id_fkey foreign key (lessor_id) references contacts (id),
      add constraint contracts_tenant_id_fkey foreign key (tenant_id) references contacts (id);
    alter table real_estates
      drop constraint real_estates_parent_fkey,
      drop constraint real_estates_lessor_fkey,
      drop constraint real_estates_agent_fkey,
      add constraint real_estates_parent_id_fkey foreign key (parent_id) references real_estates (id),
      add constraint real_estates_lessor_id_fkey foreign key (lessor_id) references contacts (id),
      add constraint real_estates_agent_id_fkey foreign key (agent_id) references contacts (id);
    alter table payments drop constraint payments_org_id_id_key;
    alter table contracts drop constraint contracts_org_id_id_key, drop constraint contracts_one_lease_per_unit;
    alter table users drop constraint users_org_id_id_key;
    alter table real_estates drop constraint real_estates_org_id_id_key;
    alter table contacts drop constraint contacts_org_id_id_key;
  `.execute(db);
  // The occupancy view of 2026_11_22T1200, before effective_leases.
  await sql`
    create or replace view real_estate_occupancy with (security_invoker = true) as
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
    drop view effective_leases;
    drop function lease_period(date, date, date);
  `.execute(db);
}
