import { sql, type Kysely } from "kysely";

// Contact us (SPEC §2 /contactUs): a member's message to the support team, kept with the organization and the user
// who sent it so staff can answer in context. The organization sees its own messages only; staff read them all
// through the owner connection.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table support_messages (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations(id),
      user_id uuid not null references users(id),
      topic text not null check (topic in ('question', 'problem', 'suggestion', 'billing')),
      subject text not null,
      message text not null,
      page text,
      status text not null default 'open' check (status in ('open', 'answered', 'closed')),
      created_at timestamptz not null default now()
    );
    create index support_messages_org_idx on support_messages (org_id, created_at desc);
    alter table support_messages enable row level security;
    create policy org_isolation on support_messages
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select, insert on support_messages to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table support_messages;`.execute(db);
}
