import { answerOncePerKey, withOrg, type Db, type Trx } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { ruleOfViolation } from "../constraint-rules.ts";
import { PaymentStates } from "../projections/payment-states.ts";
import { projectEvents, type Projection } from "../projections/projection.ts";
import { liveWriter } from "../projections/read-model-writer.ts";
import { LedgerSession } from "./ledger-session.ts";
import { StreamVersionConflict, type EventMeta } from "./stored-event.ts";

export interface CommandRun {
  orgId: string;
  meta: EventMeta;
  now: Date;
  /** Opens the secrets the command's work needs (the ZATCA signing key). */
  secretsKey: Uint8Array;
  /** With a key: the same key and input answer the first result again; the same key with other input is refused. */
  idempotency?: { key: string; input: unknown };
}

/**
 * Writes outside the ledger that must commit with a command or not at all (a draft recording the contract it
 * became): `before` runs first in the transaction (to lock and check), `after` once the projections are written.
 */
export interface CommandHooks<R> {
  before?: (trx: Trx) => Promise<void>;
  after?: (trx: Trx, result: R) => Promise<void>;
}

const MAX_ATTEMPTS = 5;

/**
 * Runs a command handler in one organization-scoped transaction: its appends, the inline projections of what it
 * appended and the idempotency record commit together or not at all. Requests with the same idempotency key run
 * one after the other, so a retry racing the first attempt gets its answer instead of doing the work again.
 * Concurrent writers to the same stream are retried from a fresh read a bounded number of times.
 */
export async function runCommand<R>(
  db: Db,
  projections: readonly Projection[],
  run: CommandRun,
  handler: (session: LedgerSession) => Promise<R>,
  hooks: CommandHooks<R> = {},
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withOrg(db, run.orgId, (trx) => {
        const work = async () => {
          await hooks.before?.(trx);
          const session = new LedgerSession(trx, run.orgId, run.meta, run.now, run.secretsKey);
          const result = await handler(session);
          await projectEvents(liveWriter(trx), projections, session.appended, PaymentStates.live(session));
          await hooks.after?.(trx, result);
          return result;
        };
        return run.idempotency ? answerOncePerKey(trx, { orgId: run.orgId, ...run.idempotency, now: run.now }, work) : work();
      });
    } catch (error) {
      const rule = ruleOfViolation(error);
      if (rule) throw rule;
      if (!isRetryable(error)) throw error;
      // A stream kept changing under us through every retry.
      if (attempt >= MAX_ATTEMPTS) throw new AppError("conflict");
    }
  }
}

function isRetryable(error: unknown): boolean {
  if (error instanceof StreamVersionConflict) return true;
  const { code } = error as { code?: string };
  // A serialization failure or a deadlock.
  return code === "40001" || code === "40P01";
}
