import { mkdtempSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb } from "../client.ts";
import { ensureDatabase } from "../database.ts";
import { startEmbeddedPostgres } from "../embedded.ts";
import { freePort } from "../free-port.ts";
import { migrateToLatest } from "../migrate.ts";
import { GENERATED_FILE, generateDatabaseTypes } from "./generate-types.ts";

// npm run db:codegen — migrates a throwaway embedded PostgreSQL and writes the Kysely types of its schema.
const server = await startEmbeddedPostgres({
  dir: mkdtempSync(path.join(tmpdir(), "amlak-codegen-pg-")),
  port: await freePort(),
  persistent: false,
});
try {
  await ensureDatabase(server.urlFor("postgres"), "amlak");
  const db = createDb(server.urlFor("amlak"), { role: "owner", max: 2 });
  try {
    await migrateToLatest(db);
    await writeFile(GENERATED_FILE, await generateDatabaseTypes(db));
    console.log(`wrote ${path.relative(process.cwd(), GENERATED_FILE)}`);
  } finally {
    await db.destroy();
  }
} finally {
  await server.stop();
}
