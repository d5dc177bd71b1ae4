import { sql } from "kysely";
import type { Db } from "./client.ts";

/**
 * How many seconds a replica's reads are behind the primary: 0 when it has replayed everything the primary had
 * written when asked (or is the primary itself), otherwise the age of the last transaction it replayed (an upper bound
 * of what a reader may miss, and the measure that still grows when the replica has lost its primary).
 */
export async function replicaLagSeconds(primary: Db, replica: Db): Promise<number> {
  const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(primary);
  const written = rows[0]!.lsn;
  const { rows: lag } = await sql<{ seconds: number | null }>`
    select case
      when not pg_is_in_recovery() or pg_last_wal_replay_lsn() >= ${written}::pg_lsn then 0
      else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8
    end as seconds`.execute(replica);
  return Math.max(0, lag[0]?.seconds ?? 0);
}
