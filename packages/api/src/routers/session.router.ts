import { isStaff, riyadhToday } from "@amlak/domain";
import { findUserById, withOrg } from "@amlak/db";
import { loadAuthorization } from "../authorization.ts";
import { sessionUserOf } from "../auth/session-user.ts";
import { AppError } from "@amlak/domain";
import { authedProcedure, router } from "../trpc.ts";
import { ZAuthorizationOutput, ZSessionUserOutput } from "../outputs/session.output.ts";

const STAFF_AUTHORIZATION = {
  subscription: { active: false, paid: false, effectivePackage: null, latestUserSubscription: null },
  permissions: [],
  neededActions: [],
};

export const sessionRouter = router({
  me: authedProcedure.output(ZSessionUserOutput).query(async ({ ctx }) => {
    const user = await findUserById(ctx.database.app, ctx.caller.userId);
    if (!user?.active) throw new AppError("auth.unauthorized");
    return sessionUserOf(user);
  }),

  /** SPEC §3 Authorization; staff, who act for no organization, hold no package and are answered so. */
  authorization: authedProcedure.output(ZAuthorizationOutput).query(({ ctx }) => {
    const orgId = ctx.caller.orgId;
    if (!orgId) {
      if (!isStaff(ctx.caller.type)) throw new AppError("auth.noOrganization");
      return STAFF_AUTHORIZATION;
    }
    const who = { orgId, type: ctx.caller.type, lang: ctx.lang, today: riyadhToday(ctx.now()) };
    return withOrg(ctx.database.app, orgId, (trx) => loadAuthorization(trx, who));
  }),
});
