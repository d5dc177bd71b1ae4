import type { NotNull } from "kysely";
import type { Db } from "../client.ts";
import type { SupportMessages } from "../generated/db.ts";

type SupportMessage = Pick<SupportMessages, "org_id" | "user_id" | "topic" | "subject" | "message" | "page">;

export const insertSupportMessage = (db: Db, message: SupportMessage) =>
  db.insertInto("support_messages").values(message).returning(["id", "created_at"]).executeTakeFirstOrThrow();

/** The organization's messages to support (row-level security), newest first, with who sent each. */
export const listSupportMessages = (db: Db, limit: number) =>
  db
    .selectFrom("support_messages as m")
    .leftJoin("users as u", (join) => join.onRef("u.id", "=", "m.user_id").onRef("u.org_id", "=", "m.org_id"))
    .select(["m.id", "m.topic", "m.subject", "m.status", "m.created_at", "u.name as sender"])
    // A member's message always has a topic (support_messages_sender_check); only public ones go without.
    .$narrowType<{ topic: NotNull }>()
    .orderBy("m.created_at", "desc")
    .orderBy("m.id")
    .limit(limit)
    .execute();

export const findSupportMessage = (db: Db, id: string) =>
  db
    .selectFrom("support_messages")
    .select(["id", "topic", "subject", "message", "status", "created_at"])
    .$narrowType<{ topic: NotNull }>()
    .where("id", "=", id)
    .executeTakeFirst();
