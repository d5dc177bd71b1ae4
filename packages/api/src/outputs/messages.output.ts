import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from "@amlak/schemas";
import { z } from "zod";
import { ZInstantOutput } from "./values.ts";

/** A row of the organization's message log: to whom, how, what for, and whether it went out (or why not). */
export const ZMessageLogRowOutput = z.object({
  id: z.string(),
  created_at: ZInstantOutput,
  sent_at: ZInstantOutput.nullable(),
  /** A phone (5XXXXXXXX) for SMS and WhatsApp, an address for e-mail. */
  recipient: z.string(),
  contact_name: z.string().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** `users.invitation`, `rent.before_7`…: the screen names it (messages.purpose.*). */
  purpose: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** The provider's reason for the last failed attempt. */
  last_error: z.string().nullable(),
});
