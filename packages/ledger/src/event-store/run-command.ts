import { withOrg, type Db, type Trx } from "@amlak/db";
import { sql } from "kysely";
import { AppError } from "@amlak/domain";
import { createHash } from "node:crypto";
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
  const requestHash = run.idempotency ? sha256(JSON.stringify(run.idempotency.input)) : "";
  for (let attempt = 1; ; attempt++) {
    try {
      return await withOrg(db, run.orgId, async (trx) => {
        if (run.idempotency) {
          const { key } = run.idempotency;
          await sql`select pg_advisory_xact_lock(hashtextextended(${`${run.orgId}:${key}`}, 0))`.execute(trx);
          const earlier = await trx
            .selectFrom("idempotency_keys")
            .select(["request_hash", "response"])
            .where("org_id", "=", run.orgId)
            .where("key", "=", key)
            .executeTakeFirst();
          if (earlier && earlier.request_hash !== requestHash) throw new AppError("idempotency.keyReused");
          if (earlier) return earlier.response as R;
        }
        await hooks.before?.(trx);
        const session = new LedgerSession(trx, run.orgId, run.meta, run.now);
        const result = await handler(session);
        await projectEvents(liveWriter(trx), projections, session.appended, PaymentStates.live(trx));
        await hooks.after?.(trx, result);
        if (run.idempotency) {
          await trx
            .insertInto("idempotency_keys")
            .values({ org_id: run.orgId, key: run.idempotency.key, request_hash: requestHash, response: JSON.stringify(result ?? null) })
            .execute();
        }
        return result;
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

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
