import { riyadhToday } from "@amlak/domain";
import { findUserById } from "@amlak/db";
import { loadAuthorization } from "../authorization.ts";
import { sessionUserOf } from "../auth/session-user.ts";
import { AppError } from "@amlak/domain";
import { authedProcedure, memberProcedure, router } from "../trpc.ts";
import { ZAuthorizationOutput, ZSessionUserOutput } from "../outputs/session.output.ts";

export const sessionRouter = router({
  me: authedProcedure.output(ZSessionUserOutput).query(async ({ ctx }) => {
    const user = await findUserById(ctx.database.app, ctx.caller.userId);
    if (!user?.active) throw new AppError("auth.unauthorized");
    return sessionUserOf(user);
  }),

  authorization: memberProcedure
    .output(ZAuthorizationOutput)
    .query(({ ctx }) =>
      loadAuthorization(ctx.trx, { orgId: ctx.caller.orgId, type: ctx.caller.type, lang: ctx.lang, today: riyadhToday(ctx.now()) }),
    ),
});
