import { moyasarGateway } from "@amlak/api";
import { callerFor, testServices, tokenFor, trialOrganization } from "@amlak/api/testing";
import { queueRentReminder } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { addDays, riyadhToday, type RentReminderKind } from "@amlak/domain";
import { sql } from "kysely";
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { rentReminders } from "./rent-reminders.job.ts";
import type { JobServices } from "./scheduled-job.ts";
import { sandboxFatoora } from "@amlak/zatca";

let clock = new Date("2026-12-01T09:00:00+03:00");
const services = testServices({ now: () => clock });
const { owner } = services.database;
// A second pool on the same database, as a second server instance (or a worker) would be.
const otherInstance = testDatabase();
// A third connection that holds a lock so two runs are sure to meet at the same claim.
const locker = testDatabase();
const PUBLIC_URL = "https://amlak.example";

const unusedGateway = moyasarGateway({ name: "sandbox", apiBase: "http://127.0.0.1:9/v1", secretKey: "unused", webhookSecret: "unused" });
const logged: { fields: object; message: string }[] = [];
const logger = { info: (fields: object, message: string) => void logged.push({ fields, message }), error: () => {} };

/** The job's run on `day` at 09:00 Riyadh, on the given pool. */
const runOn = (day: string, database: JobServices["database"] = services.database) =>
  rentReminders.run({
    database,
    logger,
    paymentGateway: unusedGateway,
    fatoora: sandboxFatoora,
    secretsKey: new Uint8Array(32),
    now: () => at(day),
    publicUrl: PUBLIC_URL,
  });
const at = (day: string) => new Date(`${day}T09:00:00+03:00`);

let phones = 550_100_000;
const nextPhone = () => String(++phones);

interface OrganizationSetup {
  title?: string;
  dateType?: "md" | "hj";
  packageCode?: string;
  reminderPhone?: string | null;
  settings?: { send_sms_reminder?: boolean; remind_on_due_date?: boolean; remind_when_overdue?: boolean };
}

/** An organization with a name, its account owner and a subscription running through 2035 (Gold unless told). */
async function organization(setup: OrganizationSetup = {}) {
  const caller = await trialOrganization(services, nextPhone(), "2026-11-01");
  await owner
    .updateTable("subscriptions")
    .set({ package_code: setup.packageCode ?? "gold", trial: false, end_date: "2035-12-31" })
    .where("org_id", "=", caller.orgId)
    .execute();
  await owner
    .updateTable("organizations")
    .set({ title: setup.title ?? "مؤسسة الريان", rent_reminder_phone: setup.reminderPhone ?? null, ...setup.settings })
    .where("id", "=", caller.orgId)
    .execute();
  await owner
    .updateTable("users")
    .set({ date_type: setup.dateType ?? "md" })
    .where("id", "=", caller.userId)
    .execute();
  return caller;
}

interface LeaseSetup {
  start: string;
  end: string;
  price: string;
  interval: number;
  unit?: string;
  compound?: string;
  tenant?: { lang?: "ar" | "en"; channel?: "sms" | "whatsapp" | "email"; email?: string | null };
}

/** A tenant and a unit of the organization, and their lease signed through the API; answers its rent instalments by due date. */
async function lease(caller: Awaited<ReturnType<typeof organization>>, setup: LeaseSetup) {
  const tenant = await owner
    .insertInto("contacts")
    .values({
      org_id: caller.orgId,
      type: "tenant",
      name: "Tenant",
      phone: nextPhone(),
      email: setup.tenant?.email ?? null,
      lang: setup.tenant?.lang ?? "ar",
      preferred_channel: setup.tenant?.channel ?? "sms",
    })
    .returning(["id", "phone"])
    .executeTakeFirstOrThrow();
  const compound = setup.compound
    ? await owner
        .insertInto("real_estates")
        .values({ org_id: caller.orgId, kind: "compound", title: setup.compound })
        .returning("id")
        .executeTakeFirstOrThrow()
    : null;
  const unit = await owner
    .insertInto("real_estates")
    .values({ org_id: caller.orgId, kind: "unit", title: setup.unit ?? "شقة 5", parent_id: compound?.id ?? null })
    .returning("id")
    .executeTakeFirstOrThrow();
  const lessor = await owner
    .insertInto("contacts")
    .values({ org_id: caller.orgId, type: "lessor", name: "Lessor" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { id } = await callerFor(services, caller).contracts.create({
    real_estate_id: unit.id,
    tenant_id: tenant.id,
    lessor_id: lessor.id,
    contract_start: setup.start,
    contract_end: setup.end,
    price: setup.price,
    contract_interval: setup.interval,
  } as never);
  const rents = await owner
    .selectFrom("payments")
    .select(["id", "due_date"])
    .where("contract_id", "=", id)
    .where("payment_type", "=", "rent")
    .orderBy("due_date")
    .execute();
  return { contractId: id, tenantId: tenant.id, tenantPhone: tenant.phone!, rents };
}

const OFFSETS: Record<RentReminderKind, number> = { before_14: -14, before_7: -7, due_today: 0, overdue_3: 3 };

/** What went for the payments: each reminder with the Riyadh day it was queued and its message. */
async function remindersOf(paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  const rows = await owner
    .selectFrom("rent_reminders as r")
    .innerJoin("messages as m", "m.id", "r.message_id")
    .select([
      "r.payment_id",
      "r.kind",
      "r.queued_at",
      "m.recipient",
      "m.channel",
      "m.lang",
      "m.purpose",
      "m.contact_id",
      "m.body",
      "m.template",
    ])
    .where("r.payment_id", "in", paymentIds)
    .execute();
  return rows.map((row) => ({ ...row, on: riyadhToday(row.queued_at) }));
}

const expected = (rents: { id: string; due_date: string }[], kinds: RentReminderKind[]) =>
  rents.flatMap((rent) => kinds.map((kind) => ({ payment_id: rent.id, kind, on: addDays(rent.due_date, OFFSETS[kind]) })));

const sortedWhen = <T extends { payment_id: string; kind: string; on: string }>(rows: T[]) =>
  rows
    .map(({ payment_id, kind, on }) => ({ payment_id, kind, on }))
    .sort((a, b) => `${a.on}${a.payment_id}${a.kind}`.localeCompare(`${b.on}${b.payment_id}${b.kind}`));

/** The organizations' rent reminders in the outbox (their account owner's sign-up mail is there too). */
const messagesOf = (orgIds: string[]) =>
  owner
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("org_id", "in", orgIds)
    .where("purpose", "like", "rent.%")
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

const ALL: RentReminderKind[] = ["before_14", "before_7", "due_today", "overdue_3"];

describe("the rent reminders job over a year of schedules", () => {
  it("sends each instalment's reminders on their days, in the tenant's language and channel, once, however many runs meet", async () => {
    clock = at("2027-01-10");
    const riyan = await organization({ reminderPhone: "551234567" });
    const monthly = await lease(riyan, { start: "2027-01-01", end: "2027-12-31", price: "12000", interval: 1 });
    const quarterly = await lease(riyan, {
      start: "2027-02-15",
      end: "2028-02-14",
      price: "40000",
      interval: 3,
      unit: "Villa 7",
      compound: "Palm Compound",
      tenant: { lang: "en", channel: "whatsapp" },
    });
    // Prefers e-mail but has none: SMS. Its first rent is paid before any reminder; the others are not.
    const partlyPaid = await lease(riyan, {
      start: "2027-02-01",
      end: "2027-04-30",
      price: "3000",
      interval: 1,
      unit: "شقة 6",
      tenant: { channel: "email" },
    });
    await callerFor(services, riyan).payments.pay({ id: partlyPaid.rents[0]!.id, paid_date: "2027-01-10", payment_method: "cash" });
    const cancelled = await lease(riyan, { start: "2027-01-01", end: "2027-12-31", price: "12000", interval: 1, unit: "شقة 7" });
    await callerFor(services, riyan).contracts.cancel({ id: cancelled.contractId, cancelled_on: "2027-03-31" });

    const switchedOff = await organization({ settings: { send_sms_reminder: false } });
    const offLease = await lease(switchedOff, { start: "2027-01-01", end: "2027-06-30", price: "6000", interval: 1 });
    const free = await organization({ packageCode: "free" });
    const freeLease = await lease(free, { start: "2027-01-01", end: "2027-06-30", price: "6000", interval: 1 });
    const specOnly = await organization({ dateType: "hj", settings: { remind_on_due_date: false, remind_when_overdue: false } });
    const specLease = await lease(specOnly, { start: "2027-01-01", end: "2027-03-31", price: "3000", interval: 1 });

    for (let day = "2026-12-10"; day <= "2028-02-20"; day = addDays(day, 1)) {
      // Two instances at once, then a second run of the same day (a retry, or a restarted server).
      await Promise.all([runOn(day), runOn(day, otherInstance)]);
      await runOn(day);
    }

    const sent = await remindersOf([...monthly.rents, ...quarterly.rents, ...partlyPaid.rents, ...specLease.rents].map((rent) => rent.id));
    expect(sortedWhen(sent)).toEqual(
      sortedWhen([
        ...expected(monthly.rents, ALL),
        ...expected(quarterly.rents, ALL),
        ...expected(partlyPaid.rents.slice(1), ALL),
        ...expected(specLease.rents, ["before_14", "before_7"]),
      ]),
    );
    expect(monthly.rents).toHaveLength(12);
    expect(quarterly.rents).toHaveLength(4);
    // One message per reminder: nothing else was queued for these organizations.
    expect(await messagesOf([riyan.orgId, switchedOff.orgId, free.orgId, specOnly.orgId])).toBe(sent.length);
    expect(await remindersOf([...cancelled.rents, ...offLease.rents, ...freeLease.rents].map((rent) => rent.id))).toEqual([]);

    const march = sent.find((row) => row.payment_id === monthly.rents[2]!.id && row.kind === "before_7")!;
    expect(march).toMatchObject({
      recipient: monthly.tenantPhone,
      channel: "sms",
      lang: "ar",
      purpose: "rent.before_7",
      contact_id: monthly.tenantId,
      template: null,
      body:
        "مؤسسة الريان: إيجار شقة 5 1,000.00 ر.س يستحق بعد أسبوع 2027/03/01. ادفع: https://amlak.example/tenant/login " +
        "للاستفسار +966 55 123 4567",
    });
    const villa = sent.find((row) => row.payment_id === quarterly.rents[1]!.id && row.kind === "overdue_3")!;
    expect(villa).toMatchObject({
      recipient: quarterly.tenantPhone,
      channel: "whatsapp",
      lang: "en",
      purpose: "rent.overdue_3",
      body:
        "مؤسسة الريان: the rent of Palm Compound - Villa 7, 10,000.00 SR, was due on 2027/05/15 and is unpaid. Pay online: " +
        "https://amlak.example/tenant/login For questions call +966 55 123 4567",
      template: {
        name: "rent_reminder_overdue_3",
        params: ["مؤسسة الريان", "Palm Compound - Villa 7", "10,000.00 SR", "2027/05/15", "https://amlak.example/tenant/login"],
      },
    });
    expect(sent.find((row) => row.payment_id === partlyPaid.rents[1]!.id)).toMatchObject({
      channel: "sms",
      recipient: partlyPaid.tenantPhone,
    });
    // The organization's date type is Hijri: 1 February 2027 is 24 Sha'ban 1448.
    expect(sent.find((row) => row.payment_id === specLease.rents[1]!.id && row.kind === "before_14")?.body).toContain("1448/08/24 هـ");
    // An Arabic reminder fits two SMS segments (2 × 67 characters), an English one two GSM segments (2 × 153).
    for (const row of sent) expect(row.body.length, row.body).toBeLessThanOrEqual(row.lang === "ar" ? 134 : 306);
  }, 600_000);
});

describe("the rent reminders job after days without a run", () => {
  it("sends what is still ahead and nothing stale, and the payment shows its reminders", async () => {
    const organizationE = await organization();
    const { rents } = await lease(organizationE, { start: "2029-03-20", end: "2029-09-19", price: "9000", interval: 3 });
    const rent = rents[0]!;
    expect(rent.due_date).toBe("2029-03-20");

    // Down from 1 March through 15 March: the 14-day reminder's day (6 March) passed, the 7-day one's (13 March) too.
    await runOn("2029-03-01");
    await runOn("2029-03-16");
    expect(sortedWhen(await remindersOf([rent.id]))).toEqual([{ payment_id: rent.id, kind: "before_7", on: "2029-03-16" }]);

    clock = at("2029-03-16");
    const api = callerFor(services, organizationE);
    expect(await api.payments.get({ id: rent.id })).toMatchObject({
      reminder_date: "2029-03-20",
      notified_date: "2029-03-16",
      reminders: [{ kind: "before_7", queued_at: at("2029-03-16"), status: "queued", sent_at: null }],
    });

    // Down again from the due date through 5 days late: the due-date notice is stale, the overdue one still goes.
    await runOn("2029-03-26");
    expect(sortedWhen(await remindersOf([rent.id]))).toEqual([
      { payment_id: rent.id, kind: "before_7", on: "2029-03-16" },
      { payment_id: rent.id, kind: "overdue_3", on: "2029-03-26" },
    ]);

    clock = at("2029-03-26");
    const app = await buildApp({ services });
    try {
      const answer = await app.inject({
        method: "GET",
        url: `/api/payments/${rent.id}`,
        headers: { authorization: `Bearer ${await tokenFor(organizationE, clock)}`, "accept-language": "en" },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        reminder_date: null,
        notified_date: "2029-03-26",
        reminders: [
          { kind: "before_7", queued_at: at("2029-03-16").toISOString(), status: "queued" },
          { kind: "overdue_3", queued_at: at("2029-03-26").toISOString(), status: "queued" },
        ],
      });
      // The next instalment has had none yet: its first goes 14 days before it.
      const contractPayments = await callerFor(services, organizationE).contracts.payments({
        id: (await api.payments.get({ id: rent.id })).contract_id!,
      });
      expect(contractPayments.find((payment) => payment.id === rents[1]!.id)).toMatchObject({
        reminder_date: "2029-06-06",
        notified_date: null,
        reminders: [],
      });
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe("the claim of a reminder", () => {
  it("queues a reminder once when two runs meet at its claim", async () => {
    const organizationH = await organization();
    const { rents } = await lease(organizationH, { start: "2032-03-01", end: "2032-05-31", price: "3000", interval: 1 });

    // Holding a lock every claim's insert waits for, until both runs wait there, so they claim at the same moment.
    let runs!: Promise<unknown>;
    await locker.owner.transaction().execute(async (trx) => {
      await sql`lock table rent_reminders in share row exclusive mode`.execute(trx);
      runs = Promise.all([runOn("2032-02-16"), runOn("2032-02-16", otherInstance)]);
      for (let waiting = 0; waiting < 2;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()
        `.execute(locker.owner);
        waiting = rows[0]!.waiting;
      }
    });
    await runs;

    expect(sortedWhen(await remindersOf([rents[0]!.id]))).toEqual([{ payment_id: rents[0]!.id, kind: "before_14", on: "2032-02-16" }]);
    expect(await messagesOf([organizationH.orgId])).toBe(1);
  });

  it("claims nothing and queues nothing for an instalment paid after the job listed it", async () => {
    clock = at("2031-01-10");
    const organizationG = await organization();
    const { rents } = await lease(organizationG, { start: "2031-02-01", end: "2031-04-30", price: "3000", interval: 1 });
    await callerFor(services, organizationG).payments.pay({ id: rents[0]!.id, paid_date: "2031-01-10", payment_method: "cash" });

    const claimed = await owner
      .transaction()
      .execute((trx) =>
        queueRentReminder(
          trx,
          { paymentId: rents[0]!.id, kind: "before_14", queuedAt: at("2031-01-18") },
          { recipient: "551234567", body: "-", purpose: "rent.before_14", orgId: organizationG.orgId },
        ),
      );
    expect(claimed).toBe(false);
    expect(await messagesOf([organizationG.orgId])).toBe(0);
  });
});

describe("npm run reminders:send", () => {
  const cli = fileURLToPath(new URL("../rent-reminders-cli.ts", import.meta.url));
  const send = (...args: string[]) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", cli, ...args], {
      env: { ...process.env, DATABASE_URL: services.database.url, PUBLIC_URL },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it("runs the day's job for the date given and prints how many it queued; a second run queues none", async () => {
    const organizationF = await organization();
    const { rents } = await lease(organizationF, { start: "2030-03-01", end: "2030-05-31", price: "3000", interval: 1 });

    expect(await send("--date", "2030-02-15")).toMatchObject({ code: 0, stdout: "1 rent reminders queued for 2030-02-15\n" });
    expect(await send("--date", "2030-02-15")).toMatchObject({ code: 0, stdout: "0 rent reminders queued for 2030-02-15\n" });
    expect(sortedWhen(await remindersOf([rents[0]!.id]))).toEqual([{ payment_id: rents[0]!.id, kind: "before_14", on: "2030-02-15" }]);

    const refused = await send("--date", "2030-02-30");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Run npm run reminders:send -- --date YYYY-MM-DD.");
  }, 120_000);
});
