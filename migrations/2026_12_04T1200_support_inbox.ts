import { sql, type Kysely } from "kysely";

// The support inbox (issue #21): the in-app messages of members, the public contact form and the Business package's
// sales requests in one table that customer service works through (new → answered → closed). A public message has no
// organization or user, only who wrote it; row-level security keeps it from every organization (its org_id is null),
// and only staff, on the owner connection, read or write it. A reply is kept with the message it answers and goes out
// through the message outbox in the same transaction.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table support_messages drop constraint support_messages_status_check;
    update support_messages set status = 'new' where status = 'open';
    alter table support_messages
      alter column status set default 'new',
      add constraint support_messages_status_check check (status in ('new', 'answered', 'closed')),
      alter column org_id drop not null,
      alter column user_id drop not null,
      alter column topic drop not null,
      add column source text not null default 'inApp' check (source in ('inApp', 'contactForm', 'salesRequest')),
      add column sender_name text,
      add column sender_phone text,
      add column sender_email text,
      add column sender_organization text,
      add constraint support_messages_sender_check check (
        case when source = 'inApp' then org_id is not null and user_id is not null and topic is not null
        else sender_name is not null and (sender_phone is not null or sender_email is not null) end
      );
    create index support_messages_inbox_idx on support_messages (status, created_at desc);

    create table support_replies (
      id uuid primary key default gen_random_uuid(),
      message_id uuid not null references support_messages(id),
      channel text not null check (channel in ('sms', 'email')),
      recipient text not null,
      body text not null,
      staff_id uuid not null references users(id),
      created_at timestamptz not null default now()
    );
    create index support_replies_message_idx on support_replies (message_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table support_replies;
    delete from support_messages where source <> 'inApp';
    drop index support_messages_inbox_idx;
    alter table support_messages
      drop constraint support_messages_sender_check,
      drop constraint support_messages_status_check,
      drop column source, drop column sender_name, drop column sender_phone, drop column sender_email,
      drop column sender_organization,
      alter column org_id set not null,
      alter column user_id set not null,
      alter column topic set not null;
    update support_messages set status = 'open' where status = 'new';
    alter table support_messages
      alter column status set default 'open',
      add constraint support_messages_status_check check (status in ('open', 'answered', 'closed'));
  `.execute(db);
}
