import { sql, type Kysely } from "kysely";

// E-mail confirmation by a link (issue #21): each link carries a single-use token, stored hashed, for the address the
// user had when it was sent, so a link to an address the user has since replaced confirms nothing. Identity data like
// refresh_tokens: the user is found from the token before any organization is known.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table users add column email_confirmed_at timestamptz;

    create table email_confirmations (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      email text not null,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index email_confirmations_user_idx on email_confirmations (user_id, created_at desc);

    grant select, insert, update on email_confirmations to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table email_confirmations;
    alter table users drop column email_confirmed_at;
  `.execute(db);
}
