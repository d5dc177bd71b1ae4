import { moyasarGateway } from "@amlak/api";
import { insertOrganization, insertUser } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { translate } from "@amlak/i18n";
import { sql } from "kysely";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { JobServices, ScheduledJob } from "./scheduled-job.ts";
import { subscriptionLifecycle } from "./subscription-lifecycle.job.ts";
import { subscriptionReminders } from "./subscription-reminders.job.ts";
import { sandboxFatoora } from "@amlak/zatca";

// Two pools on one database, as two server instances (or a server and a worker) would be.
const database = testDatabase();
const otherInstance = testDatabase();
// A third connection that holds row locks so two runs are sure to meet on the same rows.
const locker = testDatabase();

type Status = "activated" | "upcoming" | "canceled" | "expired";
interface SubscriptionRow {
  status: Status;
  start: string;
  end: string;
  packageCode?: string;
  trial?: boolean;
}

/** An organization with its account owner (a client) and the given subscriptions; answers their ids in order. */
async function organizationWith(rows: SubscriptionRow[], owner: { lang?: "ar" | "en"; type?: string } = {}) {
  const orgId = randomUUID();
  await insertOrganization(database.owner, orgId);
  const phone = `05${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await insertUser(database.owner, {
    org_id: orgId,
    type: owner.type ?? "client",
    name: "Owner",
    phone,
    password_hash: "-",
    lang: owner.lang ?? "ar",
  });
  const inserted = await database.owner
    .insertInto("subscriptions")
    .values(
      rows.map((row) => ({
        org_id: orgId,
        package_code: row.packageCode ?? "gold",
        status: row.status,
        trial: row.trial ?? false,
        start_date: row.start,
        end_date: row.end,
      })),
    )
    .returning("id")
    .execute();
  return { orgId, phone, ids: inserted.map((row) => row.id) };
}

const statusesOf = async (ids: string[]) => {
  const rows = await database.owner.selectFrom("subscriptions").select(["id", "status"]).where("id", "in", ids).execute();
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
};

// These jobs charge no card: the gateway is never reached.
const unusedGateway = moyasarGateway({ name: "sandbox", apiBase: "http://127.0.0.1:9/v1", secretKey: "unused", webhookSecret: "unused" });

/** Runs the job at `at` on each of the given pools at once; answers everything they logged. */
async function runAtOnce(job: ScheduledJob, at: Date, pools: JobServices["database"][]) {
  const logged: { fields: object; message: string }[] = [];
  const logger = { info: (fields: object, message: string) => void logged.push({ fields, message }), error: () => {} };
  await Promise.all(
    pools.map((pool) =>
      job.run({
        database: pool,
        logger,
        paymentGateway: unusedGateway,
        fatoora: sandboxFatoora,
        secretsKey: new Uint8Array(32),
        now: () => at,
        publicUrl: "http://127.0.0.1:9",
      }),
    ),
  );
  return logged;
}

/**
 * Starts `runs` while the rows are locked, waits until `waiters` of them queue for the locks (so each has read what to
 * change before either writes), then lets them go.
 */
async function meetingOn<T>(ids: string[], waiters: number, runs: () => Promise<T>): Promise<T> {
  let started!: Promise<T>;
  await locker.owner.transaction().execute(async (trx) => {
    await trx.selectFrom("subscriptions").select("id").where("id", "in", ids).forUpdate().execute();
    started = runs();
    for (let waiting = 0; waiting < waiters;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()
      `.execute(locker.owner);
      waiting = rows[0]!.waiting;
    }
  });
  return started;
}

const sum = (logged: { fields: object }[], field: string) =>
  logged.reduce((total, entry) => total + ((entry.fields as Record<string, number>)[field] ?? 0), 0);

describe("the subscription lifecycle job", () => {
  // 09:00 on 1 April 2027 in Riyadh (06:00 UTC).
  const april1 = new Date("2027-04-01T06:00:00Z");

  it("expires ended subscriptions and activates started renewals once, however many runs meet", async () => {
    const renewed = await organizationWith([
      { status: "activated", start: "2027-03-01", end: "2027-03-31" },
      { status: "upcoming", start: "2027-04-01", end: "2027-04-30" },
    ]);
    const trialEnded = await organizationWith([
      { status: "activated", start: "2027-03-18", end: "2027-03-31", trial: true, packageCode: "platinum" },
    ]);
    const running = await organizationWith([
      { status: "activated", start: "2027-03-15", end: "2027-04-14" },
      { status: "upcoming", start: "2027-04-15", end: "2027-05-14" },
    ]);
    const canceled = await organizationWith([{ status: "canceled", start: "2027-02-01", end: "2027-02-28" }]);

    const logged = [
      ...(await meetingOn([...renewed.ids, ...trialEnded.ids], 2, () =>
        runAtOnce(subscriptionLifecycle, april1, [database, otherInstance]),
      )),
      ...(await runAtOnce(subscriptionLifecycle, april1, [database])),
    ];

    expect(await statusesOf(renewed.ids)).toEqual(["expired", "activated"]);
    expect(await statusesOf(trialEnded.ids)).toEqual(["expired"]);
    expect(await statusesOf(running.ids)).toEqual(["activated", "upcoming"]);
    expect(await statusesOf(canceled.ids)).toEqual(["canceled"]);
    expect(sum(logged, "expired")).toBe(2);
    expect(sum(logged, "activated")).toBe(1);
    const changedAt = await database.owner
      .selectFrom("subscriptions")
      .select("updated_at")
      .where("id", "=", renewed.ids[1]!)
      .executeTakeFirstOrThrow();
    expect(changedAt.updated_at).toEqual(april1);
  });

  it("catches up after days without a run: everything that ended expires, a renewal whose period passed too", async () => {
    const renewed = await organizationWith([
      { status: "activated", start: "2027-04-07", end: "2027-05-06" },
      { status: "upcoming", start: "2027-05-07", end: "2027-06-06" },
    ]);
    const missedRenewal = await organizationWith([
      { status: "activated", start: "2027-04-01", end: "2027-04-30" },
      { status: "upcoming", start: "2027-05-01", end: "2027-05-05" },
    ]);

    // 10 May, and nothing has run since 1 April: the organizations above, and the first test's running ones, are behind.
    await runAtOnce(subscriptionLifecycle, new Date("2027-05-10T06:00:00Z"), [database, otherInstance]);

    expect(await statusesOf(renewed.ids)).toEqual(["expired", "activated"]);
    expect(await statusesOf(missedRenewal.ids)).toEqual(["expired", "expired"]);
    const behind = await database.owner
      .selectFrom("subscriptions")
      .select("id")
      .where("status", "in", ["activated", "upcoming"])
      .where("end_date", "<", "2027-05-10")
      .execute();
    expect(behind).toEqual([]);
  });
});

describe("the subscription reminders job", () => {
  // 10:00 on 1 March 2028 in Riyadh: periods ending from 1 through 4 March are due a reminder.
  const march1 = new Date("2028-03-01T07:00:00Z");

  const outboxOf = (orgIds: string[]) =>
    database.owner
      .selectFrom("messages")
      .select(["org_id", "recipient", "purpose", "body"])
      .where("org_id", "in", orgIds)
      .orderBy("purpose")
      .execute();

  it("tells each owner once, in their language, 3 days before a trial or a paid period ends", async () => {
    const trial = await organizationWith(
      [{ status: "activated", start: "2028-02-21", end: "2028-03-04", trial: true, packageCode: "platinum" }],
      { lang: "en" },
    );
    const paid = await organizationWith([{ status: "activated", start: "2028-02-03", end: "2028-03-02" }], { lang: "ar" });
    const alreadyRenewed = await organizationWith([
      { status: "activated", start: "2028-02-02", end: "2028-03-01" },
      { status: "upcoming", start: "2028-03-02", end: "2028-04-01" },
    ]);
    const notYet = await organizationWith([{ status: "activated", start: "2028-02-07", end: "2028-03-06" }]);
    const free = await organizationWith([{ status: "activated", start: "2028-02-02", end: "2028-03-01", packageCode: "free" }]);
    const demo = await organizationWith([{ status: "activated", start: "2028-02-02", end: "2028-03-01" }], { type: "client_mock" });
    const orgIds = [trial, paid, alreadyRenewed, notYet, free, demo].map((organization) => organization.orgId);

    const logged = [
      // A reminder's row refers to its subscription, so locking the subscriptions holds both runs at their first insert.
      ...(await meetingOn([...trial.ids, ...paid.ids], 2, () => runAtOnce(subscriptionReminders, march1, [database, otherInstance]))),
      ...(await runAtOnce(subscriptionReminders, march1, [database, otherInstance])),
      ...(await runAtOnce(subscriptionReminders, new Date("2028-03-02T07:00:00Z"), [database])),
    ];

    expect(await outboxOf(orgIds)).toEqual([
      {
        org_id: paid.orgId,
        recipient: paid.phone,
        purpose: "subscription.renewal",
        body: translate("ar", "sms.renewalDue", { package: "الذهبية", date: "2028/03/02" }),
      },
      {
        org_id: trial.orgId,
        recipient: trial.phone,
        purpose: "subscription.trial_ending",
        body: translate("en", "sms.trialEnding", { date: "2028/03/04" }),
      },
    ]);
    const reminders = await database.owner
      .selectFrom("subscription_reminders")
      .select(["subscription_id", "kind", "sent_at"])
      .where("subscription_id", "in", [...trial.ids, ...paid.ids, ...alreadyRenewed.ids, ...notYet.ids, ...free.ids, ...demo.ids])
      .orderBy("kind")
      .execute();
    expect(reminders).toEqual([
      { subscription_id: paid.ids[0], kind: "renewal", sent_at: march1 },
      { subscription_id: trial.ids[0], kind: "trial_ending", sent_at: march1 },
    ]);
    expect(sum(logged, "sent")).toBe(2);
  });

  it("tells an owner whose renewal is automatic with a saved card that it will renew, and which card it takes", async () => {
    const automatic = await organizationWith([{ status: "activated", start: "2028-02-03", end: "2028-03-02" }], { lang: "en" });
    const withoutCard = await organizationWith([{ status: "activated", start: "2028-02-03", end: "2028-03-02" }], { lang: "en" });
    await database.owner
      .updateTable("organizations")
      .set({ automatic_renewal: true })
      .where("id", "in", [automatic.orgId, withoutCard.orgId])
      .execute();
    await database.owner
      .insertInto("payment_cards")
      .values([
        {
          org_id: automatic.orgId,
          gateway: "sandbox",
          token: `token_${automatic.orgId}`,
          brand: "mada",
          last_four: "1010",
          is_default: true,
        },
        { org_id: automatic.orgId, gateway: "sandbox", token: `token_old_${automatic.orgId}`, brand: "visa", last_four: "1111" },
      ])
      .execute();

    await runAtOnce(subscriptionReminders, march1, [database]);

    const renewal = { package: "Gold", date: "2028/03/02" };
    const sent = await outboxOf([automatic.orgId, withoutCard.orgId]);
    expect(sent).toHaveLength(2);
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          org_id: automatic.orgId,
          body: translate("en", "sms.renewalAutomatic", { ...renewal, lastFour: "1010" }),
        }),
        expect.objectContaining({ org_id: withoutCard.orgId, body: translate("en", "sms.renewalDue", renewal) }),
      ]),
    );
  });

  it("catches up a reminder whose day passed while no server ran, up to the end date, and drops a stale one", async () => {
    // The reminders were due on 27 and 28 March; the servers were down until 31 March.
    const endsToday = await organizationWith([{ status: "activated", start: "2028-03-01", end: "2028-03-31" }], { lang: "en" });
    const endedYesterday = await organizationWith([{ status: "activated", start: "2028-03-01", end: "2028-03-30" }], { lang: "en" });

    await runAtOnce(subscriptionReminders, new Date("2028-03-31T07:00:00Z"), [database]);

    expect(await outboxOf([endsToday.orgId, endedYesterday.orgId])).toEqual([
      {
        org_id: endsToday.orgId,
        recipient: endsToday.phone,
        purpose: "subscription.renewal",
        body: translate("en", "sms.renewalDue", { package: "Gold", date: "2028/03/31" }),
      },
    ]);
  });
});
