import { money, type Money } from "@amlak/money";
import type { PricedPackage } from "../site/public-api.ts";

export type Billing = "monthly" | "yearly";

/** The amount billed per period, or null when the price is agreed with sales. */
export function planPrice(plan: Pick<PricedPackage, "monthlyPrice" | "yearlyPrice">, billing: Billing): Money | null {
  const price = billing === "monthly" ? plan.monthlyPrice : plan.yearlyPrice;
  return price === null ? null : money(price);
}

type Permissions = Pick<PricedPackage, "permissions">;

export function documentLimit(plan: Permissions): number {
  const documents = plan.permissions.find((permission) => permission.entity === "DOCUMENTS");
  return documents?.limits.find((limit) => limit.code === "PERSONAL_DOCUMENTS_LIMIT")?.limit ?? 0;
}

export function subUserLimit(plan: Permissions): number {
  const users = plan.permissions.find((permission) => permission.entity === "SUB_USERS");
  return users?.limits.find((limit) => limit.code === "CREATE_LIMIT")?.limit ?? 0;
}
