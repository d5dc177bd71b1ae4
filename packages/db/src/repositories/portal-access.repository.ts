import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { MessageStatus } from "./messages.repository.ts";

/** What a portal invitation's message is logged as (organization_messages.purpose). */
export const PORTAL_INVITATION_PURPOSE = "portal.invitation";

export interface PortalInvitationFields {
  org_id: string;
  contact_id: string;
  invited_by: string;
  channel: "sms" | "whatsapp";
}

export const insertPortalInvitation = (db: Db, fields: PortalInvitationFields) =>
  db.insertInto("portal_invitations").values(fields).execute();

/** How many invitations the contact was sent since `since` (the daily limit). */
export async function countPortalInvitationsSince(db: Db, contactId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("portal_invitations")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("contact_id", "=", contactId)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * A contact's portal access as its organization sees it: the last invitation, who sent it and how its message fared
 * (the newest invitation message to the contact, queued in the invitation's transaction), and the last sign-in.
 */
export async function findPortalAccess(db: Db, contactId: string) {
  const [invitation, message, signIn] = await Promise.all([
    db
      .selectFrom("portal_invitations as i")
      .leftJoin("users as u", (join) => join.onRef("u.id", "=", "i.invited_by").onRef("u.org_id", "=", "i.org_id"))
      .select(["i.created_at", "i.channel", "u.name as invited_by"])
      .where("i.contact_id", "=", contactId)
      .orderBy("i.created_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("organization_messages")
      .select(["status", "last_error", "sent_at"])
      .where("contact_id", "=", contactId)
      .where("purpose", "=", PORTAL_INVITATION_PURPOSE)
      .orderBy("created_at", "desc")
      .limit(1)
      .$narrowType<{ status: MessageStatus }>()
      .executeTakeFirst(),
    db.selectFrom("portal_sign_ins").select("last_signed_in_at").where("contact_id", "=", contactId).executeTakeFirst(),
  ]);
  return { invitation: invitation ? { ...invitation, message: message ?? null } : null, lastSignedInAt: signIn?.last_signed_in_at ?? null };
}

/** Stamps every contact of the phone and type, in every organization, as signed in to the portal at `at`. */
export async function recordPortalSignIn(db: Db, phone: string, type: "tenant" | "lessor", at: Date): Promise<void> {
  await sql`select record_portal_sign_in(${phone}, ${type}, ${at})`.execute(db);
}
