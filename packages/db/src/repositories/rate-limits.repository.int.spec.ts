import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../client.ts";
import { purgeOldRateLimitHits } from "./rate-limits.repository.ts";

const owner = createDb(process.env.TEST_DATABASE_FILE_URL!, { role: "owner", max: 2 });
afterAll(() => owner.destroy());

const now = new Date("2026-12-31T21:00:00Z");
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe("purgeOldRateLimitHits", () => {
  it("deletes the hits older than two days at now, in batches, and keeps those a limit may still read", async () => {
    const old = Array.from({ length: 5_001 }, (_, i) => ({ key: `old:${i % 7}`, at: hoursBefore(48.01) }));
    await owner.insertInto("rate_limit_hits").values(old).execute();
    await owner
      .insertInto("rate_limit_hits")
      .values([{ key: "pair:0500000001:10.0.0.1", at: hoursBefore(47.99) }])
      .execute();

    expect(await purgeOldRateLimitHits(owner, now)).toBe(5_001);
    const left = await owner.selectFrom("rate_limit_hits").select("key").execute();
    expect(left.map((row) => row.key)).toEqual(["pair:0500000001:10.0.0.1"]);
  });
});
