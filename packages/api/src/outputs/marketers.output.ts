import { z } from "zod";
import { ZInstantOutput, ZMoneyOutput } from "./values.ts";

/** SPEC §3 Marketer, with the subscriptions they brought: how many, and what those paid (VAT included). */
export const ZMarketerOutput = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  promotion_code: z.string(),
  promotion_percent: ZMoneyOutput,
  active: z.boolean(),
  created_at: ZInstantOutput,
  activated_subscription: z.number(),
  subscriptions_total: ZMoneyOutput,
});

/** One subscription a marketer brought, across organizations. */
const ZMarketerSubscriptionOutput = z.object({
  id: z.string(),
  organization: z.string().nullable(),
  package_code: z.string(),
  package_name: z.string(),
  billing: z.enum(["monthly", "yearly"]),
  status: z.string(),
  total: ZMoneyOutput,
  activated_at: ZInstantOutput,
});

export const ZMarketerSubscriptionsOutput = z.object({
  marketer: ZMarketerOutput.pick({ id: true, name: true, promotion_code: true }),
  subscriptions: z.array(ZMarketerSubscriptionOutput),
});
