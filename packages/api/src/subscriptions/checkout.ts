import {
  abandonCheckouts,
  findMarketerByCode,
  findUpcomingSubscription,
  findOrganizationProfile,
  insertCheckout,
  latestSubscription,
  setCheckoutInvoice,
  type Trx,
} from "@amlak/db";
import {
  AppError,
  checkoutPlan,
  findPackage,
  isActive,
  riyadhToday,
  type PackageCode,
  type RunningSubscription,
  type SubscriptionStatus,
  type UserType,
} from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { money, toFixed2 } from "@amlak/money";
import type { ZCheckoutSchema } from "@amlak/schemas";
import type { z } from "zod";
import { halalas, type PaymentGateway } from "../payment-gateway/payment-gateway.ts";
import { activateSubscription } from "./activate-subscription.ts";

interface CheckoutCall {
  trx: Trx;
  caller: { orgId: string; type: UserType };
  lang: Lang;
  now: () => Date;
  paymentGateway: PaymentGateway;
  publicUrl: string;
}

/** The organization's running subscription, with what it paid, or null when none runs today. */
async function runningSubscription(trx: Trx, today: string): Promise<(RunningSubscription & { id: string }) | null> {
  const row = await latestSubscription(trx, today);
  if (!row) return null;
  const running = {
    id: row.id,
    status: row.status as SubscriptionStatus,
    packageCode: row.package_code as PackageCode,
    billing: row.billing,
    startDate: row.start_date,
    endDate: row.end_date,
    trial: row.trial,
    paid: row.total === null ? null : money(row.total),
  };
  return isActive(running, today) ? running : null;
}

async function promotionOf(trx: Trx, code: string | undefined) {
  if (!code) return null;
  const marketer = await findMarketerByCode(trx, code);
  if (!marketer) throw new AppError("subscription.promotionCodeUnknown");
  if (!marketer.active) throw new AppError("subscription.promotionCodeInactive");
  return { marketerId: marketer.id, code: marketer.code, percent: Number(marketer.percent) };
}

/** The price breakdown of a checkout before paying (SPEC §7 checkout figures), or the refusal it would meet. */
export async function quoteCheckout(ctx: Omit<CheckoutCall, "paymentGateway" | "publicUrl">, input: z.output<typeof ZCheckoutSchema>) {
  const today = riyadhToday(ctx.now());
  const promotion = await promotionOf(ctx.trx, input.promotionCode);
  const current = await runningSubscription(ctx.trx, today);
  const plan = checkoutPlan({
    nextPeriod: input.nextPeriod,
    current,
    target: findPackage(input.packageCode),
    billing: input.billing,
    promotionPercent: promotion?.percent ?? 0,
    today,
  });
  if (!plan.ok) throw new AppError(plan.code);
  const upcoming = plan.startDate > today;
  if (upcoming && (await findUpcomingSubscription(ctx.trx))) throw new AppError("subscription.nextPeriodChosen");
  return { ...plan, promotion, replacesId: upcoming ? null : (current?.id ?? null) };
}

/**
 * A pending subscription with its quote, and the gateway's hosted page to pay it. The payer comes back to
 * /payment-status naming the subscription; nothing is activated until the payment is read back from the gateway
 * (settleSubscriptionPayment). A checkout the credit pays in full needs no gateway and is activated at once.
 */
export async function startCheckout(ctx: CheckoutCall, input: z.output<typeof ZCheckoutSchema>) {
  // The procedure admits only the account owner (accountOwnerProcedure); the shared demo account starts a trial instead.
  if (ctx.caller.type === "client_mock") throw new AppError("subscription.demoAccount");
  const { quote, startDate, endDate, promotion, replacesId } = await quoteCheckout(ctx, input);
  const free = quote.total.isZero();
  const { id } = await insertCheckout(ctx.trx, {
    replaces_id: replacesId,
    org_id: ctx.caller.orgId,
    package_code: input.packageCode,
    billing: input.billing,
    status: "pending",
    start_date: startDate,
    end_date: endDate,
    price: toFixed2(quote.price),
    discount: toFixed2(quote.discount),
    credit: toFixed2(quote.credit),
    total: toFixed2(quote.total),
    vat_amount: toFixed2(quote.vatAmount),
    promotion_code: promotion?.code ?? null,
    promotion_percent: promotion ? String(promotion.percent) : null,
    marketer_id: promotion?.marketerId ?? null,
  });
  await abandonCheckouts(ctx.trx, id);
  let paymentUrl: string | null = null;
  const settled = free ? await activateSubscription(ctx.trx, { id, replacesId, startDate, billing: input.billing }, ctx.now()) : null;
  if (!free) {
    const pkg = findPackage(input.packageCode);
    const organization = await findOrganizationProfile(ctx.trx, ctx.caller.orgId);
    const checkout = await ctx.paymentGateway.createCheckout({
      amountHalalas: halalas(quote.total),
      description: translate(ctx.lang, "subscription.checkoutDescription", {
        package: ctx.lang === "ar" ? pkg.nameAr : pkg.nameEn,
        billing: translate(ctx.lang, `subscription.billing.${input.billing}`),
      }),
      organizationName: organization?.title ?? "",
      returnUrl: `${ctx.publicUrl}/payment-status?subscription=${id}`,
      metadata: { org_id: ctx.caller.orgId, subscription_id: id },
    });
    await setCheckoutInvoice(ctx.trx, id, checkout.invoiceId);
    paymentUrl = `${checkout.paymentUrl}${checkout.paymentUrl.includes("?") ? "&" : "?"}lang=${ctx.lang}`;
  }
  return {
    subscriptionId: id,
    status: settled ?? ("pending" as const),
    price: toFixed2(quote.price),
    discount: toFixed2(quote.discount),
    credit: toFixed2(quote.credit),
    total: toFixed2(quote.total),
    vatAmount: toFixed2(quote.vatAmount),
    paymentUrl,
  };
}
