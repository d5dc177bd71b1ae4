import { mayPerform, riyadhToday, type MemberAction } from "@amlak/domain";
import type { LedgerContext } from "@amlak/ledger";
import { AppError } from "@amlak/domain";
import { idempotencyKeyOf } from "../idempotency-key.ts";
import { authedProcedure, memberProcedure } from "../trpc.ts";

function requireAction(type: Parameters<typeof mayPerform>[0], action: MemberAction) {
  if (!mayPerform(type, action)) throw new AppError("auth.roleForbidden");
}

/**
 * A ledger command: no outer transaction, because the command handler runs its own (append, project, idempotency
 * record) scoped to the caller's organization.
 */
export function ledgerCommandProcedure(action: MemberAction) {
  return authedProcedure.use(({ ctx, next }) => {
    requireAction(ctx.caller.type, action);
    const orgId = ctx.caller.orgId;
    if (!orgId) throw new AppError("auth.noOrganization");
    const key = idempotencyKeyOf(ctx);
    const now = ctx.now();
    const ledger: LedgerContext = {
      orgId,
      actor: ctx.caller.userId,
      requestId: ctx.requestId,
      now,
      ...(key ? { idempotencyKey: key } : {}),
    };
    return next({ ctx: { ...ctx, orgId, ledger, today: riyadhToday(now) } });
  });
}

/** A query or plain-table change (read models, drafts, quotations) inside the organization-scoped transaction. */
export function actionProcedure(action: MemberAction) {
  return memberProcedure.use(({ ctx, next }) => {
    requireAction(ctx.caller.type, action);
    return next({ ctx: { ...ctx, today: riyadhToday(ctx.now()) } });
  });
}
