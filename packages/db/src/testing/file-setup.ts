import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { dropDatabase, withDatabase } from "./global-setup.ts";

// Each test file gets its own database, cloned from the migrated template in a few milliseconds.
const name = `amlak_test_${randomBytes(6).toString("hex")}`;
const admin = new pg.Client(inject("pgAdminUrl"));
await admin.connect();
await admin.query(`create database "${name}" template "${inject("pgTemplate")}"`);
await admin.end();
process.env.TEST_DATABASE_FILE_URL = withDatabase(inject("pgAdminUrl"), name);

afterAll(async () => {
  await dropDatabase(inject("pgAdminUrl"), name);
});
