import { sql, type Kysely } from "kysely";

// The tenant and owner portal (issue #20). A portal user is a phone and a role (tenant, or owner: a lessor contact),
// signed in by a one-time code (purpose 'portal', with the role) and kept signed in by the same rotating refresh
// tokens as members, held by the phone and role instead of a user.
//
// Portal reads run as amlak_portal, with the organization in app.org_id and the portal user's contacts in
// app.contact_id (comma-separated): the permissive org_isolation policies apply to every role, and the restrictive
// portal_scope policies below narrow them to the contacts' own rows, so a query without any filter still sees only
// them. What each contact may see is worked out by security-definer functions (reading as the owner) so that the
// policies of contracts, payments and real estates do not refer to each other's policies and recurse.
//
// amlak_portal is granted to the connecting (owner) login, like amlak_app, so an amlak_app transaction may
// `set local role amlak_portal`; it is not granted to amlak_app, whose members would then inherit the restrictive
// policies and see nothing (PostgreSQL 15 has no grant without inheritance).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    do $$ begin
      if not exists (select from pg_roles where rolname = 'amlak_portal') then create role amlak_portal nologin; end if;
    end $$;
    grant amlak_portal to current_user;
    grant usage on schema public to amlak_portal;
    grant select on contacts, real_estates, contracts, payments, invoices, receipts, lookups, real_estate_occupancy, effective_leases
      to amlak_portal;

    alter table otp_challenges drop constraint otp_challenges_purpose_check;
    alter table otp_challenges add constraint otp_challenges_purpose_check
      check (purpose in ('login', 'signup', 'reset', 'add_user', 'change_phone', 'portal'));
    alter table otp_challenges add column portal_role text check (portal_role in ('tenant', 'owner')),
      add constraint otp_challenges_portal_check check ((purpose = 'portal') = (portal_role is not null));

    alter table refresh_tokens alter column user_id drop not null,
      add column portal_phone text,
      add column portal_role text check (portal_role in ('tenant', 'owner')),
      add constraint refresh_tokens_holder_check
        check ((user_id is null) = (portal_phone is not null) and (portal_phone is null) = (portal_role is null));

    -- Sign-in looks a phone up across organizations.
    create index contacts_phone_type_idx on contacts (phone, type) where phone is not null;

    -- Before any organization or contact is known (sign-in, the list of organizations), so row-level security
    -- cannot answer it: only the contacts of one phone and type, and their organizations' names.
    create function portal_contacts(contact_phone text, contact_type text)
    returns table (org_id uuid, contact_id uuid, contact_name text, org_title text)
    language sql stable security definer set search_path = public, pg_temp as $$
      select c.org_id, c.id, c.name, coalesce(o.title, '')
      from contacts c join organizations o on o.id = c.org_id
      where c.phone = contact_phone and c.type = contact_type
      order by o.title, c.org_id, c.id
    $$;

    create function portal_org_id() returns uuid language sql stable as $$
      select nullif(current_setting('app.org_id', true), '')::uuid
    $$;
    create function portal_contact_ids() returns uuid[] language sql stable as $$
      select coalesce(string_to_array(nullif(current_setting('app.contact_id', true), ''), ',')::uuid[], '{}')
    $$;

    -- A tenant's contracts, and an owner's: theirs by the contract's lessor, else by the unit's (as the owner statement).
    create function portal_visible_contracts() returns setof uuid
    language sql stable security definer set search_path = public, pg_temp as $$
      select c.id from contracts c
      left join real_estates re on re.id = c.real_estate_id and re.org_id = c.org_id
      where c.org_id = portal_org_id()
        and (c.tenant_id = any(portal_contact_ids()) or coalesce(c.lessor_id, re.lessor_id) = any(portal_contact_ids()))
    $$;

    -- What a tenant owes on their contracts (never what the landlord and the owner settle between them), and every
    -- payment on an owner's units.
    create function portal_visible_payments() returns setof uuid
    language sql stable security definer set search_path = public, pg_temp as $$
      select p.id from payments p
      left join contracts c on c.id = p.contract_id and c.org_id = p.org_id
      left join real_estates re on re.id = coalesce(p.real_estate_id, c.real_estate_id) and re.org_id = p.org_id
      where p.org_id = portal_org_id()
        and ((c.tenant_id = any(portal_contact_ids()) and p.party = 'tenant') or coalesce(c.lessor_id, re.lessor_id) = any(portal_contact_ids()))
    $$;

    -- An owner's real estates and the units of their contracts, a tenant's leased units, and the compounds of both.
    create function portal_visible_real_estates() returns setof uuid
    language sql stable security definer set search_path = public, pg_temp as $$
      with seen as (
        select re.id, re.parent_id from real_estates re
        where re.org_id = portal_org_id()
          and (re.lessor_id = any(portal_contact_ids())
            or re.id in (select c.real_estate_id from contracts c where c.id in (select portal_visible_contracts())))
      )
      select id from seen union select parent_id from seen where parent_id is not null
    $$;

    -- The portal user's own contacts, and the tenants of an owner's contracts (named on their properties).
    create function portal_visible_contacts() returns setof uuid
    language sql stable security definer set search_path = public, pg_temp as $$
      select unnest(portal_contact_ids())
      union select c.tenant_id from contracts c where c.id in (select portal_visible_contracts())
    $$;

    revoke all on function portal_contacts(text, text), portal_visible_contracts(), portal_visible_payments(),
      portal_visible_real_estates(), portal_visible_contacts() from public;
    grant execute on function portal_contacts(text, text) to amlak_app;
    grant execute on function portal_visible_contracts(), portal_visible_payments(), portal_visible_real_estates(),
      portal_visible_contacts() to amlak_portal;

    create policy portal_scope on contacts as restrictive for select to amlak_portal
      using (id in (select portal_visible_contacts()));
    create policy portal_scope on real_estates as restrictive for select to amlak_portal
      using (id in (select portal_visible_real_estates()));
    create policy portal_scope on contracts as restrictive for select to amlak_portal
      using (id in (select portal_visible_contracts()));
    create policy portal_scope on payments as restrictive for select to amlak_portal
      using (id in (select portal_visible_payments()));
    create policy portal_scope on receipts as restrictive for select to amlak_portal
      using (payment_id in (select portal_visible_payments()));
    create policy portal_scope on invoices as restrictive for select to amlak_portal
      using (payment_ids <@ array(select portal_visible_payments()));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop policy portal_scope on contacts;
    drop policy portal_scope on real_estates;
    drop policy portal_scope on contracts;
    drop policy portal_scope on payments;
    drop policy portal_scope on receipts;
    drop policy portal_scope on invoices;
    drop function portal_visible_contacts(), portal_visible_real_estates(), portal_visible_payments(),
      portal_visible_contracts(), portal_contact_ids(), portal_org_id(), portal_contacts(text, text);
    drop index contacts_phone_type_idx;
    delete from refresh_tokens where user_id is null;
    alter table refresh_tokens drop constraint refresh_tokens_holder_check, drop column portal_phone, drop column portal_role,
      alter column user_id set not null;
    delete from otp_challenges where purpose = 'portal';
    alter table otp_challenges drop constraint otp_challenges_portal_check, drop column portal_role;
    alter table otp_challenges drop constraint otp_challenges_purpose_check;
    alter table otp_challenges add constraint otp_challenges_purpose_check
      check (purpose in ('login', 'signup', 'reset', 'add_user', 'change_phone'));
    revoke all on contacts, real_estates, contracts, payments, invoices, receipts, lookups, real_estate_occupancy, effective_leases
      from amlak_portal;
    revoke usage on schema public from amlak_portal;
  `.execute(db);
}
