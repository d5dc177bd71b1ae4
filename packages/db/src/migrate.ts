import { migrations } from "@amlak/migrations";
import type { Kysely } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
}

/** Names of migrations not yet applied (readiness fails while any are pending). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const all = await new Migrator({ db, provider }).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
