import { yearlyPrice, type SubscriptionPackage } from "@amlak/domain";
import { money, type Money } from "@amlak/money";

export type Billing = "monthly" | "yearly";

/** The amount billed per period, or null when the price is agreed with sales. */
export function planPrice(plan: SubscriptionPackage, billing: Billing): Money | null {
  const price = billing === "monthly" ? plan.monthlyPrice : yearlyPrice(plan);
  return price === null ? null : money(price);
}

export function documentLimit(plan: SubscriptionPackage): number {
  const documents = plan.permissions.find((permission) => permission.entity === "DOCUMENTS");
  return documents?.limits.find((limit) => limit.code === "PERSONAL_DOCUMENTS_LIMIT")?.limit ?? 0;
}

export function subUserLimit(plan: SubscriptionPackage): number {
  const users = plan.permissions.find((permission) => permission.entity === "SUB_USERS");
  return users?.limits.find((limit) => limit.code === "CREATE_LIMIT")?.limit ?? 0;
}
