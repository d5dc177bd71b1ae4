import { withOrg, type Db, type Trx } from "@amlak/db";
import { addDays, addMonthsClamped, PACKAGES, taskPeriod, type ScheduleInput } from "@amlak/domain";
import { markPaymentPaid, scheduleFor, signContract, type LedgerContext } from "@amlak/ledger";
import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "../auth/passwords.ts";
import {
  DEMO_COMPOUND,
  DEMO_CONTACTS,
  DEMO_CONTRACTS,
  DEMO_ORGANIZATION,
  DEMO_PAYMENT_METHODS,
  DEMO_RECEIVED_BY,
  DEMO_STANDALONE,
  DEMO_TASKS,
  DEMO_UNITS,
  type DemoContactKey,
} from "./demo-portfolio.ts";
import { DEMO_VACATED, demoTerms, seedDemoMoney, type SignedDemoLease } from "./demo-money.ts";

const DEMO_PACKAGE = PACKAGES.find((p) => p.code === "platinum") ?? PACKAGES[PACKAGES.length - 1]!;

/**
 * Creates the demo client (client_mock) and its portfolio once; later starts leave it as visitors changed it.
 * Contracts are signed and rent paid through the ledger's commands, as a manager would. The user comes last, so a
 * start that fails half way seeds again from scratch next time. With `money` (the server's demo account, not the
 * tests' demo organizations, whose figures the tests count on) the villa's lease also asks a deposit and fees, and
 * seedDemoMoney adds vouchers, cheques and an owner remittance.
 */
export async function seedDemoAccount(
  db: Db,
  demo: { phone: string; password: string; email?: string },
  today: string,
  options: { money?: boolean } = {},
): Promise<void> {
  const existing = await db.selectFrom("users").select("id").where("phone", "=", demo.phone).executeTakeFirst();
  if (existing) return;
  const orgId = randomUUID();
  const userId = randomUUID();
  const { contactId, estates } = await withOrg(db, orgId, (trx) => seedPortfolio(trx, orgId, today));

  // The demo organization is not onboarded with ZATCA, so nothing seeded is signed: no sealed key is ever opened.
  const ctx: LedgerContext = { orgId, actor: userId, requestId: "seed-demo", now: new Date(), secretsKey: randomBytes(32) };
  const leases = new Map<string, SignedDemoLease>();
  for (const contract of DEMO_CONTRACTS) {
    const estate = estates.get(contract.unit)!;
    const terms: ScheduleInput = {
      ...demoTerms(addMonthsClamped(today, -contract.startMonthsAgo), contract),
      ...(options.money && "oneTimeCharges" in contract && contract.oneTimeCharges),
    };
    const { paymentIds } = await signContract(db, ctx, {
      lessorId: estate.lessorId,
      tenantId: contactId(contract.tenant),
      realEstateId: estate.id,
      terms,
      autoPayCommission: true,
    });
    leases.set(contract.unit, { tenantId: contactId(contract.tenant), lessorId: estate.lessorId, terms, paymentIds });
    const rentDue = scheduleFor(terms).rows.filter((row) => row.payment_type === "rent" && row.due_date < today);
    for (const [k, row] of rentDue.slice(0, rentDue.length - contract.overdue).entries()) {
      const paidDate = addDays(row.due_date, k % 4);
      await markPaymentPaid(db, ctx, {
        paymentId: paymentIds[row.index]!,
        paidDate: paidDate < today ? paidDate : row.due_date,
        method: DEMO_PAYMENT_METHODS[k % DEMO_PAYMENT_METHODS.length]!,
        receivedBy: DEMO_RECEIVED_BY,
        deliveredBy: null,
        notes: "",
      });
    }
  }

  if (options.money) {
    const vacated = estates.get(DEMO_VACATED.unit)!;
    await seedDemoMoney(db, ctx, leases, today, {
      realEstateId: vacated.id,
      lessorId: vacated.lessorId,
      tenantId: contactId(DEMO_VACATED.tenant),
    });
  }

  const passwordHash = await hashPassword(demo.password);
  await withOrg(db, orgId, async (trx) => {
    await trx
      .insertInto("users")
      .values({
        id: userId,
        org_id: orgId,
        type: "client_mock",
        name: "حساب تجريبي",
        phone: demo.phone,
        email: demo.email ?? "demo@amlak.sa",
        password_hash: passwordHash,
      })
      .execute();
    await trx
      .insertInto("subscriptions")
      .values({ org_id: orgId, package_code: DEMO_PACKAGE.code, status: "activated", start_date: today, end_date: addDays(today, 365) })
      .execute();
    await seedTasks(trx, { orgId, userId, today, contactId, estates });
  });
}

/** The demo tasks, assigned to the demo user, who also created them (so they come after the user). */
async function seedTasks(trx: Trx, demo: DemoPortfolio & { orgId: string; userId: string; today: string }) {
  for (const task of DEMO_TASKS) {
    const [first, last] = task.days.map((days) => addDays(demo.today, days)) as [string, string];
    const period = taskPeriod({
      all_day: task.times === null,
      start_date: first,
      start_time: task.times?.[0] ?? null,
      end_date: last,
      end_time: task.times?.[1] ?? null,
    });
    if (!period.ok) throw new Error(`The demo task ${task.title} ends before it starts`);
    const completed = "completed" in task;
    await trx
      .insertInto("tasks")
      .values({
        org_id: demo.orgId,
        type: task.type,
        title: task.title,
        description: task.description,
        cost: task.cost,
        start_date: period.start,
        end_date: period.end,
        all_day: task.times === null,
        status: completed ? "completed" : "pending",
        completed_at: completed ? period.end : null,
        assignee_id: demo.userId,
        contact_id: task.contact && demo.contactId(task.contact),
        real_estate_id: task.unit && demo.estates.get(task.unit)!.id,
        created_by: demo.userId,
      })
      .execute();
  }
}

interface DemoPortfolio {
  contactId: (key: DemoContactKey) => string;
  /** By title. */
  estates: Map<string, { id: string; lessorId: string }>;
}

/** The organization, its contacts and real estates; units without a contract have been vacant for 45 days. */
async function seedPortfolio(trx: Trx, orgId: string, today: string): Promise<DemoPortfolio> {
  await trx
    .insertInto("organizations")
    .values({ id: orgId, ...DEMO_ORGANIZATION, title_verified: DEMO_ORGANIZATION.title })
    .execute();
  const contactIds = new Map<DemoContactKey, string>();
  for (const { key, ...contact } of DEMO_CONTACTS) {
    const row = await trx
      .insertInto("contacts")
      .values({ org_id: orgId, ...contact })
      .returning("id")
      .executeTakeFirstOrThrow();
    contactIds.set(key, row.id);
  }
  const contactId = (key: DemoContactKey) => contactIds.get(key)!;
  const contracted = new Set(DEMO_CONTRACTS.map((contract) => contract.unit));
  const vacantSince = (title: string) => (contracted.has(title) ? null : addDays(today, -45));

  const { lessor, ...compound } = DEMO_COMPOUND;
  const compoundRow = await trx
    .insertInto("real_estates")
    .values({ org_id: orgId, kind: "compound", lessor_id: contactId(lessor), agent_id: contactId("agent1"), ...compound })
    .returning("id")
    .executeTakeFirstOrThrow();
  const estates: DemoPortfolio["estates"] = new Map();
  const units = [
    ...DEMO_UNITS.map((unit) => ({ ...unit, parent_id: compoundRow.id, lessor, city: compound.city, district: compound.district })),
    ...DEMO_STANDALONE,
  ];
  for (const { lessor: owner, ...unit } of units) {
    const row = await trx
      .insertInto("real_estates")
      .values({ org_id: orgId, kind: "unit", lessor_id: contactId(owner), vacant_since: vacantSince(unit.title), ...unit })
      .returning("id")
      .executeTakeFirstOrThrow();
    estates.set(unit.title, { id: row.id, lessorId: contactId(owner) });
  }
  return { contactId, estates };
}
