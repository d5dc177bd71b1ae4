import { afterAll } from "vitest";
import { createDb } from "../client.ts";
import type { Database } from "../database.ts";

export { startEmbeddedReplica } from "../embedded-replica.ts";

/**
 * The app and owner pools over this test file's own database, cloned from the migrated template with reference data
 * (file-setup.ts); closed after the file. Needs the int or e2e vitest project.
 */
export function testDatabase(): Database {
  const url = process.env.TEST_DATABASE_FILE_URL;
  if (!url) throw new Error("testDatabase() needs the int or e2e vitest project (packages/db/src/testing/file-setup.ts)");
  const app = createDb(url, { role: "app", max: 8 });
  const owner = createDb(url, { role: "owner", max: 2 });
  const database: Database = {
    app,
    owner,
    url,
    embedded: false,
    close: async () => {
      await app.destroy();
      await owner.destroy();
    },
  };
  afterAll(() => database.close());
  return database;
}
