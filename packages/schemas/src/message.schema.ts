import { z } from "zod";
import { listQuery } from "./list-query.ts";

/** How a message reaches a person; a tenant's or lessor's contact names the one they prefer. */
export const MESSAGE_CHANNELS = ["sms", "whatsapp", "email"] as const;

export const MESSAGE_STATUSES = ["queued", "sent", "failed"] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The languages a contact's messages are written in. */
export const CONTACT_LANGS = ["ar", "en"] as const;

/** The organization's message log (settings, Messages): newest first, filtered by status and channel. */
export const messageList = listQuery({
  sort: ["date"],
  defaultSort: "date",
  defaultDirection: "desc",
  filters: {
    status: z.enum(MESSAGE_STATUSES, { error: "field.invalid" }).optional(),
    channel: z.enum(MESSAGE_CHANNELS, { error: "field.invalid" }).optional(),
  },
});
export const ZMessageListSchema = messageList.input;
