import type { Caller } from "@amlak/api";
import { callerFor, refusalOf, testServices, tokenFor, trialOrganization } from "@amlak/api/testing";
import { freePort } from "@amlak/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { SandboxGatewaySettings } from "../sandbox-gateway/sandbox-gateway.ts";
import { returnedTo, sandboxAt, submitForm, testCard } from "../testing/sandbox-payer.ts";

// Checkout through the sandbox gateway over real HTTP on 127.0.0.1: the payer pays on the hosted page, the sandbox
// signs its webhook to this same server, and the payer's return settles the same payment, racing it.

const NOW = new Date("2026-12-10T09:00:00Z");
const base = testServices({ now: () => NOW });
let app: FastifyInstance;
let settings: SandboxGatewaySettings;
let services: typeof base;

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const sandbox = sandboxAt(publicUrl);
  settings = sandbox.settings;
  services = { ...base, paymentGateway: sandbox.paymentGateway, publicUrl };
  app = await buildApp({ services, sandboxGatewaySettings: settings });
  await app.listen({ port, host: "127.0.0.1" });
  await services.database.owner.insertInto("marketers").values({ name: "Nora", code: "NORA10", percent: "10" }).execute();
  await services.database.owner.insertInto("marketers").values({ name: "Old", code: "GONE30", percent: "30", active: false }).execute();
});
afterAll(() => app.close());

let phones = 0;
/** A new organization on its 14-day trial, its owner signed in. */
async function newOrganization(): Promise<Caller & { orgId: string }> {
  const owner = await trialOrganization(services, `55${String(1_000_000 + ++phones)}`, "2026-12-01");
  await db().updateTable("organizations").set({ title: "مؤسسة الرياض العقارية" }).where("id", "=", owner.orgId).execute();
  return owner;
}

const db = () => services.database.owner;
const subscriptionsOf = (orgId: string) =>
  db().selectFrom("subscriptions").selectAll().where("org_id", "=", orgId).orderBy("created_at").execute();
const invoicesOf = (orgId: string) => db().selectFrom("subscription_invoices").selectAll().where("org_id", "=", orgId).execute();
const paymentsOf = (orgId: string) => db().selectFrom("subscription_payments").selectAll().where("org_id", "=", orgId).execute();

async function pay(paymentUrl: string, card: string) {
  return returnedTo(await submitForm(paymentUrl, "/pay", testCard(card)));
}

/** The webhook the gateway would send for a payment, as Moyasar shapes it, signed with `secret`. */
async function webhookBody(paymentId: string, secret = settings.webhookSecret) {
  const auth = { authorization: `Basic ${Buffer.from(`${settings.secretKey}:`).toString("base64")}` };
  const data = (await (await fetch(`${settings.publicUrl}/sandbox-gateway/v1/payments/${paymentId}`, { headers: auth })).json()) as {
    status: string;
  };
  return {
    id: crypto.randomUUID(),
    type: `payment_${data.status}`,
    created_at: NOW.toISOString(),
    secret_token: secret,
    live: false,
    data,
  };
}

const notify = (body: object) =>
  app.inject({ method: "POST", url: "/api/webhooks/payments/sandbox", payload: body, headers: { "accept-language": "en" } });

describe("checkout through the sandbox gateway", () => {
  it("quotes, pays Gold with a marketer's code and activates once, however the return and webhooks race", async () => {
    const owner = await newOrganization();
    const call = callerFor(services, owner);
    expect(await call.subscriptions.quote({ packageCode: "gold", billing: "monthly", promotionCode: "nora10" })).toEqual({
      price: "298.00",
      discount: "29.80",
      credit: "0.00",
      total: "268.20",
      vatAmount: "34.98",
      startDate: "2026-12-10",
      endDate: "2027-01-09",
      promotionPercent: 10,
    });
    const answer = await app.inject({
      method: "POST",
      url: "/api/subscriptions/checkout",
      headers: { authorization: `Bearer ${await tokenFor(owner, NOW)}`, "accept-language": "en" },
      payload: { package_code: "gold", billing: "monthly", promotion_code: "NORA10" },
    });
    expect(answer.statusCode).toBe(201);
    const checkout = answer.json();
    expect(checkout).toMatchObject({
      status: "pending",
      price: "298.00",
      discount: "29.80",
      credit: "0.00",
      total: "268.20",
      vat_amount: "34.98",
    });
    expect(checkout.payment_url).toMatch(new RegExp(`^${settings.publicUrl}/sandbox-gateway/invoices/`));
    // Still on the trial while the payment is pending.
    expect(await call.subscriptions.current()).toMatchObject({ packageCode: "platinum", trial: true, active: true });

    const back = await pay(checkout.payment_url, "4111 1111 1111 1111");
    expect(back).toMatchObject({ to: `${settings.publicUrl}/payment-status`, status: "paid" });
    expect(back.url.searchParams.get("subscription")).toBe(checkout.subscription_id);
    const claim = { subscriptionId: checkout.subscription_id, paymentId: back.id };
    const replay = await webhookBody(back.id);
    const outcomes = await Promise.all([
      ...Array.from({ length: 4 }, () => call.subscriptions.confirmPayment(claim)),
      ...Array.from({ length: 4 }, () => notify(replay)),
    ]);
    expect(outcomes.slice(0, 4).map((outcome) => (outcome as { status: string }).status)).toEqual(Array(4).fill("activated"));
    expect(outcomes.slice(4).map((response) => (response as { statusCode: number }).statusCode)).toEqual([200, 200, 200, 200]);

    expect(await call.subscriptions.current()).toMatchObject({ packageCode: "gold", trial: false, active: true, status: "activated" });
    const rows = await subscriptionsOf(owner.orgId);
    expect(rows.map((row) => [row.package_code, row.status, row.trial])).toEqual([
      ["platinum", "canceled", true],
      ["gold", "activated", false],
    ]);
    expect(rows[1]).toMatchObject({ promotion_code: "NORA10", start_date: "2026-12-10", end_date: "2027-01-09", total: "268.20" });
    expect(rows[1]!.marketer_id).not.toBeNull();
    expect(await paymentsOf(owner.orgId)).toMatchObject([{ status: "paid", amount: "268.20", card_brand: "visa", card_last_four: "1111" }]);
    const invoices = await invoicesOf(owner.orgId);
    expect(invoices).toMatchObject([{ kind: "invoice", total: "268.20", vat_amount: "34.98", net: "233.22" }]);
    expect(await call.subscriptions.payments()).toMatchObject([{ status: "paid", amount: "268.20", card: "visa •••• 1111" }]);
  });

  it("credits the unused days of a paid period pro rata on an upgrade, and refuses a downgrade", async () => {
    const owner = await newOrganization();
    const call = callerFor(services, owner);
    const silver = await call.subscriptions.checkout({ packageCode: "silver", billing: "monthly" });
    await call.subscriptions.confirmPayment({
      subscriptionId: silver.subscriptionId,
      paymentId: (await pay(silver.paymentUrl!, "4111111111111111")).id,
    });
    // Paid today for 2026-12-10 … 2027-01-09 (31 days): all of it is unused today.
    expect(await call.subscriptions.quote({ packageCode: "platinum", billing: "monthly" })).toMatchObject({
      price: "436.00",
      credit: "92.00",
      total: "344.00",
      vatAmount: "44.87",
    });
    expect(await refusalOf(call.subscriptions.quote({ packageCode: "basic", billing: "yearly" }))).toMatchObject({
      status: 409,
      body: { code: "subscription.downgradeNotAllowed" },
    });
    expect(await refusalOf(call.subscriptions.checkout({ packageCode: "silver", billing: "monthly" }))).toMatchObject({ status: 409 });
    // A smaller package is bought for the next period: paid now, upcoming from the day after Silver ends.
    const basic = await call.subscriptions.checkout({ packageCode: "basic", billing: "monthly", nextPeriod: true });
    expect(basic).toMatchObject({ total: "46.00", credit: "0.00" });
    const paid = await pay(basic.paymentUrl!, "4111111111111111");
    expect(await call.subscriptions.confirmPayment({ subscriptionId: basic.subscriptionId, paymentId: paid.id })).toMatchObject({
      status: "upcoming",
    });
    expect(await call.subscriptions.current()).toMatchObject({ packageCode: "silver", active: true });
    const upcoming = await db().selectFrom("subscriptions").selectAll().where("id", "=", basic.subscriptionId).executeTakeFirstOrThrow();
    expect(upcoming).toMatchObject({ status: "upcoming", start_date: "2027-01-10", end_date: "2027-02-09" });
    expect(await refusalOf(call.subscriptions.checkout({ packageCode: "basic", billing: "yearly", nextPeriod: true }))).toMatchObject({
      body: { code: "subscription.nextPeriodChosen" },
    });
    expect(await refusalOf(call.subscriptions.checkout({ packageCode: "business", billing: "monthly" }))).toMatchObject({
      body: { code: "subscription.priceOnRequest" },
    });
  });

  it("leaves the package unchanged when the card fails, and lets the payer try again on the same page", async () => {
    const owner = await newOrganization();
    const call = callerFor(services, owner);
    const checkout = await call.subscriptions.checkout({ packageCode: "gold", billing: "yearly" });
    const failed = await pay(checkout.paymentUrl!, "4201 3200 0031 1101");
    expect(failed).toMatchObject({ status: "failed", message: "INSUFFICIENT FUNDS" });
    expect(await call.subscriptions.confirmPayment({ subscriptionId: checkout.subscriptionId, paymentId: failed.id })).toMatchObject({
      status: "failed",
      paymentStatus: "failed",
      message: "INSUFFICIENT FUNDS",
    });
    expect(await call.subscriptions.current()).toMatchObject({ packageCode: "platinum", trial: true });
    expect(await invoicesOf(owner.orgId)).toEqual([]);
    const paid = await pay(checkout.paymentUrl!, "4201 3201 1111 1010");
    expect(await call.subscriptions.confirmPayment({ subscriptionId: checkout.subscriptionId, paymentId: paid.id })).toMatchObject({
      status: "activated",
    });
    expect(await call.subscriptions.current()).toMatchObject({ packageCode: "gold", billing: "yearly", endDate: "2027-12-09" });
  });

  it("keeps a SADAD bill pending until the bank pays it, then the gateway's webhook activates the package", async () => {
    const owner = await newOrganization();
    const call = callerFor(services, owner);
    const checkout = await call.subscriptions.checkout({ packageCode: "basic", billing: "yearly" });
    const page = await (await submitForm(checkout.paymentUrl!, "/bill")).text();
    const back = new URL(/href="([^"]+payment-status[^"]*)"/.exec(page)![1]!.replaceAll("&amp;", "&"));
    const claim = { subscriptionId: back.searchParams.get("subscription")!, paymentId: back.searchParams.get("id")! };
    const waiting = await call.subscriptions.confirmPayment(claim);
    expect(waiting).toMatchObject({ status: "pending", paymentStatus: "initiated", billNumber: expect.stringMatching(/^\d{10}$/) });
    expect(await call.subscriptions.current()).toMatchObject({ packageCode: "platinum", trial: true });
    const auth = { authorization: `Basic ${Buffer.from(`${settings.secretKey}:`).toString("base64")}` };
    await fetch(`${settings.publicUrl}/sandbox-gateway/v1/bills/${waiting.billNumber}/paid`, { method: "POST", headers: auth });
    // The payer is not there when the bank pays: only the webhook activates it.
    await expect.poll(async () => (await call.subscriptions.current())?.packageCode, { timeout: 5_000 }).toBe("basic");
    expect(await invoicesOf(owner.orgId)).toMatchObject([{ total: "441.60" }]);
  });

  it("refuses forged, unknown and mismatched notifications, and changes nothing", async () => {
    const owner = await newOrganization();
    const call = callerFor(services, owner);
    const checkout = await call.subscriptions.checkout({ packageCode: "silver", billing: "monthly" });
    // The gateway's invoice asks 92.00: a subscription of 91.00 is not what it was paid (nor is the sandbox's own webhook).
    await db().updateTable("subscriptions").set({ total: "91.00" }).where("id", "=", checkout.subscriptionId).execute();
    const back = await pay(checkout.paymentUrl!, "4111111111111111");

    const forged = await notify(await webhookBody(back.id, "whsec_guess"));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: "subscription.notificationRefused" });
    const unknown = await webhookBody(back.id);
    const ghost = await notify({ ...unknown, data: { ...unknown.data, id: crypto.randomUUID() } });
    expect(ghost.statusCode).toBe(404);
    const mismatched = await notify(await webhookBody(back.id));
    expect(mismatched.statusCode).toBe(409);
    expect(mismatched.json()).toMatchObject({ code: "subscription.paymentMismatch" });
    expect(
      await refusalOf(call.subscriptions.confirmPayment({ subscriptionId: checkout.subscriptionId, paymentId: back.id })),
    ).toMatchObject({
      status: 409,
    });
    expect(
      (await app.inject({ method: "POST", url: "/api/webhooks/payments/moyasar", payload: await webhookBody(back.id) })).statusCode,
    ).toBe(404);
    expect((await subscriptionsOf(owner.orgId)).map((row) => row.status)).toEqual(["activated", "pending"]);
    expect(await paymentsOf(owner.orgId)).toEqual([]);
    expect(await invoicesOf(owner.orgId)).toEqual([]);

    // Another organization cannot claim this payment for itself, nor settle this organization's subscription.
    const other = await newOrganization();
    expect(
      await refusalOf(
        callerFor(services, other).subscriptions.confirmPayment({ subscriptionId: checkout.subscriptionId, paymentId: back.id }),
      ),
    ).toMatchObject({ status: 404, body: { code: "subscription.paymentUnknown" } });
    expect((await subscriptionsOf(owner.orgId)).map((row) => row.status)).toEqual(["activated", "pending"]);
  });

  it("refuses unknown and inactive codes, sub-users and the demo account, in the caller's language", async () => {
    const owner = await newOrganization();
    const call = callerFor(services, owner);
    expect(await refusalOf(call.subscriptions.quote({ packageCode: "gold", billing: "monthly", promotionCode: "NOPE" }))).toMatchObject({
      status: 400,
      body: { message: "This promotion code does not exist" },
    });
    expect(
      await refusalOf(
        callerFor(services, owner, "ar").subscriptions.checkout({ packageCode: "gold", billing: "monthly", promotionCode: "gone30" }),
        "ar",
      ),
    ).toMatchObject({ status: 409, body: { message: "رمز الخصم لم يعد فعالًا" } });
    expect(
      await refusalOf(
        callerFor(services, { ...owner, type: "subClient" }).subscriptions.checkout({ packageCode: "gold", billing: "monthly" }),
      ),
    ).toMatchObject({
      status: 403,
      body: { message: "The user role is not allowed to subscribe" },
    });
    expect(
      await refusalOf(
        callerFor(services, { ...owner, type: "client_mock" }).subscriptions.checkout({ packageCode: "gold", billing: "monthly" }),
      ),
    ).toMatchObject({
      status: 403,
      body: { code: "subscription.demoAccount" },
    });
    expect(await subscriptionsOf(owner.orgId)).toHaveLength(1);
  });

  it("lists the packages and the current subscription over REST, snake_case with decimal strings", async () => {
    const packages = (await app.inject({ method: "GET", url: "/api/subscriptions/packages" })).json();
    expect(packages.map((pkg: { code: string }) => pkg.code)).toEqual(["free", "basic", "silver", "gold", "platinum", "business"]);
    expect(packages[3]).toMatchObject({ code: "gold", name_en: "Gold", monthly_price: "298", yearly_price: "2860.80" });
    expect(packages[5]).toMatchObject({ monthly_price: null, yearly_price: null });
    expect(packages[3].permissions.find((permission: { entity: string }) => permission.entity === "REPORTS").actions).toContain(
      "TAX_INVOICE_REPORT",
    );
    const owner = await newOrganization();
    const current = await app.inject({
      method: "GET",
      url: "/api/subscriptions/current",
      headers: { authorization: `Bearer ${await tokenFor(owner, NOW)}` },
    });
    expect(current.json()).toEqual({
      package_code: "platinum",
      status: "activated",
      billing: "monthly",
      trial: true,
      start_date: "2026-12-01",
      end_date: "2026-12-14",
      days_left: 5,
    });
  });
});
