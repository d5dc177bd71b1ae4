import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Where `npm start` keeps its embedded PostgreSQL: DATA_DIR/pg (default .data/pg), on EMBEDDED_PG_PORT, database amlak. */
export function embeddedLocation(env: NodeJS.ProcessEnv): { dir: string; port: number; database: string } {
  return {
    dir: path.join(path.resolve(repoRoot, env.DATA_DIR ?? ".data"), "pg"),
    port: Number(env.EMBEDDED_PG_PORT ?? 5433),
    database: "amlak",
  };
}
