import {
  findInboxMessage,
  listInboxMessages,
  listSupportReplies,
  lockInboxMessage,
  queueMessage,
  recordSupportReply,
  setSupportMessageStatus,
} from "@amlak/db";
import { AppError } from "@amlak/domain";
import {
  SUPPORT_REPLY_CHANNELS,
  SUPPORT_SOURCES,
  SUPPORT_STATUSES,
  SUPPORT_TOPICS,
  ZIdSchema,
  ZSupportInboxFilterSchema,
  ZSupportReplySchema,
  ZSupportStatusSchema,
} from "@amlak/schemas";
import { z } from "zod";
import { ZIdOutput, ZInstantOutput } from "../outputs/values.ts";
import { router, staffProcedure } from "../trpc.ts";

/** customerService and system answer what members, visitors and prospective Business customers wrote. */
const inbox = staffProcedure("supportInbox");

/** As far back as the screen lists; older messages are answered or closed long since. */
const LISTED = 500;

const ZInboxMessage = z.object({
  id: z.string(),
  source: z.enum(SUPPORT_SOURCES),
  status: z.enum(SUPPORT_STATUSES),
  topic: z.enum(SUPPORT_TOPICS).nullable(),
  subject: z.string(),
  message: z.string(),
  page: z.string().nullable(),
  created_at: ZInstantOutput,
  sender_name: z.string(),
  sender_phone: z.string().nullable(),
  sender_email: z.string().nullable(),
  organization_name: z.string().nullable(),
});

const ZReply = z.object({
  id: z.string(),
  channel: z.enum(SUPPORT_REPLY_CHANNELS),
  recipient: z.string(),
  body: z.string(),
  created_at: ZInstantOutput,
  staff_name: z.string(),
});

/** The support inbox (issue #21): the in-app contact page, the public contact form and the Business sales form. */
export const supportInboxRouter = router({
  list: inbox
    .input(ZSupportInboxFilterSchema)
    .output(z.array(ZInboxMessage))
    .query(({ ctx, input }) => listInboxMessages(ctx.db, { status: input.status ?? null, source: input.source ?? null }, LISTED)),

  /** One message with the replies it was sent. */
  get: inbox
    .input(ZIdSchema)
    .output(ZInboxMessage.extend({ replies: z.array(ZReply) }))
    .query(async ({ ctx, input }) => {
      const message = await findInboxMessage(ctx.db, input.id);
      if (!message) throw new AppError("notFound");
      return { ...message, replies: await listSupportReplies(ctx.db, input.id) };
    }),

  /** Sends the reply through the message outbox and marks the message answered, in one transaction (DESIGN §9). */
  reply: inbox
    .input(ZSupportReplySchema)
    .output(ZIdOutput)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        if (!(await lockInboxMessage(trx, input.id))) throw new AppError("notFound");
        const message = await findInboxMessage(trx, input.id);
        const recipient = input.channel === "email" ? message?.sender_email : message?.sender_phone;
        if (!recipient) throw new AppError("support.noRecipient");
        await queueMessage(trx, { recipient, channel: input.channel, body: input.body, lang: ctx.lang, purpose: "support.reply" });
        const reply = await recordSupportReply(trx, {
          message_id: input.id,
          channel: input.channel,
          recipient,
          body: input.body,
          staff_id: ctx.caller.userId,
        });
        return { id: reply.id };
      }),
    ),

  setStatus: inbox
    .input(ZSupportStatusSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input }) => {
      const { numUpdatedRows } = (await setSupportMessageStatus(ctx.db, input.id, input.status))[0] ?? { numUpdatedRows: 0n };
      if (numUpdatedRows === 0n) throw new AppError("notFound");
      return { id: input.id };
    }),
});
