import { insertPublicSupportMessage } from "@amlak/db";
import { ZPublicSupportMessageSchema } from "@amlak/schemas";
import { hit, RATE_RULES } from "../auth/rate-limit.ts";
import { ZOkOutput } from "../outputs/values.ts";
import { publicProcedure, router } from "../trpc.ts";

/** The public contact form (/contact, /publicContact) and the pricing page's Business sales form, without an account. */
export const publicContactRouter = router({
  /** Stores the message for the support inbox. A form whose hidden field was filled is a bot's: thanked, not kept. */
  send: publicProcedure
    .input(ZPublicSupportMessageSchema)
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      if (input.website) return { ok: true as const };
      const owner = ctx.database.owner;
      await hit(owner, `publicSupportMessage:${ctx.ip}`, RATE_RULES.publicSupportMessage, ctx.now());
      await insertPublicSupportMessage(owner, {
        source: input.source,
        sender_name: input.name,
        sender_phone: input.phone,
        sender_email: input.email,
        sender_organization: input.organization,
        subject: input.subject,
        message: input.message,
      });
      return { ok: true as const };
    }),
});
