import type { Db } from "@amlak/db";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { runCommand, type CommandHooks } from "../event-store/run-command.ts";
import { ledgerProjections } from "../projections/ledger-projections.ts";

/** Who asks, in which organization and request, and when. */
export interface LedgerContext {
  orgId: string;
  actor: string;
  requestId: string;
  now: Date;
  idempotencyKey?: string;
  /** The AES-256 key (SECRETS_KEY) sealing the organization's ZATCA signing key at rest. */
  secretsKey: Uint8Array;
}

/**
 * Runs one handler's work as a ledger command with the inline projections. The command's name is part of what
 * the idempotency key guards, so a key reused for another command is refused, not answered with its result.
 */
export function runLedgerCommand<R>(
  db: Db,
  ctx: LedgerContext,
  command: string,
  input: unknown,
  work: (session: LedgerSession) => Promise<R>,
  hooks?: CommandHooks<R>,
): Promise<R> {
  const key = ctx.idempotencyKey;
  return runCommand(
    db,
    ledgerProjections,
    {
      orgId: ctx.orgId,
      meta: key ? { actor: ctx.actor, requestId: ctx.requestId, idempotencyKey: key } : { actor: ctx.actor, requestId: ctx.requestId },
      now: ctx.now,
      secretsKey: ctx.secretsKey,
      ...(key ? { idempotency: { key, input: { command, input } } } : {}),
    },
    work,
    hooks,
  );
}
