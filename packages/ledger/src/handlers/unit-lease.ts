import type { Trx } from "@amlak/db";
import type { IsoDate } from "@amlak/domain";
import { AppError } from "@amlak/domain";

/**
 * Refuses a lease of the unit over a period another lease already holds. The unit's row is locked first, so
 * signings on one unit take turns and each sees the leases committed before it; the exclusion constraint
 * contracts_one_lease_per_unit backs this up in the database.
 */
export async function requireUnitFree(trx: Trx, realEstateId: string, period: { start: IsoDate; end: IsoDate }): Promise<void> {
  const unit = await trx
    .selectFrom("real_estates")
    .select("id")
    .where("id", "=", realEstateId)
    .where("kind", "=", "unit")
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!unit) throw new AppError("contract.unitNotFound");
  const held = await trx
    .selectFrom("effective_leases")
    .select(["starts", "ends"])
    .where("real_estate_id", "=", realEstateId)
    .where("starts", "<=", period.end)
    .where("ends", ">=", period.start)
    .orderBy("starts")
    .executeTakeFirst();
  if (held) throw new AppError("contract.unitOccupied", { start: held.starts, end: held.ends });
}
