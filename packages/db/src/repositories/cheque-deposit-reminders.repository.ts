import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";

type ChequeDepositReminderKind = DB["cheque_deposit_reminders"]["kind"];

/**
 * Across organizations (the job's owner connection): the held cheques due between the two dates, each with its tenant
 * to name and the organization's owner user — the account owner (`client`), told by text, or in the demo account its
 * `client_mock` user, who gets the task alone (its phone is public) — in whose language and calendar the notice is written.
 */
export const findChequeDepositCandidates = (db: Db, dueDates: { from: string; to: string }) =>
  db
    .selectFrom("cheques as ch")
    .innerJoin("contacts as tenant", (join) => join.onRef("tenant.id", "=", "ch.tenant_id").onRef("tenant.org_id", "=", "ch.org_id"))
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("users as u")
          .select(["u.id", "u.phone", "u.lang", "u.type", "u.date_type"])
          .whereRef("u.org_id", "=", "ch.org_id")
          .where("u.type", "in", ["client", "client_mock"])
          .where("u.active", "=", true)
          .where("u.deleted_at", "is", null)
          .orderBy(sql`u.type = 'client'`, "desc")
          .orderBy("u.created_at")
          .limit(1)
          .as("owner"),
      (join) => join.onTrue(),
    )
    .select([
      "ch.id",
      "ch.org_id",
      "ch.number",
      "ch.bank",
      "ch.amount",
      "ch.due_date",
      "ch.status",
      "tenant.id as tenant_id",
      "tenant.name as tenant_name",
      "owner.id as owner_id",
      "owner.phone as owner_phone",
      "owner.lang as owner_lang",
      "owner.type as owner_type",
      "owner.date_type as owner_date_type",
    ])
    .where("ch.status", "=", "held")
    .where("ch.due_date", ">=", dueDates.from)
    .where("ch.due_date", "<=", dueDates.to)
    .orderBy("ch.org_id")
    .orderBy("ch.due_date")
    .orderBy("ch.id")
    .execute();

/**
 * Claims the (cheque, kind) in the caller's transaction; false when it was claimed before (the primary key), or when
 * the cheque is no longer held (deposited since the job listed it). A second run waits at the claim for the first's
 * commit, then finds it taken.
 */
export async function claimChequeDepositReminder(
  db: Db,
  reminder: { chequeId: string; kind: ChequeDepositReminderKind; queuedAt: Date },
): Promise<boolean> {
  const claimed = await db
    .insertInto("cheque_deposit_reminders")
    .columns(["org_id", "cheque_id", "kind", "due_date", "queued_at"])
    .expression((eb) =>
      eb
        .selectFrom("cheques")
        .select([
          "org_id",
          "id",
          eb.cast<ChequeDepositReminderKind>(eb.val(reminder.kind), "text").as("kind"),
          "due_date",
          eb.cast<Date>(eb.val(reminder.queuedAt), "timestamptz").as("queued_at"),
        ])
        .where("id", "=", reminder.chequeId)
        .where("status", "=", "held"),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning("cheque_id")
    .executeTakeFirst();
  return Boolean(claimed);
}

/** What the claimed reminder wrote: its task, and its text when one went (the message just queued in this transaction). */
export const recordChequeDepositReminder = (
  db: Db,
  reminder: { chequeId: string; kind: ChequeDepositReminderKind; taskId: string; messageQueued: boolean },
) =>
  db
    .updateTable("cheque_deposit_reminders")
    .set({
      task_id: reminder.taskId,
      message_id: reminder.messageQueued ? sql<string>`currval(pg_get_serial_sequence('messages', 'id'))` : null,
    })
    .where("cheque_id", "=", reminder.chequeId)
    .where("kind", "=", reminder.kind)
    .execute();
