import type { SubscriptionPackage } from "@amlak/domain";
import { money, mul, round2, type Money } from "@amlak/money";

export type Billing = "monthly" | "yearly";

const MONTHS_PER_YEAR = 12;

/** The amount billed per period, or null when the price is agreed with sales. */
export function planPrice(plan: SubscriptionPackage, billing: Billing): Money | null {
  if (plan.monthlyPrice === null) return null;
  const monthly = money(plan.monthlyPrice);
  if (billing === "monthly") return monthly;
  return round2(mul(monthly, (MONTHS_PER_YEAR * (100 - plan.yearlySavingPercent)) / 100));
}

export function documentLimit(plan: SubscriptionPackage): number {
  const documents = plan.permissions.find((permission) => permission.entity === "DOCUMENTS");
  return documents?.limits.find((limit) => limit.code === "PERSONAL_DOCUMENTS_LIMIT")?.limit ?? 0;
}

export function subUserLimit(plan: SubscriptionPackage): number {
  const users = plan.permissions.find((permission) => permission.entity === "SUB_USERS");
  return users?.limits.find((limit) => limit.code === "CREATE_LIMIT")?.limit ?? 0;
}
