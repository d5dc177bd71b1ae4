export { createDb, type Db, type DbOptions } from "./client.ts";
export { openDatabase, ensureDatabase, type Database as OpenDatabase } from "./database.ts";
export { startEmbeddedPostgres, type EmbeddedOptions, type EmbeddedServer } from "./embedded.ts";
export { migrateToLatest, pendingMigrations } from "./migrate.ts";
export { withOrg, type Trx } from "./org-scope.ts";
export type * from "./generated/db.ts";
export * from "./repositories/users.repository.ts";
export * from "./repositories/refresh-tokens.repository.ts";
export * from "./repositories/subscriptions.repository.ts";
