import { mayPerform, riyadhToday, type MemberAction } from "@amlak/domain";
import type { LedgerContext } from "@amlak/ledger";
import { AppError } from "@amlak/domain";
import { idempotencyKeyOf } from "../idempotency-key.ts";
import { authedProcedure, memberProcedure } from "../trpc.ts";
import { actorOf, requireSubUserSeat } from "./package-permission.ts";

function requireAction(type: Parameters<typeof mayPerform>[0], action: MemberAction) {
  if (!mayPerform(type, action)) throw new AppError("auth.roleForbidden");
}

/**
 * A ledger command: no outer transaction, because the command handler runs its own (append, project, idempotency
 * record) scoped to the caller's organization. A sub-user without a seat in the package only reads.
 */
export function ledgerCommandProcedure(action: MemberAction) {
  return authedProcedure.use(async ({ ctx, next }) => {
    requireAction(ctx.caller.type, action);
    const orgId = ctx.caller.orgId;
    if (!orgId) throw new AppError("auth.noOrganization");
    await requireSubUserSeat(ctx.database.app, { ...actorOf(ctx, orgId), userId: ctx.caller.userId });
    const key = idempotencyKeyOf(ctx);
    const now = ctx.now();
    const ledger: LedgerContext = {
      orgId,
      actor: ctx.caller.userId,
      requestId: ctx.requestId,
      now,
      secretsKey: ctx.secretsKey,
      ...(key ? { idempotencyKey: key } : {}),
    };
    return next({ ctx: { ...ctx, orgId, ledger, today: riyadhToday(now) } });
  });
}

/**
 * A query or plain-table change (read models, drafts, quotations) inside the organization-scoped transaction; a change
 * needs a seat in the package when the caller is a sub-user.
 */
export function actionProcedure(action: MemberAction) {
  return memberProcedure.use(async ({ ctx, type, next }) => {
    requireAction(ctx.caller.type, action);
    if (type === "mutation") await requireSubUserSeat(ctx.trx, { ...actorOf(ctx), userId: ctx.caller.userId });
    return next({ ctx: { ...ctx, today: riyadhToday(ctx.now()) } });
  });
}
