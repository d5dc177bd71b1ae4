import { sql, type Kysely } from "kysely";

// Maintenance requests from the tenant portal (issue #20). A tenant's request is a maintenance task of the landlord
// made by a tenant contact rather than a user, and its photos are task documents uploaded by that contact: each row
// names exactly one of the two. The category the tenant chose is kept beside the title (which is written in the
// landlord's language) so the tenant's list can name it in theirs. The portal role reads the tasks its contacts asked
// for, and only those, to follow their status.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table tasks alter column created_by drop not null,
      add column requested_by_contact_id uuid,
      add column request_category text check (request_category in
        ('plumbing', 'electrical', 'air_conditioning', 'appliances', 'carpentry', 'cleaning', 'pest_control', 'other')),
      add constraint tasks_requested_by_fkey foreign key (org_id, requested_by_contact_id) references contacts (org_id, id),
      add constraint tasks_creator_check check ((created_by is null) <> (requested_by_contact_id is null)),
      add constraint tasks_request_check check ((requested_by_contact_id is null) = (request_category is null));
    create index tasks_requested_by_idx on tasks (org_id, requested_by_contact_id, created_at desc)
      where requested_by_contact_id is not null;

    alter table documents alter column owner_id drop not null,
      add column uploaded_by_contact_id uuid,
      add constraint documents_uploaded_by_fkey foreign key (org_id, uploaded_by_contact_id) references contacts (org_id, id),
      add constraint documents_uploader_check check ((owner_id is null) <> (uploaded_by_contact_id is null));

    grant select on tasks to amlak_portal;
    create policy portal_scope on tasks as restrictive for select to amlak_portal
      using (requested_by_contact_id = any(portal_contact_ids()));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop policy portal_scope on tasks;
    revoke select on tasks from amlak_portal;
    delete from documents where uploaded_by_contact_id is not null;
    alter table documents drop constraint documents_uploader_check, drop constraint documents_uploaded_by_fkey,
      drop column uploaded_by_contact_id, alter column owner_id set not null;
    delete from tasks where requested_by_contact_id is not null;
    drop index tasks_requested_by_idx;
    alter table tasks drop constraint tasks_request_check, drop constraint tasks_creator_check,
      drop constraint tasks_requested_by_fkey, drop column request_category, drop column requested_by_contact_id,
      alter column created_by set not null;
  `.execute(db);
}
