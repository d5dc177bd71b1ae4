import { sql, type Kysely } from "kysely";

// The know-your-client survey (SPEC §3, §4): one answer per user of an organization, its choices from the
// UserProfileSurveyLookups group (seeded with the other lookups by seedReferenceData). Submitting again replaces the
// answer. The organization sees its own answers only; staff read them all for the User Profile Report through the
// owner connection.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table user_profile_surveys (
      org_id uuid not null references organizations(id),
      user_id uuid not null references users(id),
      user_type_id int not null references lookups(id),
      realestates_range_id int not null references lookups(id),
      registration_source_id int not null references lookups(id),
      contact_type_id int not null references lookups(id),
      usage_reason text check (char_length(usage_reason) <= 1000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (org_id, user_id)
    );
    alter table user_profile_surveys enable row level security;
    create policy org_isolation on user_profile_surveys
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select, insert, update on user_profile_surveys to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table user_profile_surveys;`.execute(db);
}
