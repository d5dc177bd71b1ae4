import { AppError } from "@amlak/domain";
import { transformer } from "@amlak/schemas";
import { sql } from "kysely";
import { createHash } from "node:crypto";
import type { Db } from "../client.ts";
import type { Trx } from "../org-scope.ts";

/** A request that carries an Idempotency-Key, in its organization; `input` is what the key guards. */
export interface KeyedRequest {
  orgId: string;
  key: string;
  input: unknown;
  now: Date;
}

/** How long a key answers its first result again; a retry later than that is a new request. */
const IDEMPOTENCY_KEY_DAYS = 30;
const PURGE_BATCH = 1000;

/**
 * Runs `work` once per key, inside the caller's organization transaction: the same key with the same input answers
 * the first result again, the same key with other input is refused. Requests with one key run one after the other
 * (a transaction-scoped advisory lock), so a retry racing its first attempt waits for it and gets its answer. The key
 * is recorded in the same transaction as the work's effect: both commit or neither does.
 */
export async function answerOncePerKey<R>(trx: Trx, request: KeyedRequest, work: () => Promise<R>): Promise<R> {
  const { orgId, key } = request;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${orgId}:${key}`}, 0))`.execute(trx);
  const requestHash = createHash("sha256").update(JSON.stringify(request.input)).digest("hex");
  const earlier = await trx
    .selectFrom("idempotency_keys")
    .select(["request_hash", "response"])
    .where("org_id", "=", orgId)
    .where("key", "=", key)
    .executeTakeFirst();
  if (earlier && earlier.request_hash !== requestHash) throw new AppError("idempotency.keyReused");
  // superjson, so an answer with amounts (Decimal) and instants (Date) is given back as it was first given.
  if (earlier) return transformer.deserialize(earlier.response as Parameters<typeof transformer.deserialize>[0]);
  const result = await work();
  await trx
    .insertInto("idempotency_keys")
    .values({
      org_id: orgId,
      key,
      request_hash: requestHash,
      response: JSON.stringify(transformer.serialize(result)),
      created_at: request.now,
    })
    .execute();
  return result;
}

/**
 * Deletes the keys older than IDEMPOTENCY_KEY_DAYS at `now`, a batch at a time so no statement holds many rows; rows
 * another purge holds are skipped, so two running at once share the work. Answers how many it deleted.
 */
export async function purgeExpiredIdempotencyKeys(owner: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000);
  let purged = 0;
  for (;;) {
    const { numDeletedRows } = await owner
      .deleteFrom("idempotency_keys")
      .where(({ eb, refTuple, selectFrom }) =>
        eb(
          refTuple("org_id", "key"),
          "in",
          selectFrom("idempotency_keys")
            .select(["org_id", "key"])
            .where("created_at", "<", before)
            .limit(PURGE_BATCH)
            .forUpdate()
            .skipLocked()
            .$asTuple("org_id", "key"),
        ),
      )
      .executeTakeFirst();
    const deleted = Number(numDeletedRows);
    purged += deleted;
    if (deleted < PURGE_BATCH) return purged;
  }
}
