import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";
import { queueMessage, type OutgoingMessage } from "./messages.repository.ts";
import { isAccountOwnerOf } from "./account-owner.ts";

type RentReminderKind = DB["rent_reminders"]["kind"];

/**
 * Across organizations (the job's owner connection): the unpaid rent instalments due between the two dates of
 * organizations that send rent reminders, each with its contract's dates, its tenant and unit to name, and the
 * organization's name, reminder phone and date type (its account owner's). An organization with no name yet is left
 * out (a reminder must say who sends it), and so is the demo account (client_mock), which has no such owner: its
 * tenants are invented.
 */
export const findRentReminderCandidates = (db: Db, dueDates: { from: string; to: string }) =>
  db
    .selectFrom("payments as p")
    .innerJoin("contracts as c", (join) => join.onRef("c.id", "=", "p.contract_id").onRef("c.org_id", "=", "p.org_id"))
    .innerJoin("organizations as o", "o.id", "p.org_id")
    .innerJoin("users as owner", (join) => join.on(isAccountOwnerOf("p.org_id")))
    .innerJoin("contacts as tenant", (join) => join.onRef("tenant.id", "=", "c.tenant_id").onRef("tenant.org_id", "=", "c.org_id"))
    .innerJoin("real_estates as unit", (join) => join.onRef("unit.id", "=", "c.real_estate_id").onRef("unit.org_id", "=", "c.org_id"))
    .leftJoin("real_estates as compound", (join) =>
      join.onRef("compound.id", "=", "unit.parent_id").onRef("compound.org_id", "=", "unit.org_id"),
    )
    .select([
      "p.id",
      "p.org_id",
      "p.due_date",
      "p.price",
      "p.vat",
      "p.payment_type",
      "p.direction",
      "p.status",
      "c.contract_end",
      "c.cancelled_on",
      "tenant.id as tenant_id",
      "tenant.phone",
      "tenant.email",
      "tenant.preferred_channel",
      "tenant.lang",
      "unit.title as unit_title",
      "compound.title as compound_title",
      "o.title as organization_name",
      "o.rent_reminder_phone",
      "owner.date_type",
    ])
    .where("o.send_sms_reminder", "=", true)
    .where("o.title", "<>", "")
    .where("p.payment_type", "=", "rent")
    .where("p.direction", "=", "income")
    .where("p.status", "=", "pending")
    .where("c.cancelled_on", "is", null)
    .where("p.due_date", ">=", dueDates.from)
    .where("p.due_date", "<=", dueDates.to)
    .orderBy("p.org_id")
    .orderBy("p.due_date")
    .orderBy("p.id")
    .execute();

/**
 * Claims the (instalment, kind) and queues its message, in the caller's transaction; false when it was claimed
 * before (the primary key), so nothing is queued. A second run waits at the claim for the first's commit, then finds
 * it taken. The claim also reads the instalment as it is now, so one paid since the job listed it is not reminded.
 * The message's id is kept so the payment shows its delivery status (the job's owner connection reads it back;
 * requests may not).
 */
export async function queueRentReminder(
  db: Db,
  reminder: { paymentId: string; kind: RentReminderKind; queuedAt: Date },
  message: OutgoingMessage,
): Promise<boolean> {
  const claimed = await db
    .insertInto("rent_reminders")
    .columns(["org_id", "payment_id", "kind", "due_date", "queued_at"])
    .expression((eb) =>
      eb
        .selectFrom("payments")
        .select([
          "org_id",
          "id",
          eb.cast<RentReminderKind>(eb.val(reminder.kind), "text").as("kind"),
          "due_date",
          eb.cast<Date>(eb.val(reminder.queuedAt), "timestamptz").as("queued_at"),
        ])
        .where("id", "=", reminder.paymentId)
        .where("status", "=", "pending"),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning("payment_id")
    .executeTakeFirst();
  if (!claimed) return false;
  await queueMessage(db, message);
  await db
    .updateTable("rent_reminders")
    .set({ message_id: sql<string>`currval(pg_get_serial_sequence('messages', 'id'))` })
    .where("payment_id", "=", reminder.paymentId)
    .where("kind", "=", reminder.kind)
    .execute();
  return true;
}

/** The reminders that went for the payments, oldest first, with each message's delivery status from the organization's log. */
export const findRentReminders = (db: Db, paymentIds: readonly string[]) =>
  paymentIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("rent_reminders as r")
        .leftJoin("organization_messages as m", "m.id", "r.message_id")
        .select(["r.payment_id", "r.kind", "r.queued_at", "m.status", "m.sent_at"])
        .where("r.payment_id", "in", paymentIds)
        .orderBy("r.queued_at")
        .execute();

/** The contract dates the reminder rule reads for each of the payments. */
export const findPaymentContractDates = (db: Db, paymentIds: readonly string[]) =>
  paymentIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("payments as p")
        .innerJoin("contracts as c", (join) => join.onRef("c.id", "=", "p.contract_id").onRef("c.org_id", "=", "p.org_id"))
        .select(["p.id", "c.contract_end", "c.cancelled_on"])
        .where("p.id", "in", paymentIds)
        .execute();

/**
 * What decides whether the organization sends rent reminders, besides its package: its switches, and whether it can be
 * named and has an account owner (the demo account has none: it never sends), as findRentReminderCandidates requires.
 */
export const findRentReminderSender = (db: Db, orgId: string) =>
  db
    .selectFrom("organizations as o")
    .select((eb) => [
      "o.send_sms_reminder",
      "o.remind_on_due_date",
      "o.remind_when_overdue",
      eb
        .and([eb("o.title", "<>", ""), eb.exists(eb.selectFrom("users as owner").select("owner.id").where(isAccountOwnerOf("o.id")))])
        .as("can_send"),
    ])
    .where("o.id", "=", orgId)
    .executeTakeFirst();
