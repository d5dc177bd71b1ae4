import type { PaymentGateway } from "@amlak/api";
import { callerFor, paidSubscription, testServices, tokenFor, trialOrganization } from "@amlak/api/testing";
import { freePort } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { translate } from "@amlak/i18n";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { returnedTo, sandboxAt, submitForm, testCard } from "../testing/sandbox-payer.ts";
import type { JobServices } from "./scheduled-job.ts";
import { subscriptionRenewals } from "./subscription-renewals.job.ts";
import { sandboxFatoora } from "@amlak/zatca";

// Saved cards and automatic renewal through the sandbox gateway over real HTTP on 127.0.0.1: the payer ticks "save this
// card" on the hosted page, settlement keeps the token, and the renewal job charges it, on two instances at once.

const NOW = new Date("2026-12-10T09:00:00Z");
const base = testServices({ now: () => NOW });
const otherInstance = testDatabase();
let app: FastifyInstance;
let services: typeof base;
let gateway: PaymentGateway;

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const sandbox = sandboxAt(publicUrl);
  gateway = sandbox.paymentGateway;
  services = { ...base, paymentGateway: gateway, publicUrl };
  app = await buildApp({ services, sandboxGatewaySettings: sandbox.settings });
  await app.listen({ port, host: "127.0.0.1" });
});
afterAll(() => app.close());

const db = () => services.database.owner;
let phones = 0;
const newOrganization = async (lang: "ar" | "en" = "en") => {
  const owner = await trialOrganization(services, `55${String(2_000_000 + ++phones)}`, "2026-12-01");
  await db().updateTable("users").set({ lang }).where("org_id", "=", owner.orgId).execute();
  return owner;
};

/** Pays a checkout of Gold monthly on the hosted page with `card`, ticking "save this card" when `save`. */
async function checkoutPaidWith(owner: Awaited<ReturnType<typeof newOrganization>>, card: string, save: boolean) {
  const answer = await app.inject({
    method: "POST",
    url: "/api/subscriptions/checkout",
    headers: { authorization: `Bearer ${await tokenFor(owner, NOW)}` },
    payload: { package_code: "gold", billing: "monthly" },
  });
  const checkout = answer.json<{ subscription_id: string; payment_url: string }>();
  const back = returnedTo(await submitForm(checkout.payment_url, "/pay", { ...testCard(card), ...(save ? { save_card: "on" } : {}) }));
  await callerFor(services, owner).subscriptions.confirmPayment({ subscriptionId: checkout.subscription_id, paymentId: back.id });
  return back;
}

/** A token the sandbox saved for `card` (paid or failed), as the gateway answers it in the payment's source. */
async function tokenOf(card: string) {
  const checkout = await gateway.createCheckout({
    amountHalalas: 100,
    description: "card check",
    organizationName: "Amlak",
    returnUrl: `${services.publicUrl}/payment-status`,
    metadata: {},
  });
  const back = returnedTo(await submitForm(checkout.paymentUrl, "/pay", { ...testCard(card), save_card: "on" }));
  const payment = await gateway.fetchPayment(back.id, { amountHalalas: 100, currency: "SAR" });
  return payment.savedCard!.token;
}

describe("saving a card on the hosted page", () => {
  it("keeps the token of a paid payment that asked for it, the first card as the default, and nothing else of it", async () => {
    const owner = await newOrganization();
    await checkoutPaidWith(owner, "4201 3201 1111 1010", true);
    const cards = await db().selectFrom("payment_cards").selectAll().where("org_id", "=", owner.orgId).execute();
    expect(cards).toEqual([
      expect.objectContaining({
        gateway: "sandbox",
        name: "Sara Alharbi",
        brand: "mada",
        last_four: "1010",
        expiry: "12/30",
        is_default: true,
      }),
    ]);
    expect(cards[0]!.token).toMatch(/^token_/);
    expect((await callerFor(services, owner).paymentCards.list()).cards).toMatchObject([{ lastFour: "1010", isDefault: true }]);
  });

  it("keeps no card when the box was not ticked, nor for a failed payment", async () => {
    const owner = await newOrganization();
    await checkoutPaidWith(owner, "4201 3200 0031 1101", true);
    await checkoutPaidWith(owner, "4111 1111 1111 1111", false);
    expect(await db().selectFrom("payment_cards").select("id").where("org_id", "=", owner.orgId).execute()).toEqual([]);
  });
});

describe("charging a saved card's token through the sandbox", () => {
  it("pays with a succeeding card's token, once per payment id however often it is sent", async () => {
    const token = await tokenOf("4111 1111 1111 1111");
    const charge = { paymentId: crypto.randomUUID(), token, amountHalalas: 29800, description: "renewal", metadata: { renewal_of: "x" } };
    const [first, again] = await Promise.all([gateway.chargeToken(charge), gateway.chargeToken(charge)].map((p) => p.catch(() => null)));
    const made = [first, again].filter((payment) => payment !== null);
    expect(made.length).toBeGreaterThan(0);
    expect(made[0]).toMatchObject({
      id: charge.paymentId,
      status: "paid",
      amountHalalas: 29800,
      card: { brand: "visa", lastFour: "1111" },
    });
    expect(await gateway.chargeToken(charge)).toMatchObject({ id: charge.paymentId, status: "paid" });
    const rows = await db().selectFrom("sandbox_gateway_payments").select("id").where("token", "=", token).execute();
    expect(rows).toHaveLength(2); // the payment that saved the card, and this charge
  });

  it("fails a failing card's token the way the card failed, and refuses an unknown token", async () => {
    const token = await tokenOf("4201 3200 0031 1101");
    const charge = { paymentId: crypto.randomUUID(), token, amountHalalas: 29800, description: "renewal", metadata: {} };
    expect(await gateway.chargeToken(charge)).toMatchObject({ status: "failed", message: "INSUFFICIENT FUNDS" });
    await expect(gateway.chargeToken({ ...charge, paymentId: crypto.randomUUID(), token: "token_unknown" })).rejects.toMatchObject({
      code: "paymentGateway.refused",
    });
  });
});

describe("the automatic renewal job", () => {
  const at = (iso: string) => new Date(`${iso}T07:00:00Z`); // 10:00 in Riyadh

  /** An organization paid for Gold from 1 January 2027 to 31 January, renewing automatically with `card`'s token. */
  async function renewingOrganization(card: string, lang: "ar" | "en" = "en") {
    const owner = await newOrganization(lang);
    const paid = await paidSubscription(db(), owner.orgId, { paidAt: new Date("2027-01-01T07:00:00Z") });
    await db()
      .insertInto("payment_cards")
      .values({
        org_id: owner.orgId,
        gateway: "sandbox",
        token: await tokenOf(card),
        brand: "visa",
        last_four: card.slice(-4),
        is_default: true,
      })
      .execute();
    await db().updateTable("organizations").set({ automatic_renewal: true }).where("id", "=", owner.orgId).execute();
    const phone = (await db().selectFrom("users").select("phone").where("org_id", "=", owner.orgId).executeTakeFirstOrThrow()).phone;
    return { ...owner, phone, subscriptionId: paid.subscriptionId };
  }

  async function runAtOnce(when: Date, pools: JobServices["database"][]) {
    const logger = { info: () => {}, error: () => {} };
    await Promise.all(
      pools.map((database) =>
        subscriptionRenewals.run({
          database,
          logger,
          paymentGateway: gateway,
          fatoora: sandboxFatoora,
          secretsKey: new Uint8Array(32),
          now: () => when,
          publicUrl: "http://127.0.0.1:9",
        }),
      ),
    );
  }

  const smsOf = (orgId: string) =>
    db()
      .selectFrom("messages")
      .select(["purpose", "body"])
      .where("org_id", "=", orgId)
      .where("purpose", "like", "subscription.%")
      .orderBy("id")
      .execute();
  const subscriptionsOf = (orgId: string) =>
    db()
      .selectFrom("subscriptions")
      .select(["package_code", "billing", "status", "start_date", "end_date", "total", "vat_amount", "trial"])
      .where("org_id", "=", orgId)
      .where("trial", "=", false)
      .orderBy("start_date")
      .execute();

  it("charges the default card on the end date for the next period, once, however many runs meet", async () => {
    const org = await renewingOrganization("4111 1111 1111 1111", "ar");
    await runAtOnce(at("2027-01-30"), [services.database, otherInstance]);
    expect(await subscriptionsOf(org.orgId)).toHaveLength(1);

    await runAtOnce(at("2027-01-31"), [services.database, otherInstance, services.database]);
    await runAtOnce(at("2027-01-31"), [services.database, otherInstance]);

    expect(await subscriptionsOf(org.orgId)).toEqual([
      expect.objectContaining({ status: "activated", start_date: "2027-01-01", end_date: "2027-01-31" }),
      {
        package_code: "gold",
        billing: "monthly",
        status: "upcoming",
        start_date: "2027-02-01",
        end_date: "2027-02-28",
        total: "298.00",
        vat_amount: "38.87",
        trial: false,
      },
    ]);
    const invoices = await db()
      .selectFrom("subscription_invoices")
      .select(["total", "vat_amount"])
      .where("org_id", "=", org.orgId)
      .execute();
    expect(invoices).toEqual([{ total: "298.00", vat_amount: "38.87" }]);
    const payments = await db()
      .selectFrom("subscription_payments")
      .select(["status", "amount", "card_last_four"])
      .where("org_id", "=", org.orgId)
      .execute();
    expect(payments).toContainEqual({ status: "paid", amount: "298.00", card_last_four: "1111" });
    expect(await smsOf(org.orgId)).toEqual([
      { purpose: "subscription.renewal_paid", body: translate("ar", "sms.renewalPaid", { package: "الذهبية", date: "2027/02/28" }) },
    ]);
    const attempts = await db()
      .selectFrom("subscription_renewals")
      .select(["attempt", "status"])
      .where("subscription_id", "=", org.subscriptionId)
      .execute();
    expect(attempts).toEqual([{ attempt: 1, status: "paid" }]);
    // The card was charged once: one payment at the gateway for this period's renewal.
    const charges = await db()
      .selectFrom("sandbox_gateway_payments")
      .select("status")
      .where(({ ref }) => ref("metadata", "->>").key("renewal_of"), "=", org.subscriptionId)
      .execute();
    expect(charges).toEqual([{ status: "paid" }]);
  });

  it("retries a failing card twice over three days, telling the owner each time, and then stops", async () => {
    const org = await renewingOrganization("4201 3200 0031 1101");
    for (const day of ["2027-01-31", "2027-01-31", "2027-02-01", "2027-02-02", "2027-02-03", "2027-02-04", "2027-02-10"]) {
      await runAtOnce(at(day), [services.database, otherInstance]);
    }
    expect(await smsOf(org.orgId)).toEqual([
      { purpose: "subscription.renewal_failed", body: translate("en", "sms.renewalFailed", { package: "Gold", date: "2027/02/01" }) },
      { purpose: "subscription.renewal_failed", body: translate("en", "sms.renewalFailed", { package: "Gold", date: "2027/02/03" }) },
      { purpose: "subscription.renewal_failed", body: translate("en", "sms.renewalFailedFinally", { package: "Gold" }) },
    ]);
    const attempts = await db()
      .selectFrom("subscription_renewals")
      .select(["attempt", "attempted_on", "status", "message"])
      .where("subscription_id", "=", org.subscriptionId)
      .orderBy("attempt")
      .execute();
    expect(attempts).toEqual([
      { attempt: 1, attempted_on: "2027-01-31", status: "failed", message: "INSUFFICIENT FUNDS" },
      { attempt: 2, attempted_on: "2027-02-01", status: "failed", message: "INSUFFICIENT FUNDS" },
      { attempt: 3, attempted_on: "2027-02-03", status: "failed", message: "INSUFFICIENT FUNDS" },
    ]);
    expect(await subscriptionsOf(org.orgId)).toHaveLength(1);
  });

  it("renews nothing for an organization that did not switch it on, nor for a period already renewed by hand", async () => {
    const off = await renewingOrganization("4111 1111 1111 1111");
    await db().updateTable("organizations").set({ automatic_renewal: false }).where("id", "=", off.orgId).execute();
    const renewedByHand = await renewingOrganization("4111 1111 1111 1111");
    await db()
      .insertInto("subscriptions")
      .values({
        org_id: renewedByHand.orgId,
        package_code: "platinum",
        status: "upcoming",
        start_date: "2027-02-01",
        end_date: "2027-02-28",
        total: "436.00",
      })
      .execute();
    await runAtOnce(at("2027-01-31"), [services.database]);
    expect(await smsOf(off.orgId)).toEqual([]);
    expect(await smsOf(renewedByHand.orgId)).toEqual([]);
    expect(await subscriptionsOf(off.orgId)).toHaveLength(1);
  });
});
