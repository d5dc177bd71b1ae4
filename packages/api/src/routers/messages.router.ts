import { listOrganizationMessages } from "@amlak/db";
import { ZMessageListSchema } from "@amlak/schemas";
import { pageOf } from "../list-procedures.ts";
import { ZMessageLogRowOutput } from "../outputs/messages.output.ts";
import { listPageOutput } from "../outputs/portfolio.output.ts";
import { areaProcedure, router } from "../trpc.ts";

export const messagesRouter = router({
  /** The organization's message log (settings), newest first: one-time codes never show (organization_messages). */
  list: areaProcedure("settings")
    .input(ZMessageListSchema)
    .output(listPageOutput(ZMessageLogRowOutput))
    .query(({ ctx, input }) => listOrganizationMessages(ctx.trx, input, input, pageOf(input))),
});
