import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";
import { isAccountOwnerOf } from "./account-owner.ts";

type Status = DB["subscriptions"]["status"];

/** Across organizations: the activated subscriptions whose end date has passed and the upcoming ones that have started. */
export const findSubscriptionsPastTheirDates = (db: Db, today: string) =>
  db
    .selectFrom("subscriptions")
    .select(["id", "status", "start_date", "end_date"])
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "activated"), eb("end_date", "<", today)]),
        eb.and([eb("status", "=", "upcoming"), eb("start_date", "<=", today)]),
      ]),
    )
    .execute();

/**
 * Moves a subscription still in `from` to `to`; false when it is no longer in `from`. A second run at the same moment
 * waits for the first's row lock, then finds the row moved already: each change happens once.
 */
export async function changeSubscriptionStatus(db: Db, change: { id: string; from: Status; to: Status; now: Date }): Promise<boolean> {
  const moved = await db
    .updateTable("subscriptions")
    .set({ status: change.to, updated_at: change.now })
    .where("id", "=", change.id)
    .where("status", "=", change.from)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/**
 * Across organizations: the activated subscriptions ending between the two dates that have had no reminder yet, with
 * their package's names, the account owner to tell and how far the organization's activated and upcoming subscriptions reach. The demo
 * account (client_mock) is left out: its phone is public.
 */
export const findReminderCandidates = (db: Db, endDates: { from: string; to: string }) =>
  db
    .selectFrom("subscriptions as s")
    .innerJoin("users as owner", (join) => join.on(isAccountOwnerOf("s.org_id")))
    .innerJoin("packages", "packages.code", "s.package_code")
    .innerJoin("organizations as org", "org.id", "s.org_id")
    .select((eb) => [
      "s.id",
      "s.org_id",
      "org.automatic_renewal",
      eb
        .selectFrom("payment_cards as card")
        .select("card.last_four")
        .whereRef("card.org_id", "=", "s.org_id")
        .where("card.is_default", "=", true)
        .limit(1)
        .$asScalar()
        .as("renewal_card_last_four"),
      "s.status",
      "s.trial",
      "s.package_code",
      "s.start_date",
      "s.end_date",
      "packages.name_ar",
      "packages.name_en",
      "owner.phone",
      "owner.lang",
      "owner.date_type",
      eb
        .selectFrom("subscriptions as running")
        .select((sub) => sub.fn.max("running.end_date").as("end_date"))
        .whereRef("running.org_id", "=", "s.org_id")
        .where("running.status", "in", ["activated", "upcoming"])
        .$asScalar()
        .$notNull()
        .as("covered_until"),
    ])
    .where("s.status", "=", "activated")
    .where("s.end_date", ">=", endDates.from)
    .where("s.end_date", "<=", endDates.to)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("subscription_reminders as sent").select("sent.kind").whereRef("sent.subscription_id", "=", "s.id"))),
    )
    .execute();

/** Records that a reminder went out; false when it already had (the unique key), so the caller sends nothing. */
export async function recordSubscriptionReminder(
  db: Db,
  reminder: { subscriptionId: string; kind: DB["subscription_reminders"]["kind"]; sentAt: Date },
): Promise<boolean> {
  const recorded = await db
    .insertInto("subscription_reminders")
    .values({ subscription_id: reminder.subscriptionId, kind: reminder.kind, sent_at: reminder.sentAt })
    .onConflict((conflict) => conflict.doNothing())
    .returning("subscription_id")
    .executeTakeFirst();
  return recorded !== undefined;
}
