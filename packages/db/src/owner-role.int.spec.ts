import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "./client.ts";
import { openDatabase } from "./database.ts";
import { refuseSuperuserOwner } from "./owner-role.ts";
import { StartupError } from "./startup-error.ts";

// The test server's own login is a superuser. The owner made here is set up as README's "Database roles" says, with a
// database of its own (amlak_app and amlak_portal exist already: the template's migrations made them).
const superuserUrl = process.env.TEST_DATABASE_FILE_URL!;
const role = `amlak_owner_${randomBytes(4).toString("hex")}`;
const password = randomBytes(12).toString("hex");
const admin = new pg.Client(superuserUrl);
await admin.connect();
await admin.query(`create role ${role} login nosuperuser nocreatedb nocreaterole password '${password}'`);
await admin.query(`grant amlak_app, amlak_portal to ${role} with admin option`);
await admin.query(`create database ${role} owner ${role}`);
afterAll(async () => {
  await admin.query(`drop database ${role} with (force)`);
  await admin.query(`drop role ${role}`);
  await admin.end();
});

const ownerUrl = (() => {
  const url = new URL(superuserUrl);
  url.username = role;
  url.password = password;
  url.pathname = `/${role}`;
  return url.toString();
})();

async function refusalAs(url: string): Promise<unknown> {
  const owner = createDb(url, { role: "owner", max: 1 });
  try {
    await refuseSuperuserOwner(owner);
    return null;
  } catch (error) {
    return error;
  } finally {
    await owner.destroy();
  }
}

describe("the owner connection in production", () => {
  it("is refused when its role is a superuser, in a sentence naming DATABASE_URL and the role", async () => {
    const refusal = await refusalAs(superuserUrl);
    expect(refusal).toBeInstanceOf(StartupError);
    expect((refusal as Error).message).toMatch(/^DATABASE_URL connects as \S+, a superuser, which production refuses/);
  });

  it("is taken when its role is not a superuser", async () => {
    expect(await refusalAs(ownerUrl)).toBeNull();
  });

  it("stops openDatabase before any migration, in production only", async () => {
    const production = openDatabase({ NODE_ENV: "production", DATABASE_URL: superuserUrl });
    await expect(production).rejects.toThrow(StartupError);
    const development = await openDatabase({ DATABASE_URL: superuserUrl });
    await development.close();
  });

  it("migrates a new database as README's owner role, which cannot switch the ledger's triggers off", async () => {
    const database = await openDatabase({ NODE_ENV: "production", DATABASE_URL: ownerUrl });
    try {
      const ledger = await database.owner
        .selectFrom("ledger_events")
        .select((eb) => eb.fn.countAll().as("events"))
        .executeTakeFirstOrThrow();
      expect(Number(ledger.events)).toBe(0);
      await expect(sql`set session_replication_role = replica`.execute(database.owner)).rejects.toThrow(/permission denied/);
    } finally {
      await database.close();
    }
  });
});
