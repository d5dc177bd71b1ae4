import { sql, type Kysely } from "kysely";

// Tenants and owners invited to the portal, and documents shared with them (issue #20). A landlord invites a tenant
// or lessor contact from its page (portal_invitations, in the transaction that queues the message), and sees when the
// contact last signed in: a successful portal sign-in stamps every contact of the phone and role, in every
// organization, through a security-definer function (the sign-in knows no organization yet, so row-level security
// cannot admit the writes), and each organization reads only its own contacts' stamps.
//
// A document of a contract or a real estate the landlord marks shared_with_portal is readable by the portal role:
// a tenant's of their contracts and leased units, an owner's of their real estates and the contracts on them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table portal_invitations (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id),
      contact_id uuid not null,
      invited_by uuid not null,
      channel text not null check (channel in ('sms', 'whatsapp')),
      created_at timestamptz not null default now(),
      foreign key (org_id, contact_id) references contacts (org_id, id) on delete cascade,
      foreign key (org_id, invited_by) references users (org_id, id)
    );
    create index portal_invitations_contact_idx on portal_invitations (org_id, contact_id, created_at desc);

    create table portal_sign_ins (
      org_id uuid not null references organizations (id),
      contact_id uuid not null,
      last_signed_in_at timestamptz not null,
      primary key (org_id, contact_id),
      foreign key (org_id, contact_id) references contacts (org_id, id) on delete cascade
    );

    create function record_portal_sign_in(contact_phone text, contact_type text, signed_in_at timestamptz) returns void
    language sql volatile security definer set search_path = public, pg_temp as $$
      insert into portal_sign_ins (org_id, contact_id, last_signed_in_at)
      select org_id, id, signed_in_at from contacts where phone = contact_phone and type = contact_type
      on conflict (org_id, contact_id) do update set last_signed_in_at = excluded.last_signed_in_at
    $$;
    revoke all on function record_portal_sign_in(text, text, timestamptz) from public;
    grant execute on function record_portal_sign_in(text, text, timestamptz) to amlak_app;

    alter table documents add column shared_with_portal boolean not null default false;
    grant update (shared_with_portal) on documents to amlak_app;

    -- A tenant's: of their contracts and of the units those lease; an owner's: of their real estates and of the
    -- contracts (and units) they are the lessor of.
    create function portal_visible_documents() returns setof uuid
    language sql stable security definer set search_path = public, pg_temp as $$
      select d.id from documents d
      where d.org_id = portal_org_id() and d.shared_with_portal
        and (d.contract_id in (select portal_visible_contracts())
          or d.real_estate_id in (select c.real_estate_id from contracts c where c.id in (select portal_visible_contracts()))
          or d.real_estate_id in (select re.id from real_estates re where re.org_id = d.org_id and re.lessor_id = any(portal_contact_ids())))
    $$;
    revoke all on function portal_visible_documents() from public;
    grant execute on function portal_visible_documents() to amlak_portal;
    grant select on documents to amlak_portal;
    create policy portal_scope on documents as restrictive for select to amlak_portal
      using (id in (select portal_visible_documents()));
  `.execute(db);

  for (const table of ["portal_invitations", "portal_sign_ins"]) {
    await sql`
      alter table ${sql.table(table)} enable row level security;
      create policy org_isolation on ${sql.table(table)}
        using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
        with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    `.execute(db);
  }

  await sql`
    grant select, insert on portal_invitations to amlak_app;
    grant select on portal_sign_ins to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop policy portal_scope on documents;
    revoke select on documents from amlak_portal;
    drop function portal_visible_documents();
    revoke update (shared_with_portal) on documents from amlak_app;
    alter table documents drop column shared_with_portal;
    drop function record_portal_sign_in(text, text, timestamptz);
    drop table portal_sign_ins, portal_invitations;
  `.execute(db);
}
