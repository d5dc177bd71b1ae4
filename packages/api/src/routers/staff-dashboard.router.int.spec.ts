import { addDays, riyadhToday } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { callerFor, refusalOf, staffCaller, trialOrganization, testServices } from "../testing/harness.ts";

const NOW = new Date();
const TODAY = riyadhToday(NOW);
const services = testServices({ now: () => NOW });
const { owner } = services.database;
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const orgs: Record<string, string> = {};
let member: Caller;
let trialPackage: string;
let customerService: Caller;

/** A signed-up organization whose trial began `trialStart` days ago, signed up `signedUp` days ago. */
async function organization(name: string, phone: string, trialStart: number, signedUp: number) {
  const caller = await trialOrganization(services, phone, addDays(TODAY, -trialStart));
  const { orgId } = caller;
  member = caller;
  await owner
    .updateTable("organizations")
    .set({ title: name, created_at: daysAgo(signedUp) })
    .where("id", "=", orgId)
    .execute();
  orgs[name] = orgId;
  return orgId;
}

async function subscribe(
  name: string,
  row: { package_code: string; billing: "monthly" | "yearly"; price: string; discount: string; end: number },
) {
  const { end, ...paid } = row;
  const subscription = await owner
    .insertInto("subscriptions")
    .values({
      org_id: orgs[name]!,
      status: "activated",
      start_date: addDays(TODAY, -5),
      end_date: addDays(TODAY, end),
      activated_at: daysAgo(5),
      ...paid,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return subscription.id;
}

beforeAll(async () => {
  customerService = await staffCaller(services, "customerService", "569200001");
  await organization("Ending trial", "569200010", 10, 10);
  await organization("New trial", "569200011", 0, 2);
  await organization("Gold monthly", "569200012", 60, 20);
  await organization("Platinum yearly", "569200013", 60, 100);
  await organization("Silver yearly", "569200014", 60, 40);
  await organization("Expired gold", "569200015", 60, 50);
  const gold = await subscribe("Gold monthly", { package_code: "gold", billing: "monthly", price: "298.00", discount: "29.80", end: 25 });
  await subscribe("Platinum yearly", { package_code: "platinum", billing: "yearly", price: "4185.60", discount: "0.00", end: 360 });
  await subscribe("Silver yearly", { package_code: "silver", billing: "yearly", price: "1000.00", discount: "0.00", end: 360 });
  await subscribe("Expired gold", { package_code: "gold", billing: "monthly", price: "298.00", discount: "0.00", end: -1 });
  trialPackage = (await owner.selectFrom("subscriptions").select("package_code").where("trial", "=", true).executeTakeFirstOrThrow())
    .package_code;

  const payment = (status: "failed" | "paid", at: Date) => ({
    org_id: orgs["Gold monthly"]!,
    subscription_id: gold,
    gateway: "sandbox",
    gateway_payment_id: crypto.randomUUID(),
    status,
    amount: "268.20",
    currency: "SAR",
    created_at: at,
  });
  await owner
    .insertInto("subscription_payments")
    .values([payment("failed", daysAgo(3)), payment("failed", daysAgo(45)), payment("paid", daysAgo(5))])
    .execute();
  await owner
    .insertInto("subscription_refund_requests")
    .values({ org_id: orgs["Gold monthly"]!, subscription_id: gold, reason: "not needed" })
    .execute();
  const message = { source: "contactForm" as const, sender_name: "Visitor", sender_phone: "551234567", subject: "?", message: "?" };
  await owner
    .insertInto("support_messages")
    .values([message, { ...message, status: "answered" }])
    .execute();
});

describe("the staff dashboard", () => {
  it("counts organizations by package and standing, trials ending, sign-ups, paying ones and the exact monthly recurring revenue", async () => {
    const figures = await callerFor(services, customerService).staffDashboard.figures();
    expect(figures.byStanding).toEqual(
      expect.arrayContaining([
        { packageCode: trialPackage, state: "trial", organizations: 2 },
        { packageCode: "gold", state: "active", organizations: 1 },
        { packageCode: "gold", state: "expired", organizations: 1 },
        { packageCode: "platinum", state: "active", organizations: 1 },
        { packageCode: "silver", state: "active", organizations: 1 },
      ]),
    );
    expect(figures.byStanding).toHaveLength(5);
    expect(figures).toMatchObject({
      trialsEndingThisWeek: 1,
      signups7: 1,
      signups30: 3,
      payingOrganizations: 3,
      failedPayments30: 1,
      pendingRefundRequests: 1,
      unansweredSupportMessages: 1,
    });
    // 268.20 a month, 4185.60 / 12 = 348.80 and 1000.00 / 12 = 83.333…, summed before rounding.
    expect(figures.monthlyRecurringRevenue.toFixed(2)).toBe("700.33");
  });

  it("lists the organizations behind a figure", async () => {
    const api = callerFor(services, customerService).staffDashboard;
    const titles = async (figure: Parameters<typeof api.organizations>[0]) => (await api.organizations(figure)).map((row) => row.title);
    expect(await titles({ kind: "trialsEnding" })).toEqual(["Ending trial"]);
    expect(await titles({ kind: "signups", days: 30 })).toEqual(["New trial", "Ending trial", "Gold monthly"]);
    expect(await titles({ kind: "paying" })).toEqual(["Gold monthly", "Silver yearly", "Platinum yearly"]);
    expect(await titles({ kind: "standing", packageCode: "gold", state: "expired" })).toEqual(["Expired gold"]);
    expect(await titles({ kind: "failedPayments" })).toEqual(["Gold monthly"]);
  });

  it("is for staff of the dashboard: members and the SEO specialist are refused", async () => {
    const system = await staffCaller(services, "system", "569200002");
    expect((await callerFor(services, system).staffDashboard.figures()).payingOrganizations).toBe(3);
    const seo = await staffCaller(services, "seoSpecialist", "569200003");
    for (const caller of [seo, member]) {
      expect((await refusalOf(callerFor(services, caller).staffDashboard.figures()))?.status).toBe(403);
    }
  });
});
