import { z } from "zod";
import { restRoute } from "./rest-route.ts";

const ZPermissions = z.array(
  z.object({ entity: z.string(), actions: z.array(z.string()), limits: z.array(z.object({ code: z.string(), limit: z.number() })) }),
);

/** Subscriptions (issue #19), snake_case as SPEC §7; money as decimal strings, VAT included. */
export const subscriptionRoutes = [
  restRoute({
    method: "GET",
    path: "/subscriptions/packages",
    summary: "Every package: code, names, monthly and yearly price (VAT included; null for Business), permissions by entity",
    procedure: "subscriptions.packages",
    answer: {
      schema: z.array(
        z.object({
          code: z.string(),
          name_ar: z.string(),
          name_en: z.string(),
          monthly_price: z.string().nullable(),
          yearly_price: z.string().nullable(),
          permissions: ZPermissions,
        }),
      ),
      from: (packages) =>
        packages.map((pkg) => ({
          code: pkg.code,
          name_ar: pkg.nameAr,
          name_en: pkg.nameEn,
          monthly_price: pkg.monthlyPrice,
          yearly_price: pkg.yearlyPrice,
          permissions: pkg.permissions,
        })),
    },
  }),
  restRoute({
    method: "GET",
    path: "/subscriptions/current",
    summary: "The organization's subscription: package, status, billing, trial, dates and days left (null when it never had one)",
    procedure: "subscriptions.current",
    answer: {
      schema: z
        .object({
          package_code: z.string(),
          status: z.string(),
          billing: z.string(),
          trial: z.boolean(),
          start_date: z.string(),
          end_date: z.string(),
          days_left: z.number(),
        })
        .nullable(),
      from: (current) =>
        current && {
          package_code: current.packageCode,
          status: current.status,
          billing: current.billing,
          trial: current.trial,
          start_date: current.startDate,
          end_date: current.endDate,
          days_left: current.daysLeft,
        },
    },
  }),
  restRoute({
    method: "POST",
    path: "/subscriptions/checkout",
    summary: "Start paying for a package: the price breakdown and the gateway's payment page (payment_url)",
    procedure: "subscriptions.checkout",
    status: 201,
    body: z.object({
      package_code: z.string(),
      billing: z.enum(["monthly", "yearly"]),
      promotion_code: z.string().optional(),
      next_period: z.boolean().optional(),
    }),
    input: ({ body }) => ({
      packageCode: body.package_code,
      billing: body.billing,
      promotionCode: body.promotion_code,
      nextPeriod: body.next_period,
    }),
    answer: {
      schema: z.object({
        subscription_id: z.string(),
        status: z.string(),
        price: z.string(),
        discount: z.string(),
        credit: z.string(),
        total: z.string(),
        vat_amount: z.string(),
        payment_url: z.string().nullable(),
      }),
      from: (checkout) => ({
        subscription_id: checkout.subscriptionId,
        status: checkout.status,
        price: checkout.price,
        discount: checkout.discount,
        credit: checkout.credit,
        total: checkout.total,
        vat_amount: checkout.vatAmount,
        payment_url: checkout.paymentUrl,
      }),
    },
  }),
];
