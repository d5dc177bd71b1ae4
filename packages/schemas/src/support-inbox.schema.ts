import { z } from "zod";
import { ZEmailSchema } from "./email.ts";
import { optionalField, plainText, requiredString } from "./field.ts";
import { ZPhoneSchema } from "./phone.ts";
import { ZRequiredTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

export const SUPPORT_SOURCES = ["inApp", "contactForm", "salesRequest"] as const;
export const SUPPORT_STATUSES = ["new", "answered", "closed"] as const;
export const SUPPORT_REPLY_CHANNELS = ["email", "sms"] as const;

/**
 * A message from the public contact form or the pricing page's Business sales form: who wrote it and how to answer
 * them (a phone, an e-mail or both), what about. `website` is a field people never see: a bot that fills it is
 * thanked and forgotten.
 */
export const ZPublicSupportMessageSchema = z
  .object({
    source: z.enum(["contactForm", "salesRequest"], { error: "field.invalid" }),
    name: requiredString().max(100, { error: "field.maxLength" }),
    phone: optionalField(ZPhoneSchema),
    email: optionalField(ZEmailSchema),
    organization: optionalField(requiredString().max(200, { error: "field.maxLength" })),
    subject: requiredString().max(200, { error: "field.maxLength" }),
    message: ZRequiredTextSchema,
    website: plainText().max(200, { error: "field.maxLength" }).optional(),
  })
  .refine((form) => form.phone !== null || form.email !== null, { error: "support.phoneOrEmail", path: ["phone"] });

export type TPublicSupportMessage = z.input<typeof ZPublicSupportMessageSchema>;

export const ZSupportInboxFilterSchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: "field.invalid" }).nullish(),
  source: z.enum(SUPPORT_SOURCES, { error: "field.invalid" }).nullish(),
});

/** Staff's answer to a message, sent to the phone or address its sender left. */
export const ZSupportReplySchema = z.object({
  id: ZUuidSchema,
  channel: z.enum(SUPPORT_REPLY_CHANNELS, { error: "field.invalid" }),
  body: ZRequiredTextSchema,
});

export type TSupportReply = z.input<typeof ZSupportReplySchema>;

export const ZSupportStatusSchema = z.object({ id: ZUuidSchema, status: z.enum(SUPPORT_STATUSES, { error: "field.invalid" }) });
