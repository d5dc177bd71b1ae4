import { findSupportMessage, insertSupportMessage, listSupportMessages } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { SUPPORT_STATUSES, SUPPORT_TOPICS, ZIdSchema, ZSupportMessageSchema } from "@amlak/schemas";
import { z } from "zod";
import { ZInstantOutput } from "../outputs/values.ts";
import { areaProcedure, router } from "../trpc.ts";

/** The messages a page lists: enough to see what was asked and whether it was answered. */
const RECENT = 20;

const contactUs = areaProcedure("contactUs");

const ZMessageSummary = z.object({
  id: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  created_at: ZInstantOutput,
});

/** Contact us (SPEC §2 /contactUs): messages to the support team, kept with the organization and the user. */
export const supportRouter = router({
  send: contactUs
    .input(ZSupportMessageSchema)
    .output(z.object({ id: z.string(), created_at: ZInstantOutput }))
    .mutation(({ ctx, input }) =>
      insertSupportMessage(ctx.trx, {
        org_id: ctx.caller.orgId,
        user_id: ctx.caller.userId,
        topic: input.topic,
        subject: input.subject,
        message: input.message,
        page: input.page ?? null,
      }),
    ),

  /** The organization's recent messages, newest first, with who sent each and whether support answered. */
  mine: contactUs
    .output(z.array(ZMessageSummary.extend({ sender: z.string().nullable() })))
    .query(({ ctx }) => listSupportMessages(ctx.trx, RECENT)),

  /** One message as it was sent. */
  get: contactUs
    .input(ZIdSchema)
    .output(ZMessageSummary.extend({ message: z.string() }))
    .query(async ({ ctx, input }) => {
      const message = await findSupportMessage(ctx.trx, input.id);
      if (!message) throw new AppError("notFound");
      return message;
    }),
});
