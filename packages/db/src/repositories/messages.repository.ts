import { sql, type Selectable } from "kysely";
import type { Db } from "../client.ts";
import type { Messages } from "../generated/db.ts";
import type { MessageTemplate } from "../json-columns.ts";
import type { Trx } from "../org-scope.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";

export type MessageChannel = "sms" | "whatsapp" | "email";
export type MessageStatus = "queued" | "sent" | "failed";

/** A message to a person, queued in the same transaction as the fact that caused it (DESIGN §9). */
export interface OutgoingMessage {
  /** A phone (+9665…) for SMS and WhatsApp, an address for e-mail. */
  recipient: string;
  body: string;
  /** What the message is for (`otp.login`, `rent.reminder`…): the log shows it, and hides the bodies of `otp.*`. */
  purpose: string;
  channel?: MessageChannel;
  lang?: "ar" | "en";
  orgId?: string | null;
  contactId?: string | null;
  template?: MessageTemplate | null;
}

/** Insert only: requests may not read the outbox back (it holds one-time codes). */
export async function queueMessage(db: Db, message: OutgoingMessage): Promise<void> {
  await db
    .insertInto("messages")
    .values({
      recipient: message.recipient,
      body: message.body,
      purpose: message.purpose,
      channel: message.channel ?? "sms",
      lang: message.lang ?? "ar",
      org_id: message.orgId ?? null,
      contact_id: message.contactId ?? null,
      template: message.template ? JSON.stringify(message.template) : null,
    })
    .execute();
}

export type DueMessage = Pick<Selectable<Messages>, "id" | "channel" | "recipient" | "body" | "lang" | "purpose" | "template" | "attempts">;

/**
 * The next message due at `now`, locked for the rest of the transaction; a message another worker holds is skipped,
 * so two workers never take the same one (the owner's connection: the outbox is not the app's to read).
 */
export const claimDueMessage = (trx: Trx, now: Date): Promise<DueMessage | undefined> =>
  trx
    .selectFrom("messages")
    .select(["id", "channel", "recipient", "body", "lang", "purpose", "template", "attempts"])
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

export async function recordMessageSent(trx: Trx, id: string, sent: { providerMessageId: string | null; at: Date }) {
  await trx
    .updateTable("messages")
    .set((eb) => ({
      status: "sent",
      attempts: eb("attempts", "+", 1),
      provider_message_id: sent.providerMessageId,
      sent_at: sent.at,
      last_error: null,
    }))
    .where("id", "=", id)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or failed for good when there is none. */
export async function recordMessageFailure(trx: Trx, id: string, failure: { reason: string; retryAt: Date | null }) {
  await trx
    .updateTable("messages")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      last_error: failure.reason,
      ...(failure.retryAt ? { next_attempt_at: failure.retryAt } : { status: "failed" as const }),
    }))
    .where("id", "=", id)
    .execute();
}

export interface MessageLogFilters {
  status?: MessageStatus | undefined;
  channel?: MessageChannel | undefined;
  /** Part of the recipient or of the contact's name. */
  searchText?: string | undefined;
}

const SORTABLE = { columns: { date: sql.ref("m.created_at") }, tieBreaker: sql.ref("m.id") } satisfies Sortable<string>;

/**
 * One page of the organization's message log with the contact's name where the message names one: the view shows
 * only the caller's organization (app.org_id) and never a one-time code.
 */
export function listOrganizationMessages(
  db: Db,
  filters: MessageLogFilters,
  order: { sort: keyof typeof SORTABLE.columns; direction: SortDirection },
  window: RowWindow,
) {
  let query = db
    .selectFrom("organization_messages as m")
    .leftJoin("contacts as c", (join) => join.onRef("c.id", "=", "m.contact_id").onRef("c.org_id", "=", "m.org_id"))
    .select([
      "m.id",
      "m.created_at",
      "m.sent_at",
      "m.recipient",
      "m.channel",
      "m.purpose",
      "m.status",
      "m.last_error",
      "c.name as contact_name",
    ])
    // The view passes on the table's checked values, which the catalog does not record for a view.
    .$narrowType<{ channel: MessageChannel; status: MessageStatus }>();
  if (filters.status) query = query.where("m.status", "=", filters.status);
  if (filters.channel) query = query.where("m.channel", "=", filters.channel);
  if (filters.searchText) {
    const like = `%${filters.searchText}%`;
    query = query.where((eb) => eb.or([eb("m.recipient", "ilike", like), eb("c.name", "ilike", like)]));
  }
  return sortedPage(query, SORTABLE, order, window);
}
