import { updateSubscription, type Trx } from "@amlak/db";
import { periodEndDate, riyadhToday, type BillingPeriod } from "@amlak/domain";

interface PaidCheckout {
  id: string;
  replacesId: string | null;
  startDate: string;
  billing: BillingPeriod;
}

/**
 * A paid checkout becomes the organization's subscription from today for its whole period, and the one it upgrades
 * ends with it (its unused days were credited in the price). One bought for the next period waits, upcoming, for the
 * running one to end; the lifecycle job activates it then.
 */
export async function activateSubscription(trx: Trx, checkout: PaidCheckout, now: Date): Promise<"activated" | "upcoming"> {
  const today = riyadhToday(now);
  if (checkout.startDate > today) {
    await updateSubscription(trx, checkout.id, { status: "upcoming", activated_at: now });
    return "upcoming";
  }
  await updateSubscription(trx, checkout.id, {
    status: "activated",
    activated_at: now,
    start_date: today,
    end_date: periodEndDate(today, checkout.billing),
  });
  if (checkout.replacesId) await updateSubscription(trx, checkout.replacesId, { status: "canceled" });
  return "activated";
}
