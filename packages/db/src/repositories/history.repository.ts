import type { Db } from "../client.ts";
import { visiblePayment } from "./payments.repository.ts";

/** Which of `streamIds` hold an event of a type other than `ignoredTypes`: the streams with something to tell. */
export async function findStreamsWithEvents(db: Db, streamIds: readonly string[], ignoredTypes: readonly string[]): Promise<string[]> {
  if (streamIds.length === 0) return [];
  let query = db
    .selectFrom("ledger_events")
    .select("stream_id")
    .distinct()
    .where("stream_id", "in", [...streamIds]);
  if (ignoredTypes.length) query = query.where("type", "not in", [...ignoredTypes]);
  return (await query.execute()).map((row) => row.stream_id);
}

/**
 * The names of the organization's users among `ids` (an event's actor). Users carry no row-level security, so the
 * organization is named here: an id of another organization's user finds no name.
 */
export async function findUserNames(db: Db, orgId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["id", "name"])
    .where("org_id", "=", orgId)
    .where("id", "in", [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The ledger records of a property: the contracts on it (a compound's: on its units) and its payments (the
 * contracts' instalments and the income and expenses recorded on it), with their types and due dates; payments of the
 * types the caller's role may not see (`hiddenTypes`) left out.
 */
export async function findEstateRecords(db: Db, realEstateId: string, hiddenTypes: readonly string[]) {
  const units = db
    .selectFrom("real_estates")
    .select("id")
    .where((eb) => eb.or([eb("id", "=", realEstateId), eb("parent_id", "=", realEstateId)]));
  const contracts = await db.selectFrom("contracts").select("id").where("real_estate_id", "in", units).execute();
  const payments = await db
    .selectFrom("payments as p")
    .select(["p.id", "p.payment_type", "p.category", "p.due_date"])
    .where("p.real_estate_id", "in", units)
    .where(visiblePayment(hiddenTypes))
    .execute();
  return { contractIds: contracts.map((contract) => contract.id), payments };
}
