import { migrations } from "@amlak/migrations";
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../client.ts";
import { answerOncePerKey, purgeExpiredIdempotencyKeys } from "./idempotency-keys.repository.ts";
import { insertOrganization } from "./organizations.repository.ts";

const owner = createDb(process.env.TEST_DATABASE_FILE_URL!, { role: "owner", max: 3 });
afterAll(() => owner.destroy());

const orgId = randomUUID();
beforeAll(() => insertOrganization(owner, orgId));

const DAY = 86_400_000;
const now = new Date("2026-12-31T21:00:00Z");
const daysBefore = (days: number) => new Date(now.getTime() - days * DAY);

async function storeKeys(prefix: string, count: number, createdAt: Date) {
  const rows = Array.from({ length: count }, (_, i) => ({
    org_id: orgId,
    key: `${prefix}-${i}`,
    request_hash: "-",
    response: "{}",
    created_at: createdAt,
  }));
  await owner.insertInto("idempotency_keys").values(rows).execute();
}

const keysLike = async (prefix: string) =>
  (await owner.selectFrom("idempotency_keys").select("key").where("key", "like", `${prefix}-%`).execute()).length;

describe("purgeExpiredIdempotencyKeys", () => {
  it("deletes the keys older than 30 days at now and keeps the younger ones", async () => {
    await storeKeys("old", 3, daysBefore(30.01));
    await storeKeys("young", 2, daysBefore(29.99));

    expect(await purgeExpiredIdempotencyKeys(owner, now)).toBe(3);
    expect(await keysLike("old")).toBe(0);
    expect(await keysLike("young")).toBe(2);
  });

  it("shares the work between two purges running at once, batch by batch", async () => {
    await storeKeys("stale", 2_500, daysBefore(45));

    const purged = await Promise.all([purgeExpiredIdempotencyKeys(owner, now), purgeExpiredIdempotencyKeys(owner, now)]);
    expect(purged[0] + purged[1]).toBe(2_500);
    expect(await keysLike("stale")).toBe(0);
    expect(await keysLike("young")).toBe(2);
  });
});

describe("answerOncePerKey", () => {
  it("records the key with the time passed in and gives the first answer back as it was (a Date stays a Date)", async () => {
    let runs = 0;
    const request = { orgId, key: "answer-once", input: { name: "x" }, now: daysBefore(1) };
    const work = async () => ({ run: ++runs, at: new Date("2026-12-01T00:00:00Z") });
    const first = await owner.transaction().execute((trx) => answerOncePerKey(trx, request, work));
    const again = await owner.transaction().execute((trx) => answerOncePerKey(trx, request, work));

    expect(again).toEqual(first);
    expect(again.at).toBeInstanceOf(Date);
    expect(runs).toBe(1);
    const row = await owner.selectFrom("idempotency_keys").select("created_at").where("key", "=", "answer-once").executeTakeFirstOrThrow();
    expect(row.created_at).toEqual(request.now);
  });

  it("answers a key stored as plain JSON before answers were superjson, once its migration has run", async () => {
    const migration = migrations["2026_11_28T1000_idempotency_key_expiry"]!;
    await migration.down!(owner);
    const input = { command: "SignContract", input: { unit: "u-1" } };
    await owner
      .insertInto("idempotency_keys")
      .values({
        org_id: orgId,
        key: "stored-before",
        request_hash: createHash("sha256").update(JSON.stringify(input)).digest("hex"),
        response: JSON.stringify({ contractId: "c-1" }),
      })
      .execute();
    await migration.up(owner);

    const request = { orgId, key: "stored-before", input, now };
    const again = await owner.transaction().execute((trx) => answerOncePerKey(trx, request, async () => ({ contractId: "c-2" })));
    expect(again).toEqual({ contractId: "c-1" });
  });
});
