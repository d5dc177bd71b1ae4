import type { Db } from "../client.ts";
import type { MessageTemplate } from "../json-columns.ts";

export type MessageChannel = "sms" | "whatsapp" | "email";

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
