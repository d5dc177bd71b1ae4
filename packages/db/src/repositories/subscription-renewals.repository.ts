import { sql } from "kysely";
import type { Db } from "../client.ts";
import { isAccountOwnerOf } from "./account-owner.ts";

/**
 * Across organizations: the paid periods that ended (or end) within the renewal window, of organizations that switched
 * automatic renewal on and have a default card saved with `gateway`, which nothing paid covers beyond their end date
 * and no attempt renewed yet; with the account owner to tell, the package's names, and the attempts made so far (a
 * `charging` one is an attempt whose outcome was not recorded: it is sent again under the same payment id).
 */
export const findRenewalCandidates = (db: Db, { gateway, endedFrom, endedTo }: { gateway: string; endedFrom: string; endedTo: string }) =>
  db
    .selectFrom("subscriptions as s")
    .innerJoin("organizations as org", "org.id", "s.org_id")
    .innerJoin("payment_cards as card", (join) =>
      join.onRef("card.org_id", "=", "s.org_id").on("card.is_default", "=", true).on("card.gateway", "=", gateway),
    )
    .innerJoin("users as owner", (join) => join.on(isAccountOwnerOf("s.org_id")))
    .innerJoin("packages", "packages.code", "s.package_code")
    .select((eb) => [
      "s.id",
      "s.org_id",
      "s.package_code",
      "s.billing",
      "s.start_date",
      "s.end_date",
      "card.token",
      "packages.name_ar",
      "packages.name_en",
      "owner.phone",
      "owner.lang",
      "owner.date_type",
      eb
        .selectFrom("subscription_renewals as tried")
        .select(sql<number>`count(*) filter (where tried.status = 'failed')::int`.as("failures"))
        .whereRef("tried.subscription_id", "=", "s.id")
        .$asScalar()
        .$notNull()
        .as("failures"),
      eb
        .selectFrom("subscription_renewals as tried")
        .select((sub) => sub.fn.max("tried.attempted_on").as("on"))
        .whereRef("tried.subscription_id", "=", "s.id")
        .$asScalar()
        .as("last_attempt_on"),
      eb
        .selectFrom("subscription_renewals as tried")
        .select("tried.gateway_payment_id")
        .whereRef("tried.subscription_id", "=", "s.id")
        .where("tried.status", "=", "charging")
        .limit(1)
        .$asScalar()
        .as("charging_payment_id"),
    ])
    .where("org.automatic_renewal", "=", true)
    .where("s.trial", "=", false)
    .where("s.total", "is not", null)
    .where("s.status", "in", ["activated", "expired"])
    .where("s.end_date", ">=", endedFrom)
    .where("s.end_date", "<=", endedTo)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("subscriptions as later")
            .select("later.id")
            .whereRef("later.org_id", "=", "s.org_id")
            .where("later.status", "in", ["activated", "upcoming"])
            .whereRef("later.end_date", ">", "s.end_date"),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("subscription_renewals as renewed")
            .select("renewed.attempt")
            .whereRef("renewed.subscription_id", "=", "s.id")
            .where("renewed.status", "=", "paid"),
        ),
      ),
    )
    .execute();

/**
 * Claims a renewal attempt before the gateway is charged: false when another run already claimed it (the key), so
 * that run alone charges it.
 */
export async function claimRenewalAttempt(
  db: Db,
  claim: { subscriptionId: string; attempt: number; orgId: string; attemptedOn: string; gatewayPaymentId: string },
): Promise<boolean> {
  const claimed = await db
    .insertInto("subscription_renewals")
    .values({
      subscription_id: claim.subscriptionId,
      attempt: claim.attempt,
      org_id: claim.orgId,
      attempted_on: claim.attemptedOn,
      status: "charging",
      gateway_payment_id: claim.gatewayPaymentId,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning("attempt")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Records a charging attempt's outcome; false when another run recorded it first (its row is no longer charging). */
export async function finishRenewalAttempt(
  db: Db,
  outcome: { subscriptionId: string; attempt: number; status: "paid" | "failed"; message: string | null; renewalId: string | null },
): Promise<boolean> {
  const finished = await db
    .updateTable("subscription_renewals")
    .set({ status: outcome.status, message: outcome.message, renewal_id: outcome.renewalId })
    .where("subscription_id", "=", outcome.subscriptionId)
    .where("attempt", "=", outcome.attempt)
    .where("status", "=", "charging")
    .executeTakeFirst();
  return finished.numUpdatedRows > 0n;
}
