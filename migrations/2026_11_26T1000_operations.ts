import { sql, type Kysely } from "kysely";

// Issue #9's operations: tasks, the document archive, contract terms templates, sub-users added by one-time code,
// and sessions a user can end everywhere at once. References carry the organization (DESIGN §8); those into read
// models (contracts, payments) are deferrable, so a ledger rebuild may empty and refill them inside its transaction.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table tasks (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations(id),
      type text not null check (type in ('maintenance', 'purchase', 'reminder', 'other')),
      title text not null,
      description text,
      cost numeric(14,2) check (cost >= 0),
      start_date timestamptz not null,
      end_date timestamptz not null,
      all_day boolean not null default false,
      status text not null default 'pending' check (status in ('pending', 'completed', 'deleted')),
      assignee_id uuid,
      contact_id uuid,
      real_estate_id uuid,
      expense_payment_id uuid,
      completed_at timestamptz,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (end_date >= start_date),
      unique (org_id, id),
      constraint tasks_one_expense unique (org_id, expense_payment_id),
      constraint tasks_assignee_fkey foreign key (org_id, assignee_id) references users (org_id, id),
      constraint tasks_contact_fkey foreign key (org_id, contact_id) references contacts (org_id, id),
      constraint tasks_real_estate_fkey foreign key (org_id, real_estate_id) references real_estates (org_id, id),
      constraint tasks_created_by_fkey foreign key (org_id, created_by) references users (org_id, id),
      constraint tasks_expense_payment_fkey foreign key (org_id, expense_payment_id) references payments (org_id, id)
        deferrable initially immediate
    );
    create index tasks_org_start_idx on tasks (org_id, start_date);

    create table documents (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations(id),
      -- What the file belongs to: the organization's archive (personal to its uploader, or shared), a real estate,
      -- a contract, a task, or the organization's own registration papers.
      attached_to text not null check (attached_to in ('archive', 'real_estate', 'contract', 'task', 'organization')),
      is_personal boolean not null default false,
      owner_id uuid not null,
      real_estate_id uuid,
      contract_id uuid,
      task_id uuid,
      name text not null,
      kind text not null check (kind in ('excel', 'word', 'pdf', 'image')),
      content_type text not null,
      size_bytes bigint not null check (size_bytes > 0),
      storage_key text not null unique,
      created_at timestamptz not null default now(),
      constraint documents_owner_fkey foreign key (org_id, owner_id) references users (org_id, id),
      constraint documents_real_estate_fkey foreign key (org_id, real_estate_id) references real_estates (org_id, id)
        on delete cascade,
      constraint documents_task_fkey foreign key (org_id, task_id) references tasks (org_id, id) on delete cascade,
      constraint documents_contract_fkey foreign key (org_id, contract_id) references contracts (org_id, id)
        deferrable initially immediate
    );
    create index documents_org_idx on documents (org_id, attached_to, created_at desc);
    create index documents_real_estate_idx on documents (org_id, real_estate_id) where real_estate_id is not null;
    create index documents_contract_idx on documents (org_id, contract_id) where contract_id is not null;
    create index documents_task_idx on documents (org_id, task_id) where task_id is not null;

    create table user_templates (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations(id),
      template_type text not null check (template_type in ('ContractTerms')),
      title text not null,
      content text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index user_templates_org_idx on user_templates (org_id, template_type, created_at);

    -- Access tokens carry the version they were issued under; a request whose token's version is older is refused,
    -- so deactivation and "sign out of all devices" end every session from the next request on, not when the
    -- short-lived token happens to expire.
    alter table users add column session_version int not null default 0;

    -- A deleted sub-user keeps their row, which tasks, drafts and ledger events name, but frees their phone and
    -- e-mail for someone else.
    alter table users add column deleted_at timestamptz;
    alter table users drop constraint users_phone_key;
    create unique index users_phone_idx on users (phone) where deleted_at is null;
    drop index users_email_idx;
    create unique index users_email_idx on users (lower(email)) where email is not null and deleted_at is null;

    alter table otp_challenges drop constraint otp_challenges_purpose_check;
    alter table otp_challenges add constraint otp_challenges_purpose_check
      check (purpose in ('login', 'signup', 'reset', 'add_user', 'change_phone'));
  `.execute(db);

  for (const table of ["tasks", "documents", "user_templates"]) {
    await sql`
      alter table ${sql.table(table)} enable row level security;
      create policy org_isolation on ${sql.table(table)}
        using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
        with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    `.execute(db);
  }
  // A task is deleted by its state, never its row; a document's row goes with its file.
  await sql`
    grant select, insert, update on tasks to amlak_app;
    grant select, insert, delete on documents to amlak_app;
    grant select, insert, update, delete on user_templates to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table documents, tasks, user_templates;
    delete from users where deleted_at is not null;
    drop index users_phone_idx;
    drop index users_email_idx;
    alter table users add constraint users_phone_key unique (phone);
    create unique index users_email_idx on users (lower(email)) where email is not null;
    alter table users drop column session_version, drop column deleted_at;
    delete from otp_challenges where purpose in ('add_user', 'change_phone');
    alter table otp_challenges drop constraint otp_challenges_purpose_check;
    alter table otp_challenges add constraint otp_challenges_purpose_check check (purpose in ('login', 'signup', 'reset'));
  `.execute(db);
}
