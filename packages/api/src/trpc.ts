import { initTRPC, TRPCError } from "@trpc/server";
import { middlewareMarker } from "@trpc/server/unstable-core-do-not-import";
import { answerOncePerKey, sessionStillValid, withMember, withPortal, type Trx } from "@amlak/db";
import { canAccessArea, isStaff, type Area } from "@amlak/domain";
import { transformer, ZPortalOrgSchema, type TPortalRole } from "@amlak/schemas";
import type { Caller, Context } from "./context.ts";
import { describeError, knownError } from "./error-response.ts";
import { idempotencyKeyOf } from "./idempotency-key.ts";
import { portalScopeOf } from "./portal/portal-scope.ts";
import { AppError } from "@amlak/domain";

const t = initTRPC.context<Context>().create({
  transformer,
  errorFormatter({ shape, error, ctx }) {
    const { body } = describeError(error, ctx?.lang ?? "ar", ctx?.requestId ?? "-");
    return { ...shape, message: body.message, data: { ...shape.data, stack: undefined, ...body } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

const TRPC_CODE_BY_STATUS: Record<number, TRPCError["code"]> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
  503: "SERVICE_UNAVAILABLE",
};

/** Gives a known error the tRPC code of its HTTP status, so /trpc answers 401, 409… rather than 500. */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  const known = result.ok ? null : knownError(result.error);
  const code = known ? TRPC_CODE_BY_STATUS[known.status] : undefined;
  if (known && code) throw new TRPCError({ code, message: known.code, cause: known });
  return result;
});

const sessionEnded = () => new AppError("auth.unauthorized");

/**
 * A signed-in caller, any user type, whose session is still valid: a deactivated or deleted user, or one who signed
 * out of all devices, is refused from the next request on (one primary-key read per request).
 */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.caller) throw sessionEnded();
  if (!(await sessionStillValid(ctx.database.app, ctx.caller.userId, ctx.caller.sessionVersion))) throw sessionEnded();
  return next({ ctx: { ...ctx, caller: ctx.caller } });
});

/**
 * A signed-in user of an organization whose session is still valid (checked as authedProcedure does, in the statement
 * that begins the transaction); the procedure runs in one transaction whose row-level security sees only that
 * organization. `afterCommit` work (removing stored files whose rows the transaction deleted) runs only once the
 * transaction has committed, so a rolled-back delete never loses a file. A mutation sent with an Idempotency-Key runs
 * once per key (answerOncePerKey): the key is recorded in this transaction, with the mutation's effect.
 */
export const memberProcedure = publicProcedure.use(async ({ ctx, type, path, getRawInput, next }) => {
  if (!ctx.caller) throw sessionEnded();
  const { caller } = ctx;
  const orgId = caller.orgId;
  if (!orgId) throw new AppError("auth.noOrganization");
  const key = type === "mutation" ? idempotencyKeyOf(ctx) : null;
  const committed: (() => Promise<void>)[] = [];
  const afterCommit = (work: () => Promise<void>) => void committed.push(work);
  const member = { orgId, userId: caller.userId, sessionVersion: caller.sessionVersion };
  const result = await withMember(
    ctx.database.app,
    member,
    async (trx: Trx) => {
      const run = async () => {
        const result = await next({ ctx: { ...ctx, caller: { ...caller, orgId } as Caller & { orgId: string }, trx, afterCommit } });
        if (!result.ok) throw result.error; // roll the transaction back
        return result;
      };
      if (!key) return run();
      const request = { orgId, key, input: { procedure: path, input: await getRawInput() }, now: ctx.now() };
      const data = await answerOncePerKey(trx, request, async () => (await run()).data);
      // tRPC has no public way for a middleware to answer without calling next() (trpc/trpc#4066).
      return { ok: true as const, data, marker: middlewareMarker };
    },
    sessionEnded,
  );
  await Promise.all(committed.map((work) => work()));
  return result;
});

/** A member whose user type may use `area` (SPEC §2 and §6 menus). */
export function areaProcedure(area: Area) {
  return memberProcedure.use(({ ctx, next }) => {
    if (!canAccessArea(ctx.caller.type, area)) throw new AppError("auth.roleForbidden");
    return next();
  });
}

/**
 * Platform staff of a type allowed into `area` (SPEC §2 staff menus). Staff have no organization: their procedures
 * work across organizations on the owner's connection (DESIGN §9), so a member's token is refused here and a staff
 * token by memberProcedure (it carries no organization).
 */
export function staffProcedure(area: Area) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!isStaff(ctx.caller.type) || ctx.caller.orgId) throw new AppError("auth.roleForbidden");
    if (!canAccessArea(ctx.caller.type, area)) throw new AppError("auth.roleForbidden");
    return next({ ctx: { ...ctx, db: ctx.database.owner } });
  });
}

/**
 * A tenant or owner signed in to the portal (DESIGN §9 Principals). A member's or staff's token carries no portal user,
 * and a portal token no member caller, so each kind is refused by the other's procedures.
 */
export const portalProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.portal) throw new AppError("auth.unauthorized");
  return next({ ctx: { ...ctx, portal: ctx.portal } });
});

/**
 * A portal read of one organization by a portal user of one of `roles` (an owner's token is refused by the tenant's
 * reads and the other way round): it runs in one transaction as amlak_portal, whose row-level security sees only the
 * rows of the user's contacts in that organization (withPortal), whatever the procedure's queries filter.
 */
export function portalReadProcedure(roles: readonly TPortalRole[]) {
  return portalProcedure.input(ZPortalOrgSchema).use(async ({ ctx, input, next }) => {
    if (!roles.includes(ctx.portal.role)) throw new AppError("auth.roleForbidden");
    const scope = await portalScopeOf(ctx.database.app, ctx.portal, input.org_id);
    return withPortal(ctx.database.app, scope, async (trx: Trx) => {
      const result = await next({ ctx: { ...ctx, trx, scope } });
      if (!result.ok) throw result.error; // end the transaction
      return result;
    });
  });
}
