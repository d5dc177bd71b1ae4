import {
  countActiveLeases,
  countContactsByType,
  countContractsByStatus,
  countPendingTasksBetween,
  countRealEstatesByOccupancy,
  countTasksByGroup,
  findUserById,
  listIncomeDue,
  sumIncomeAndExpensesByMonth,
  sumIncomeDue,
  sumIncomeReceived,
  sumOverdueIncome,
  sumVacancyCost,
  type Trx,
} from "@amlak/db";
import {
  addDays,
  AppError,
  calendarMonth,
  calendarYear,
  groupBounds,
  hiddenPaymentTypes,
  mayPerform,
  recentMonths,
  riyadhDayStart,
  riyadhToday,
  weekOf,
  type DateType,
  type Period,
  type UserType,
} from "@amlak/domain";
import { money } from "@amlak/money";
import type { Context } from "../context.ts";
import { areaProcedure, router } from "../trpc.ts";
import { showsVacancyCost } from "../ledger/package-permission.ts";

type DashboardContext = Context & { caller: { userId: string; orgId: string; type: UserType }; trx: Trx };

/** The coming days the dashboard lists payments for (today and the 13 after it), and how many it lists. */
const UPCOMING_DAYS = 14;
const UPCOMING_LISTED = 8;
const CHART_MONTHS = 12;

/**
 * Amounts are for the roles that read payments (member-actions). The viewer, who has the dashboard but no payments
 * page, sees the counts (occupancy, leases ending, tasks) and no amount; the operational sub-user has no dashboard.
 */
const seesAmounts = (type: UserType) => mayPerform(type, "payments.read");

const figure = (amount: string, count: number) => ({ amount: money(amount), count });

/** The Riyadh day, the payments scope the payments page would use, and the user's calendar (months follow it). */
async function scopeOf(ctx: DashboardContext) {
  const today = riyadhToday(ctx.now());
  const user = await findUserById(ctx.trx, ctx.caller.userId);
  const dateType: DateType = user?.date_type ?? "md";
  return { today, dateType, payments: { orgId: ctx.caller.orgId, today, hiddenTypes: hiddenPaymentTypes(ctx.caller.type) } };
}

/** Income falling due in a period: all of it, what is paid of it, what is still pending. */
async function incomeDue(ctx: DashboardContext, scope: Awaited<ReturnType<typeof scopeOf>>, period: Period) {
  const sums = await sumIncomeDue(ctx.trx, scope.payments, period);
  return {
    ...period,
    due: figure(sums.dueAmount, sums.dueCount),
    paid: figure(sums.paidAmount, sums.paidCount),
    pending: figure(sums.pendingAmount, sums.pendingCount),
  };
}

/**
 * A day or a week: the income due in it and how much of it is paid, the income received in it (by paid date), and
 * its tasks; amounts null for a role that does not see them.
 */
async function periodFigures(ctx: DashboardContext, days: Period, tasks: number) {
  if (!seesAmounts(ctx.caller.type)) return { ...days, income: null, received: null, tasks };
  const scope = await scopeOf(ctx);
  const [income, received] = await Promise.all([incomeDue(ctx, scope, days), sumIncomeReceived(ctx.trx, scope.payments, days)]);
  return { ...days, income, received: figure(received.amount, received.count), tasks };
}

export const dashboardRouter = router({
  overview: areaProcedure("dashboard").query(async ({ ctx }) => {
    const today = riyadhToday(ctx.now());
    const [estates, contacts, contracts] = await Promise.all([
      countRealEstatesByOccupancy(ctx.trx),
      countContactsByType(ctx.trx),
      countActiveLeases(ctx.trx, today),
    ]);
    return Object.fromEntries(Object.entries({ ...estates, ...contacts, ...contracts }).map(([k, v]) => [k, Number(v)])) as {
      [K in keyof typeof estates | keyof typeof contacts | keyof typeof contracts]: number;
    };
  }),

  /**
   * The money of the portfolio (income unless said): collected against due this month and this year of the user's
   * calendar, overdue, the next 14 days with their first payments, and income against expenses for 12 months.
   */
  financial: areaProcedure("dashboard").query(async ({ ctx }) => {
    if (!seesAmounts(ctx.caller.type)) throw new AppError("auth.roleForbidden");
    const scope = await scopeOf(ctx);
    const upcoming = { first: scope.today, last: addDays(scope.today, UPCOMING_DAYS - 1) };
    const months = recentMonths(scope.today, scope.dateType, CHART_MONTHS);
    const [month, year, overdue, coming, next, byMonth] = await Promise.all([
      incomeDue(ctx, scope, calendarMonth(scope.today, scope.dateType)),
      incomeDue(ctx, scope, calendarYear(scope.today, scope.dateType)),
      sumOverdueIncome(ctx.trx, scope.payments),
      sumIncomeDue(ctx.trx, scope.payments, upcoming),
      listIncomeDue(ctx.trx, scope.payments, upcoming, UPCOMING_LISTED),
      sumIncomeAndExpensesByMonth(ctx.trx, scope.payments, months),
    ]);
    return {
      today: scope.today,
      month,
      year,
      overdue: figure(overdue.amount, overdue.count),
      upcoming: {
        ...upcoming,
        ...figure(coming.pendingAmount, coming.pendingCount),
        payments: next.map((payment) => ({ ...payment, amount: money(payment.amount) })),
      },
      months: months.map((period, k) => ({
        ...period,
        income: money(byMonth.income[k] ?? "0"),
        expense: money(byMonth.expense[k] ?? "0"),
      })),
    };
  }),

  /**
   * The portfolio's work: occupancy of the units, the vacant ones and their vacancy cost (where the role, package and
   * preference show it, as the properties list does), leases ending within 30 days and 3 months, tasks by group.
   */
  operational: areaProcedure("dashboard").query(async ({ ctx }) => {
    const now = ctx.now();
    const today = riyadhToday(now);
    const [occupancy, vacancy, contracts, tasks, showsCost] = await Promise.all([
      countRealEstatesByOccupancy(ctx.trx),
      sumVacancyCost(ctx.trx, ctx.caller.orgId, today),
      countContractsByStatus(ctx.trx, { orgId: ctx.caller.orgId, today }, {}),
      countTasksByGroup(ctx.trx, { orgId: ctx.caller.orgId, bounds: groupBounds(now) }, {}),
      seesAmounts(ctx.caller.type) ? showsVacancyCost(ctx, ctx.trx) : false,
    ]);
    return {
      today,
      occupancy: { rented: Number(occupancy.rented), vacant: Number(occupancy.vacant), reserved: Number(occupancy.reserved) },
      vacancyCost: showsCost && vacancy.cost !== null ? money(vacancy.cost) : null,
      contracts: { ending30Days: contracts.ending30Days, ending3Months: contracts.ending3Months },
      tasks: { late: tasks.late, today: tasks.today, tomorrow: tasks.tomorrow, upcoming: tasks.upcoming },
    };
  }),

  /** Today: income due and received, and the tasks of the tasks page's Today chip. */
  daily: areaProcedure("dashboard").query(async ({ ctx }) => {
    const now = ctx.now();
    const today = riyadhToday(now);
    const tasks = await countTasksByGroup(ctx.trx, { orgId: ctx.caller.orgId, bounds: groupBounds(now) }, {});
    return periodFigures(ctx, { first: today, last: today }, tasks.today);
  }),

  /** This week, Sunday to Saturday: income due and received, and the pending tasks under way at some time in it. */
  weekly: areaProcedure("dashboard").query(async ({ ctx }) => {
    const week = weekOf(riyadhToday(ctx.now()));
    const range = { from: riyadhDayStart(week.first), until: riyadhDayStart(addDays(week.last, 1)) };
    return periodFigures(ctx, week, await countPendingTasksBetween(ctx.trx, ctx.caller.orgId, range));
  }),
});
