import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../client.ts";
import { withOrg } from "../org-scope.ts";
import { cancelDraft, findDraft, insertDraft, lockDraftForUpdate } from "./contract-drafts.repository.ts";
import { insertOrganization } from "./organizations.repository.ts";
import { insertUser } from "./users.repository.ts";

// The int project's file setup gives this file its own migrated database.
const url = process.env.TEST_DATABASE_FILE_URL!;
const owner = createDb(url, { role: "owner", max: 2 });
const app = createDb(url, { role: "app", max: 4 });
const orgId = randomUUID();
let draftId: string;

beforeAll(async () => {
  await insertOrganization(owner, orgId);
  const user = await insertUser(owner, { org_id: orgId, type: "client", name: "Drafter", phone: "500000991", password_hash: "x" });
  draftId = (await insertDraft(owner, { org_id: orgId, terms: { price: "1000.00" }, created_by: user.id })).id;
});

afterAll(async () => {
  await app.destroy();
  await owner.destroy();
});

/** Resolves once some session waits for a row lock taken by `for update` on contract_drafts. */
async function someoneWaitsForTheDraft(): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where wait_event_type = 'Lock' and query ilike '%from "contract_drafts"%for update%'`.execute(owner);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no session waited for the draft's row lock");
}

describe("lockDraftForUpdate", () => {
  it("makes a second locker wait for the transaction holding the draft, then read what it committed; a plain read does not wait", async () => {
    let secondLocked = false;
    let second: Promise<string | undefined> | undefined;
    await withOrg(app, orgId, async (trx) => {
      expect((await lockDraftForUpdate(trx, draftId))?.status).toBe("draft");
      second = withOrg(app, orgId, async (other) => (await lockDraftForUpdate(other, draftId))?.status).finally(() => {
        secondLocked = true;
      });
      await someoneWaitsForTheDraft();
      expect((await withOrg(app, orgId, (other) => findDraft(other, draftId)))?.status).toBe("draft");
      expect(secondLocked).toBe(false);
      await cancelDraft(trx, draftId, new Date());
    });
    expect(await second).toBe("cancelled");
  });
});
