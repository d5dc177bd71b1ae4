import { addDays, calendarMonth, calendarYear, recentMonths, riyadhToday, taskGroup, weekOf, type UserType } from "@amlak/domain";
import { money } from "@amlak/money";
import { sql, type RawBuilder } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
const now = new Date();
const today = riyadhToday(now);
let client: Caller & { orgId: string };

const api = (type: UserType = "client_mock") => callerFor(services, { ...client, type });
const dashboard = (type?: UserType) => api(type).dashboard;

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "568000001", password: "Secret@123", email: "568000001@example.sa" }, today);
  client = await demoCaller(services, "568000001");
  // An expense due this month, so the chart's expense bars are not all zero.
  await api().payments.create({ direction: "expense", category: "maintenance", due_date: today, price: "1250.50" });
});

/** What the payments table holds, summed apart from the code under test: price plus VAT, and how many. */
async function summed(where: RawBuilder<unknown>) {
  const { rows } = await sql<{ amount: string; count: number }>`
    select coalesce(sum(price + vat), 0)::text as amount, count(*)::int as count from payments
    where org_id = ${client.orgId} and ${where}`.execute(owner);
  return { amount: money(rows[0]!.amount), count: rows[0]!.count };
}

const income = (where: RawBuilder<unknown>) => summed(sql`direction = 'income' and ${where}`);
const dueIn = (first: string, last: string) => sql`due_date between ${first}::date and ${last}::date`;
const LIVE = sql`status in ('pending', 'paid')`;

describe("dashboard figures", () => {
  it("adds up this month's and this year's income, collected against due, as the payments table does", async () => {
    const figures = await dashboard().financial();
    for (const [period, expected] of [
      [figures.month, calendarMonth(today, "md")],
      [figures.year, calendarYear(today, "md")],
    ] as const) {
      expect({ first: period.first, last: period.last }).toEqual(expected);
      const days = dueIn(expected.first, expected.last);
      expect(period.due).toEqual(await income(sql`${days} and ${LIVE}`));
      expect(period.paid).toEqual(await income(sql`${days} and status = 'paid'`));
      expect(period.pending).toEqual(await income(sql`${days} and status = 'pending'`));
      expect(period.paid.amount.plus(period.pending.amount).toFixed(2)).toBe(period.due.amount.toFixed(2));
    }
    expect(figures.year.due.count).toBeGreaterThan(0);
    expect(figures.year.paid.count).toBeGreaterThan(0);
  });

  it("counts overdue income against the Riyadh today, and the next 14 days with their first payments", async () => {
    const figures = await dashboard().financial();
    expect(figures.overdue).toEqual(await income(sql`status = 'pending' and due_date < ${today}::date`));
    expect(figures.overdue.count).toBeGreaterThan(0);
    const last = addDays(today, 13);
    expect({ first: figures.upcoming.first, last: figures.upcoming.last }).toEqual({ first: today, last });
    const coming = await income(sql`status = 'pending' and ${dueIn(today, last)}`);
    expect({ amount: figures.upcoming.amount, count: figures.upcoming.count }).toEqual(coming);
    const { rows } = await sql<{ id: string }>`select id from payments where org_id = ${client.orgId} and direction = 'income'
      and status = 'pending' and ${dueIn(today, last)} order by due_date, id limit 8`.execute(owner);
    expect(figures.upcoming.payments.map((payment) => payment.id)).toEqual(rows.map((row) => row.id));
    for (const payment of figures.upcoming.payments) {
      expect(payment.dueDate >= today && payment.dueDate <= last).toBe(true);
      expect(payment.unit).toBeTruthy();
    }
  });

  it("sets income against expenses for each of the last 12 months", async () => {
    const { months } = await dashboard().financial();
    expect(months.map(({ first, last }) => ({ first, last }))).toEqual(recentMonths(today, "md", 12));
    for (const month of months) {
      const days = dueIn(month.first, month.last);
      expect(month.income).toEqual((await income(sql`${days} and ${LIVE}`)).amount);
      expect(month.expense).toEqual((await summed(sql`direction = 'expense' and ${days} and ${LIVE}`)).amount);
    }
    expect(months.at(-1)!.expense.toFixed(2)).not.toBe("0.00");
    expect(months.some((month) => !month.income.isZero())).toBe(true);
  });

  it("follows the user's Hijri calendar for this month, this year and the chart's months", async () => {
    await owner.updateTable("users").set({ date_type: "hj" }).where("id", "=", client.userId).execute();
    try {
      const figures = await dashboard().financial();
      expect({ first: figures.month.first, last: figures.month.last }).toEqual(calendarMonth(today, "hj"));
      expect({ first: figures.year.first, last: figures.year.last }).toEqual(calendarYear(today, "hj"));
      expect(figures.months.map(({ first, last }) => ({ first, last }))).toEqual(recentMonths(today, "hj", 12));
      const month = calendarMonth(today, "hj");
      expect(figures.month.due).toEqual(await income(sql`${dueIn(month.first, month.last)} and ${LIVE}`));
    } finally {
      await owner.updateTable("users").set({ date_type: "md" }).where("id", "=", client.userId).execute();
    }
  });

  it("counts occupancy, leases ending and tasks by group as their lists do", async () => {
    const figures = await dashboard().operational();
    const { rows: occupancy } = await sql<{ status: string; count: number }>`
      select o.status, count(*)::int as count from real_estate_occupancy o join real_estates re on re.id = o.id
      where re.org_id = ${client.orgId} and o.status is not null group by o.status`.execute(owner);
    const counted = Object.fromEntries(occupancy.map((row) => [row.status, row.count]));
    expect(figures.occupancy).toEqual({ rented: counted.Rented ?? 0, vacant: counted.Vacant ?? 0, reserved: counted.Reserved ?? 0 });
    expect(figures.occupancy.rented).toBeGreaterThan(0);
    expect(figures.occupancy.vacant).toBeGreaterThan(0);

    const { rows: ending } = await sql<{ days30: number; months3: number }>`
      select (count(*) filter (where contract_end <= ${today}::date + 30))::int as days30,
             (count(*) filter (where contract_end <= (${today}::date + interval '3 months')::date))::int as months3
      from contracts where org_id = ${client.orgId} and cancelled_on is null
        and contract_start <= ${today}::date and contract_end >= ${today}::date`.execute(owner);
    expect(figures.contracts).toEqual({ ending30Days: ending[0]!.days30, ending3Months: ending[0]!.months3 });
    const contractChips = (await api().contracts.list({})).counts;
    expect(figures.contracts).toEqual({ ending30Days: contractChips.ending30Days, ending3Months: contractChips.ending3Months });

    const tasks = await owner
      .selectFrom("tasks")
      .select(["status", "start_date", "end_date", "all_day"])
      .where("org_id", "=", client.orgId)
      .execute();
    const groups = { late: 0, today: 0, tomorrow: 0, upcoming: 0 };
    for (const task of tasks) {
      const group =
        task.status === "deleted"
          ? null
          : taskGroup({ status: task.status, start: task.start_date, end: task.end_date, allDay: task.all_day }, now);
      if (group && group in groups) groups[group as keyof typeof groups] += 1;
    }
    expect(figures.tasks).toEqual(groups);
    expect(Object.values(groups).some((count) => count > 0)).toBe(true);
  });

  it("shows the vacancy cost of the vacant units only where the properties list shows it", async () => {
    expect((await dashboard().operational()).vacancyCost).toBeNull();
    await owner
      .updateTable("organizations")
      .set({ preferences: JSON.stringify({ show_realestate_vacancy_cost: true }) })
      .where("id", "=", client.orgId)
      .execute();
    try {
      const { vacancyCost } = await dashboard().operational();
      const vacant = (await api().realEstates.list({ status: "Vacant", page: 1 })).rows;
      const listed = vacant.reduce((sum, row) => (row.vacancyCost ? sum.plus(row.vacancyCost) : sum), money(0));
      expect(vacant.length).toBeLessThan(10); // one page holds them all
      expect(vacancyCost?.toFixed(2)).toBe(listed.toFixed(2));
      expect(listed.isZero()).toBe(false);
      expect((await dashboard("viewer").operational()).vacancyCost).toBeNull();
    } finally {
      await owner
        .updateTable("organizations")
        .set({ preferences: JSON.stringify({}) })
        .where("id", "=", client.orgId)
        .execute();
    }
  });

  it("gives today's and this week's (Sunday to Saturday) income and tasks", async () => {
    const daily = await dashboard().daily();
    expect({ first: daily.first, last: daily.last }).toEqual({ first: today, last: today });
    expect(daily.income?.due).toEqual(await income(sql`due_date = ${today}::date and ${LIVE}`));
    expect(daily.income?.pending).toEqual(await income(sql`due_date = ${today}::date and status = 'pending'`));
    expect(daily.received).toEqual(await income(sql`status = 'paid' and paid_date = ${today}::date`));
    expect(daily.tasks).toBe((await dashboard().operational()).tasks.today);

    const week = weekOf(today);
    const weekly = await dashboard().weekly();
    expect({ first: weekly.first, last: weekly.last }).toEqual(week);
    expect(weekly.income?.due).toEqual(await income(sql`${dueIn(week.first, week.last)} and ${LIVE}`));
    expect(weekly.received).toEqual(
      await income(sql`status = 'paid' and ${sql`paid_date between ${week.first}::date and ${week.last}::date`}`),
    );
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from tasks where org_id = ${client.orgId}
      and status = 'pending' and start_date < (${addDays(week.last, 1)}::date::timestamp at time zone 'Asia/Riyadh')
      and end_date >= (${week.first}::date::timestamp at time zone 'Asia/Riyadh')`.execute(owner);
    expect(weekly.tasks).toBe(rows[0]!.count);
  });
});

describe("dashboard roles", () => {
  it("gives amounts to the roles that read payments", async () => {
    for (const type of ["client", "subClient", "restricted_subClient", "readonly_subClient"] as const) {
      const figures = await dashboard(type).financial();
      expect(figures.overdue.count).toBeGreaterThan(0);
      expect((await dashboard(type).daily()).income).not.toBeNull();
    }
  });

  it("shows the viewer counts and no amounts", async () => {
    const viewer = dashboard("viewer");
    expect((await refusalOf(viewer.financial()))?.body.code).toBe("auth.roleForbidden");
    const operational = await viewer.operational();
    expect(operational.occupancy).toEqual((await dashboard().operational()).occupancy);
    expect(operational.vacancyCost).toBeNull();
    for (const period of [await viewer.daily(), await viewer.weekly()]) {
      expect(period).toMatchObject({ income: null, received: null });
      expect(typeof period.tasks).toBe("number");
    }
  });

  it("refuses the operational sub-user, who has no dashboard (SPEC §6)", async () => {
    const operational = dashboard("operational_subClient");
    for (const call of [operational.financial, operational.operational, operational.daily, operational.weekly])
      expect((await refusalOf(call()))?.body.code).toBe("auth.roleForbidden");
  });

  it("refuses a caller who is not signed in", async () => {
    const anonymous = callerFor(services, null);
    expect((await refusalOf(anonymous.dashboard.financial()))?.status).toBe(401);
  });
});
