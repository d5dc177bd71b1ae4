import {
  countBillingIssues,
  countNewSupportMessages,
  countOrganizations,
  countOrganizationsByStanding,
  listOrganizations,
  listRecurringPrices,
} from "@amlak/db";
import { addDays, riyadhToday } from "@amlak/domain";
import { money } from "@amlak/money";
import { ORGANIZATION_STATES, ZOrganizationFigureSchema, type TOrganizationFigure } from "@amlak/schemas";
import type { OrganizationFigure } from "@amlak/db";
import { z } from "zod";
import { ZDayOutput, ZInstantOutput, ZMoneyOutput } from "../outputs/values.ts";
import { router, staffProcedure } from "../trpc.ts";

/** The staff /dashboard (customerService, system); system's /operationalDashboard shows the same figures. */
const dashboard = staffProcedure("dashboard");

const DAY_MS = 86_400_000;
/** Failed payments are counted over the last month: older failures were retried or given up long since. */
const FAILED_PAYMENTS_DAYS = 30;
const failedPaymentsSince = (now: Date) => new Date(now.getTime() - FAILED_PAYMENTS_DAYS * DAY_MS);
/** A figure's list shows the newest organizations; a figure larger than this is read from its count. */
const LISTED = 200;

/** A figure of the request in the repository's terms, with the dates it depends on fixed at `now`. */
function figureOf(figure: TOrganizationFigure, now: Date, today: string): OrganizationFigure {
  switch (figure.kind) {
    case "trialsEnding":
      return { kind: "trialsEnding", weekEnd: addDays(today, 6) };
    case "signups":
      return { kind: "signedUpSince", since: new Date(now.getTime() - figure.days * DAY_MS) };
    case "failedPayments":
      return { kind: "failedPaymentsSince", since: failedPaymentsSince(now) };
    default:
      return figure;
  }
}

/**
 * What a paying organization brings in per month, VAT included as billed: a monthly price as it is, a yearly price a
 * twelfth, after its promotion discount (the upgrade credit is paid once, not every month).
 */
const monthlyRecurringRevenue = (prices: readonly { billing: "monthly" | "yearly" | null; recurring_price: string | null }[]) =>
  prices
    .reduce(
      (total, { billing, recurring_price }) => total.plus(money(recurring_price ?? 0).dividedBy(billing === "yearly" ? 12 : 1)),
      money(0),
    )
    .toDecimalPlaces(2);

const ZFigures = z.object({
  byStanding: z.array(z.object({ packageCode: z.string().nullable(), state: z.enum(ORGANIZATION_STATES), organizations: z.number() })),
  trialsEndingThisWeek: z.number(),
  signups7: z.number(),
  signups30: z.number(),
  payingOrganizations: z.number(),
  monthlyRecurringRevenue: ZMoneyOutput,
  failedPayments30: z.number(),
  pendingRefundRequests: z.number(),
  unansweredSupportMessages: z.number(),
});

/** Figures across organizations from staff-only queries of subscriptions and sign-ups, never the ledger. */
export const staffDashboardRouter = router({
  figures: dashboard.output(ZFigures).query(async ({ ctx }) => {
    const now = ctx.now();
    const today = riyadhToday(now);
    const count = (figure: TOrganizationFigure) => countOrganizations(ctx.db, today, figureOf(figure, now, today));
    const [byStanding, trialsEnding, signups7, signups30, prices, issues, unanswered] = await Promise.all([
      countOrganizationsByStanding(ctx.db, today),
      count({ kind: "trialsEnding" }),
      count({ kind: "signups", days: 7 }),
      count({ kind: "signups", days: 30 }),
      listRecurringPrices(ctx.db, today),
      countBillingIssues(ctx.db, failedPaymentsSince(now)),
      countNewSupportMessages(ctx.db),
    ]);
    return {
      byStanding: byStanding.map((row) => ({ packageCode: row.package_code, state: row.state, organizations: Number(row.organizations) })),
      trialsEndingThisWeek: trialsEnding,
      signups7,
      signups30,
      payingOrganizations: prices.length,
      monthlyRecurringRevenue: monthlyRecurringRevenue(prices),
      failedPayments30: Number(issues.failed_payments ?? 0),
      pendingRefundRequests: Number(issues.pending_refunds ?? 0),
      unansweredSupportMessages: unanswered,
    };
  }),

  /** The organizations behind one figure, newest sign-up first. */
  organizations: dashboard
    .input(ZOrganizationFigureSchema)
    .output(
      z.array(
        z.object({
          id: z.string(),
          title: z.string().nullable(),
          created_at: ZInstantOutput,
          package_code: z.string().nullable(),
          billing: z.enum(["monthly", "yearly"]).nullable(),
          end_date: ZDayOutput.nullable(),
          state: z.enum(ORGANIZATION_STATES),
        }),
      ),
    )
    .query(({ ctx, input }) => {
      const now = ctx.now();
      const today = riyadhToday(now);
      return listOrganizations(ctx.db, today, figureOf(input, now, today), LISTED);
    }),
});
