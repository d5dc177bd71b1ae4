import { readFile } from "node:fs/promises";
import { expect, test } from "vitest";
import { createDb } from "../client.ts";
import { GENERATED_FILE, generateDatabaseTypes } from "../codegen/generate-types.ts";

// This file's database is a clone of the run's migrated template (file-setup.ts); reading the template itself would
// hold a connection that stops other files from cloning it.
test("generated/db.ts matches the migrated schema", async () => {
  const url = process.env.TEST_DATABASE_FILE_URL;
  if (!url) throw new Error("needs the int vitest project (file-setup.ts)");
  const db = createDb(url, { role: "owner", max: 2 });
  try {
    const fromSchema = await generateDatabaseTypes(db);
    const committed = await readFile(GENERATED_FILE, "utf8");
    expect(committed, "packages/db/src/generated/db.ts differs from the migrated schema: run npm run db:codegen").toBe(fromSchema);
  } finally {
    await db.destroy();
  }
});
