import { findUpcomingSubscription, latestSubscription, listPackagePermissions, listSubscriptionPayments } from "@amlak/db";
import {
  AppError,
  canAccessArea,
  findPackage,
  isAccountOwner,
  isActive,
  PACKAGES,
  refundWindowOpen,
  riyadhToday,
  subscriptionDaysLeft,
  yearlyPrice,
  type PackageCode,
  type SubscriptionStatus,
} from "@amlak/domain";
import { ZCheckoutSchema, ZPaymentReturnSchema } from "@amlak/schemas";
import { z } from "zod";
import { ZDayOutput, ZInstantOutput } from "../outputs/values.ts";
import { accountOwnerProcedure } from "../subscriptions/account-owner-procedure.ts";
import { quoteCheckout, startCheckout } from "../subscriptions/checkout.ts";
import { settleSubscriptionPayment } from "../subscriptions/settle-payment.ts";
import { areaProcedure, authedProcedure, publicProcedure, router } from "../trpc.ts";
import { toFixed2 } from "@amlak/money";

const STATUSES = ["canceled", "activated", "pending", "expired", "rejected", "failed", "upcoming"] as const;
const ZPackageCode = z.enum(PACKAGES.map((pkg) => pkg.code) as [PackageCode, ...PackageCode[]]);

const ZCurrentSubscriptionOutput = z
  .object({
    packageCode: ZPackageCode,
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
    /** A package paid for the period after this one. */
    next: z.object({ packageName: z.string(), billing: z.enum(["monthly", "yearly"]), startDate: ZDayOutput }).nullable(),
  })
  .nullable();

const ZPackageOutput = z.object({
  code: ZPackageCode,
  nameAr: z.string(),
  nameEn: z.string(),
  /** SAR, VAT included, as decimal text; null when the price is agreed with sales (Business). */
  monthlyPrice: z.string().nullable(),
  yearlyPrice: z.string().nullable(),
  yearlySavingPercent: z.number(),
  storageGb: z.number(),
  permissions: z.array(
    z.object({
      entity: z.string(),
      actions: z.array(z.string()),
      limits: z.array(z.object({ code: z.string(), limit: z.number() })),
    }),
  ),
});

const ZQuoteOutput = z.object({
  price: z.string(),
  discount: z.string(),
  credit: z.string(),
  total: z.string(),
  vatAmount: z.string(),
  startDate: ZDayOutput,
  endDate: ZDayOutput,
  promotionPercent: z.number().nullable(),
});

const ZCheckoutOutput = z.object({
  subscriptionId: z.string(),
  status: z.enum(["pending", "activated", "upcoming"]),
  price: z.string(),
  discount: z.string(),
  credit: z.string(),
  total: z.string(),
  vatAmount: z.string(),
  /** The gateway's hosted page; null when the credit paid the whole price and it is activated already. */
  paymentUrl: z.string().nullable(),
});

const ZPaymentOutcome = z.object({
  subscriptionId: z.string(),
  packageCode: ZPackageCode,
  status: z.enum(STATUSES),
  paymentStatus: z.enum(["initiated", "paid", "failed", "refunded"]),
  /** The gateway's words on a failure (INSUFFICIENT FUNDS, …), or a SADAD bill's number to pay. */
  message: z.string().nullable(),
  billNumber: z.string().nullable(),
});

const ZSubscriptionPaymentOutput = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  packageName: z.string(),
  billing: z.enum(["monthly", "yearly"]),
  status: z.enum(["initiated", "paid", "failed", "refunded"]),
  amount: z.string(),
  message: z.string().nullable(),
  card: z.string().nullable(),
  billNumber: z.string().nullable(),
  createdAt: ZInstantOutput,
  paidAt: ZInstantOutput.nullable(),
  /** The newest refund request of the subscription this paid, if one was made. */
  refundRequest: z.enum(["pending", "approved", "rejected"]).nullable(),
  /** Whether a refund may still be asked (SPEC §9: within 21 days of the payment). */
  refundable: z.boolean(),
});

/** The profile's Subscription tab: members whose menu has /profile (not the viewer, SPEC §6). */
const subscriptionTab = areaProcedure("profile");

/** The organization's subscription (SPEC §3 Subscription, §4 statuses), its upgrade through a gateway and its payments. */
export const subscriptionsRouter = router({
  current: subscriptionTab.output(ZCurrentSubscriptionOutput).query(async ({ ctx }) => {
    const today = riyadhToday(ctx.now());
    const row = await latestSubscription(ctx.trx, today);
    if (!row) return null;
    const pkg = findPackage(row.package_code as PackageCode);
    const period = { status: row.status as SubscriptionStatus, startDate: row.start_date, endDate: row.end_date };
    const active = isActive(period, today);
    const next = await findUpcomingSubscription(ctx.trx);
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
      next: next
        ? { packageName: ctx.lang === "ar" ? next.name_ar : next.name_en, billing: next.billing, startDate: next.start_date }
        : null,
    };
  }),

  /** Every package with its prices and what it grants, as staff configured it (SPEC §9): the public price list too. */
  packages: publicProcedure.output(z.array(ZPackageOutput)).query(async ({ ctx }) => {
    const rows = (await listPackagePermissions(ctx.database.app)).filter((row) => row.active);
    return PACKAGES.map((pkg) => {
      const own = rows.filter((row) => row.package_code === pkg.code);
      const entities = [...new Set(own.map((row) => row.entity))];
      return {
        code: pkg.code,
        nameAr: pkg.nameAr,
        nameEn: pkg.nameEn,
        monthlyPrice: pkg.monthlyPrice,
        yearlyPrice: yearlyPrice(pkg),
        yearlySavingPercent: pkg.yearlySavingPercent,
        storageGb: pkg.storageGb,
        permissions: entities.map((entity) => ({
          entity,
          actions: own.filter((row) => row.entity === entity && !row.is_numerical).map((row) => row.code),
          limits: own.filter((row) => row.entity === entity && row.is_numerical).map((row) => ({ code: row.code, limit: row.value ?? 0 })),
        })),
      };
    });
  }),

  /** The price breakdown an upgrade would cost today: shown before paying, and refused as checkout would refuse it. */
  quote: subscriptionTab
    .input(ZCheckoutSchema)
    .output(ZQuoteOutput)
    .query(async ({ ctx, input }) => {
      const { quote, startDate, endDate, promotion } = await quoteCheckout(ctx, input);
      return {
        price: toFixed2(quote.price),
        discount: toFixed2(quote.discount),
        credit: toFixed2(quote.credit),
        total: toFixed2(quote.total),
        vatAmount: toFixed2(quote.vatAmount),
        startDate,
        endDate,
        promotionPercent: promotion?.percent ?? null,
      };
    }),

  checkout: accountOwnerProcedure
    .input(ZCheckoutSchema)
    .output(ZCheckoutOutput)
    .mutation(({ ctx, input }) =>
      startCheckout({ ...ctx, caller: ctx.caller, paymentGateway: ctx.paymentGateway, publicUrl: ctx.publicUrl }, input),
    ),

  /**
   * The payer's return to /payment-status: the payment read back from the gateway settles the subscription, as its
   * webhook would. It runs outside a request transaction, as settling asks the gateway before it locks anything.
   */
  confirmPayment: authedProcedure
    .input(ZPaymentReturnSchema)
    .output(ZPaymentOutcome)
    .mutation(async ({ ctx, input }) => {
      const orgId = ctx.caller.orgId;
      if (!orgId) throw new AppError("auth.noOrganization");
      if (!canAccessArea(ctx.caller.type, "paymentStatus")) throw new AppError("auth.roleForbidden");
      const outcome = await settleSubscriptionPayment(
        ctx.database.app,
        { gateway: ctx.paymentGateway, now: ctx.now() },
        { orgId, subscriptionId: input.subscriptionId, paymentId: input.paymentId },
      );
      return {
        subscriptionId: outcome.subscriptionId,
        packageCode: outcome.packageCode as PackageCode,
        status: outcome.status,
        paymentStatus: outcome.payment.status,
        message: outcome.payment.message,
        billNumber: outcome.payment.billNumber,
      };
    }),

  /** The organization's subscription payments, newest first (the Subscription tab's payment history). */
  payments: subscriptionTab.output(z.array(ZSubscriptionPaymentOutput)).query(async ({ ctx }) => {
    const rows = await listSubscriptionPayments(ctx.trx);
    return rows.map((row) => ({
      id: row.id,
      subscriptionId: row.subscription_id,
      packageName: ctx.lang === "ar" ? row.name_ar : row.name_en,
      billing: row.billing,
      status: row.status,
      amount: row.amount,
      message: row.message,
      card: row.card_brand && row.card_last_four ? `${row.card_brand} •••• ${row.card_last_four}` : null,
      billNumber: row.bill_number,
      createdAt: new Date(row.created_at),
      paidAt: row.paid_at ? new Date(row.paid_at) : null,
      refundRequest: row.refund_request ?? null,
      refundable:
        isAccountOwner(ctx.caller.type) &&
        row.status === "paid" &&
        row.refund_request !== "pending" &&
        row.refund_request !== "approved" &&
        row.paid_at !== null &&
        refundWindowOpen(new Date(row.paid_at), ctx.now()),
    }));
  }),
});
