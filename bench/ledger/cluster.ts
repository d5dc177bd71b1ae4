import { createDb, ensureDatabase, freePort, migrateToLatest, startEmbeddedPostgres, type Db } from "@amlak/db";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface BenchCluster {
  url: string;
  owner: Db;
  app: Db;
  stop(): Promise<void>;
}

/**
 * An embedded PostgreSQL with fsync on as in production, listening on loopback only, migrated to the latest schema:
 * throwaway in a temporary directory (deleted on stop), or kept in `keptDir` and reused by the next run.
 */
export async function startBenchCluster(appPoolSize: number, keptDir?: string): Promise<BenchCluster> {
  if (keptDir && !existsSync(keptDir)) mkdirSync(keptDir, { recursive: true });
  const dir = keptDir ?? mkdtempSync(path.join(tmpdir(), "amlak-bench-pg-"));
  const server = await startEmbeddedPostgres({ dir, port: await freePort(), persistent: keptDir !== undefined, fsync: true });
  try {
    await ensureDatabase(server.urlFor("postgres"), "amlak");
    const url = server.urlFor("amlak");
    const owner = createDb(url, { role: "owner", max: 4 });
    await migrateToLatest(owner);
    const app = createDb(url, { role: "app", max: appPoolSize });
    return {
      url,
      owner,
      app,
      async stop() {
        await app.destroy();
        await owner.destroy();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
