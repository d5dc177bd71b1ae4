import { sql, type Kysely } from "kysely";

// One outbox for every message to a person (issue #20). The SMS outbox becomes `messages`: a row is written in the
// same transaction as the fact that caused it, and the delivery worker sends it through its channel, recording the
// attempts, the provider's id or its reason for failing. A statement-level trigger notifies the worker at commit (a
// rolled-back row never wakes it). amlak_app may only insert: one-time codes stay unreadable to requests, and an
// organization reads its own log through organization_messages, which hides the codes. A tenant's or owner's
// preferred channel and language live on their contact.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table sms_outbox rename to messages;
    alter table messages rename column phone to recipient;
    alter index sms_outbox_phone_idx rename to messages_recipient_idx;
    alter table messages
      add column channel text not null default 'sms' check (channel in ('sms', 'whatsapp', 'email')),
      add column contact_id uuid,
      add column lang text not null default 'ar' check (lang in ('ar', 'en')),
      add column template jsonb,
      add column attempts int not null default 0,
      add column next_attempt_at timestamptz not null default now(),
      add column last_error text,
      add column provider_message_id text,
      add column sent_at timestamptz,
      add constraint messages_status_check check (status in ('queued', 'sent', 'failed'));
    update messages set status = 'sent', sent_at = created_at;
    create index messages_due_idx on messages (next_attempt_at) where status = 'queued';
    create index messages_org_idx on messages (org_id, id desc);
    create index messages_contact_idx on messages (org_id, contact_id, id desc) where contact_id is not null;

    create function messages_wake_worker() returns trigger language plpgsql as $$
    begin
      perform pg_notify('amlak_messages', '');
      return null;
    end $$;
    create trigger messages_wake_worker after insert on messages for each statement execute function messages_wake_worker();

    create view organization_messages with (security_barrier) as
      select id, org_id, contact_id, channel, recipient, lang, purpose, body, status, attempts, last_error, created_at, sent_at
      from messages
      where org_id = nullif(current_setting('app.org_id', true), '')::uuid and purpose not like 'otp.%';
    grant select on organization_messages to amlak_app;

    alter table contacts
      add column preferred_channel text not null default 'sms' check (preferred_channel in ('sms', 'whatsapp', 'email')),
      add column lang text not null default 'ar' check (lang in ('ar', 'en'));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contacts drop column preferred_channel, drop column lang;
    drop view organization_messages;
    drop trigger messages_wake_worker on messages;
    drop function messages_wake_worker();
    drop index messages_due_idx, messages_org_idx, messages_contact_idx;
    alter table messages drop constraint messages_status_check,
      drop column channel, drop column contact_id, drop column lang, drop column template, drop column attempts,
      drop column next_attempt_at, drop column last_error, drop column provider_message_id, drop column sent_at;
    alter index messages_recipient_idx rename to sms_outbox_phone_idx;
    alter table messages rename column recipient to phone;
    alter table messages rename to sms_outbox;
  `.execute(db);
}
