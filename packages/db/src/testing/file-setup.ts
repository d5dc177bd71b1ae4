import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
// Everything the file writes to the temporary folder (uploads, PDFs read back, Chromium's profile) goes to a folder of
// its own, removed with its database: os.tmpdir() reads TMPDIR.
// A worker that runs several files keeps the first one's root.
process.env.AMLAK_TMP_ROOT ??= tmpdir();
const scratch = mkdtempSync(path.join(process.env.AMLAK_TMP_ROOT, "amlak-test-"));
// As root, an embedded PostgreSQL runs as its own user, which must reach the files it is given here.
chmodSync(scratch, 0o755);
process.env.TMPDIR = scratch;

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await dropDatabase(inject("pgAdminUrl"), name);
});
