import { sql, type Selectable } from "kysely";
import type { Db } from "../client.ts";
import type { SupportMessages, SupportReplies } from "../generated/db.ts";
import type { Trx } from "../org-scope.ts";

type Source = Selectable<SupportMessages>["source"];
type SupportStatus = Selectable<SupportMessages>["status"];

/** A message from someone without an account: the public contact form or the Business package's sales form. */
export interface PublicSupportMessage {
  source: Exclude<Source, "inApp">;
  sender_name: string;
  sender_phone: string | null;
  sender_email: string | null;
  sender_organization: string | null;
  subject: string;
  message: string;
}

/** Staff only (owner connection): row-level security hides a message without an organization from every member. */
export const insertPublicSupportMessage = (owner: Db, message: PublicSupportMessage) =>
  owner.insertInto("support_messages").values(message).returning(["id", "created_at"]).executeTakeFirstOrThrow();

export interface InboxFilters {
  status: SupportStatus | null;
  source: Source | null;
}

/** Every source's messages read the same way: a member's name and contacts come from their user and organization. */
const inboxRows = (owner: Db) =>
  owner
    .selectFrom("support_messages as m")
    .leftJoin("users as u", "u.id", "m.user_id")
    .leftJoin("organizations as o", "o.id", "m.org_id")
    .select([
      "m.id",
      "m.source",
      "m.status",
      "m.topic",
      "m.subject",
      "m.message",
      "m.page",
      "m.created_at",
      sql<string>`coalesce(m.sender_name, u.name)`.as("sender_name"),
      sql<string | null>`coalesce(m.sender_phone, u.phone)`.as("sender_phone"),
      sql<string | null>`coalesce(m.sender_email, u.email)`.as("sender_email"),
      sql<string | null>`coalesce(m.sender_organization, o.title)`.as("organization_name"),
    ]);

/** The inbox, newest first, as far back as `limit`; staff page through it on the screen. */
export function listInboxMessages(owner: Db, filters: InboxFilters, limit: number) {
  let query = inboxRows(owner);
  if (filters.status) query = query.where("m.status", "=", filters.status);
  if (filters.source) query = query.where("m.source", "=", filters.source);
  return query.orderBy("m.created_at", "desc").orderBy("m.id").limit(limit).execute();
}

export const findInboxMessage = (owner: Db, id: string) => inboxRows(owner).where("m.id", "=", id).executeTakeFirst();

/** The replies staff sent to a message, oldest first, with who sent each. */
export const listSupportReplies = (owner: Db, messageId: string) =>
  owner
    .selectFrom("support_replies as r")
    .innerJoin("users as u", "u.id", "r.staff_id")
    .select(["r.id", "r.channel", "r.recipient", "r.body", "r.created_at", "u.name as staff_name"])
    .where("r.message_id", "=", messageId)
    .orderBy("r.created_at")
    .orderBy("r.id")
    .execute();

/** Locks the message for the reply or status change that follows, so two staff answering at once queue two replies in turn. */
export const lockInboxMessage = (trx: Trx, id: string) =>
  trx.selectFrom("support_messages").select(["id", "status"]).where("id", "=", id).forUpdate().executeTakeFirst();

export async function recordSupportReply(
  trx: Trx,
  reply: Pick<SupportReplies, "message_id" | "channel" | "recipient" | "body" | "staff_id">,
) {
  const row = await trx.insertInto("support_replies").values(reply).returning(["id", "created_at"]).executeTakeFirstOrThrow();
  await setSupportMessageStatus(trx, reply.message_id, "answered");
  return row;
}

export const setSupportMessageStatus = (db: Db, id: string, status: SupportStatus) =>
  db.updateTable("support_messages").set({ status }).where("id", "=", id).execute();

export const countNewSupportMessages = async (owner: Db) =>
  Number(
    (
      await owner
        .selectFrom("support_messages")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("status", "=", "new")
        .executeTakeFirstOrThrow()
    ).count,
  );
