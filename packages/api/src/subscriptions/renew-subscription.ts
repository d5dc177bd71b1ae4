import {
  claimRenewalAttempt,
  finishRenewalAttempt,
  insertCheckout,
  recordSubscriptionPayment,
  withOrg,
  type Db,
  type Trx,
} from "@amlak/db";
import {
  AppError,
  checkoutPlan,
  findPackage,
  renewalAttemptDay,
  renewalAttemptDue,
  riyadhToday,
  type BillingPeriod,
  type PackageCode,
} from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { toFixed2 } from "@amlak/money";
import { randomUUID } from "node:crypto";
import { halalas, type GatewayPayment, type PaymentGateway } from "../payment-gateway/payment-gateway.ts";
import { activateSubscription } from "./activate-subscription.ts";
import { issueSubscriptionInvoice } from "./subscription-invoice.ts";

/** A paid period automatic renewal may renew (findRenewalCandidates). */
interface RenewablePeriod {
  id: string;
  org_id: string;
  package_code: string;
  billing: BillingPeriod;
  start_date: string;
  end_date: string;
  token: string;
  failures: number;
  last_attempt_on: string | null;
  charging_payment_id: string | null;
}

type RenewalOutcome =
  { status: "paid"; startDate: string; endDate: string } | { status: "failed"; message: string | null; retryOn: string | null };

/**
 * One attempt at renewing a paid period with the organization's default card, when one is due: the same package and
 * billing at the listed price (VAT included, no promotion, no credit), starting the day after the period ends. The
 * attempt is claimed before the gateway is charged, under a payment id of ours the gateway makes idempotent, so a
 * second run or instance charges nothing more; one whose outcome was never recorded (a crash, a timeout) is sent again
 * under the same id. A paid charge becomes the next subscription (upcoming, or activated when its start has come), with
 * its payment and tax invoice, in one transaction. Answers null when nothing was due or another run recorded it.
 */
export async function renewSubscription(
  db: Db,
  { gateway, now, lang }: { gateway: PaymentGateway; now: Date; lang: Lang },
  period: RenewablePeriod,
  /** Tells the client, in the transaction that records the outcome: once per attempt. */
  tell: (trx: Trx, outcome: RenewalOutcome) => Promise<void>,
): Promise<RenewalOutcome | null> {
  const today = riyadhToday(now);
  const packageCode = period.package_code as PackageCode;
  const plan = checkoutPlan({
    current: {
      status: "activated",
      packageCode,
      billing: period.billing,
      startDate: period.start_date,
      endDate: period.end_date,
      trial: false,
      paid: null,
    },
    target: findPackage(packageCode),
    billing: period.billing,
    promotionPercent: 0,
    today,
    nextPeriod: true,
  });
  if (!plan.ok) return null;
  const attempt = period.failures + 1;
  let paymentId = period.charging_payment_id;
  if (!paymentId) {
    const due = renewalAttemptDue({ endDate: period.end_date, failures: period.failures, lastAttemptOn: period.last_attempt_on }, today);
    paymentId = randomUUID();
    const claim = { subscriptionId: period.id, attempt, orgId: period.org_id, attemptedOn: today, gatewayPaymentId: paymentId };
    if (due === null || !(await claimRenewalAttempt(db, claim))) return null;
  }
  const pkg = findPackage(packageCode);
  const payment = await chargeOf(gateway, {
    paymentId,
    token: period.token,
    amountHalalas: halalas(plan.quote.total),
    description: translate(lang, "subscription.renewalDescription", {
      package: lang === "ar" ? pkg.nameAr : pkg.nameEn,
      billing: translate(lang, `subscription.billing.${period.billing}`),
    }),
    metadata: { org_id: period.org_id, renewal_of: period.id },
  });
  if (!payment) return null;
  return withOrg(db, period.org_id, async (trx) => {
    if (payment.status !== "paid") {
      const message = payment.message;
      const finished = await finishRenewalAttempt(trx, { subscriptionId: period.id, attempt, status: "failed", message, renewalId: null });
      if (!finished) return null;
      const failed: RenewalOutcome = { status: "failed", message, retryOn: renewalAttemptDay(period.end_date, attempt + 1, today) };
      await tell(trx, failed);
      return failed;
    }
    // The attempt is recorded first: a run that finds it recorded already renews nothing (its renewal_id is checked at commit).
    const id = randomUUID();
    if (
      !(await finishRenewalAttempt(trx, { subscriptionId: period.id, attempt, status: "paid", message: payment.message, renewalId: id }))
    ) {
      return null;
    }
    await insertCheckout(trx, {
      id,
      org_id: period.org_id,
      package_code: packageCode,
      billing: period.billing,
      status: "pending",
      start_date: plan.startDate,
      end_date: plan.endDate,
      price: toFixed2(plan.quote.price),
      discount: toFixed2(plan.quote.discount),
      credit: toFixed2(plan.quote.credit),
      total: toFixed2(plan.quote.total),
      vat_amount: toFixed2(plan.quote.vatAmount),
    });
    const recorded = await recordSubscriptionPayment(trx, {
      org_id: period.org_id,
      subscription_id: id,
      gateway: gateway.name,
      gateway_payment_id: payment.id,
      status: "paid",
      amount: toFixed2(plan.quote.total),
      currency: payment.currency,
      message: payment.message,
      card_brand: payment.card?.brand ?? null,
      card_last_four: payment.card?.lastFour ?? null,
      card_expiry: payment.card?.expiry ?? null,
      bill_number: null,
      paid_at: now,
    });
    await activateSubscription(trx, { id, replacesId: null, startDate: plan.startDate, billing: period.billing }, now);
    await issueSubscriptionInvoice(trx, { subscriptionId: id, paymentId: recorded.id, issueDate: today });
    const renewed = await trx.selectFrom("subscriptions").select(["start_date", "end_date"]).where("id", "=", id).executeTakeFirstOrThrow();
    const renewedOutcome: RenewalOutcome = { status: "paid", startDate: renewed.start_date, endDate: renewed.end_date };
    await tell(trx, renewedOutcome);
    return renewedOutcome;
  });
}

/**
 * The charge as the gateway answers it. A refusal (an inactive or deleted token) is a failed charge; a gateway that
 * could not be reached leaves the attempt charging, to be sent again under the same id by the next run.
 */
async function chargeOf(gateway: PaymentGateway, charge: Parameters<PaymentGateway["chargeToken"]>[0]): Promise<GatewayPayment | null> {
  try {
    return await gateway.chargeToken(charge);
  } catch (error) {
    if (error instanceof AppError && error.code === "paymentGateway.refused") {
      return { ...refusedCharge, id: charge.paymentId, message: String(error.params.reason ?? "") || null };
    }
    if (error instanceof AppError && error.code === "paymentGateway.unavailable") return null;
    throw error;
  }
}

const refusedCharge: Omit<GatewayPayment, "id" | "message"> = {
  status: "failed",
  amountHalalas: 0,
  currency: "SAR",
  refundedHalalas: 0,
  invoiceId: null,
  card: null,
  savedCard: null,
  billNumber: null,
  metadata: {},
};
