import { latestSubscription } from "@amlak/db";
import {
  findPackage,
  isActive,
  PACKAGES,
  riyadhToday,
  subscriptionDaysLeft,
  yearlyPrice,
  type PackageCode,
  type SubscriptionStatus,
} from "@amlak/domain";
import { z } from "zod";
import { ZDayOutput } from "../outputs/values.ts";
import { memberProcedure, router } from "../trpc.ts";

const STATUSES = ["canceled", "activated", "pending", "expired", "rejected", "failed", "upcoming"] as const;

const ZCurrentSubscriptionOutput = z
  .object({
    packageCode: z.enum(PACKAGES.map((pkg) => pkg.code) as [PackageCode, ...PackageCode[]]),
    packageName: z.string(),
    status: z.enum(STATUSES),
    billing: z.enum(["monthly", "yearly"]),
    trial: z.boolean(),
    active: z.boolean(),
    startDate: ZDayOutput,
    endDate: ZDayOutput,
    /** Days left including today; 0 once it has ended or while it is not active. */
    daysLeft: z.number(),
    /** SAR as decimal text; null when the price is agreed with sales (Business). */
    monthlyPrice: z.string().nullable(),
    yearlyPrice: z.string().nullable(),
  })
  .nullable();

/** The organization's subscription (SPEC §3 Subscription, §4 statuses), for the profile's Subscription tab. */
export const subscriptionsRouter = router({
  current: memberProcedure.output(ZCurrentSubscriptionOutput).query(async ({ ctx }) => {
    const today = riyadhToday(ctx.now());
    const row = await latestSubscription(ctx.trx, today);
    if (!row) return null;
    const pkg = findPackage(row.package_code as PackageCode);
    const period = { status: row.status as SubscriptionStatus, startDate: row.start_date, endDate: row.end_date };
    const active = isActive(period, today);
    return {
      packageCode: pkg.code,
      packageName: ctx.lang === "ar" ? row.name_ar : row.name_en,
      status: row.status,
      billing: row.billing,
      trial: row.trial,
      active,
      startDate: row.start_date,
      endDate: row.end_date,
      daysLeft: active ? subscriptionDaysLeft(period, today) : 0,
      monthlyPrice: pkg.monthlyPrice,
      yearlyPrice: yearlyPrice(pkg),
    };
  }),
});
