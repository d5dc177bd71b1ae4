import { settleRentPayment, startRentCheckout, type Caller } from "@amlak/api";
import { callerFor, demoOrganization, lastOtp, refusalOf, testServices, tokenFor } from "@amlak/api/testing";
import { freePort } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import { money } from "@amlak/money";
import type { FastifyInstance } from "fastify";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { SandboxGatewaySettings } from "../sandbox-gateway/sandbox-gateway.ts";
import { returnedTo, sandboxAt, submitForm, testCard } from "../testing/sandbox-payer.ts";

// Tenants pay rent through the sandbox gateway over real HTTP on 127.0.0.1. The sandbox's signed webhooks go to a
// receiver of this test, which hands them to the server in the order each case wants, racing the payer's return.

let clock = new Date("2026-12-10T09:00:00Z");
const base = testServices({ now: () => clock });
let app: FastifyInstance;
let sink: Server;
let settings: SandboxGatewaySettings;
let services: typeof base;
const webhooks: { data: { id: string } }[] = [];

beforeAll(async () => {
  sink = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      webhooks.push(JSON.parse(body) as { data: { id: string } });
      response.end("{}");
    });
  });
  const sinkPort = await freePort();
  await new Promise<void>((resolve) => sink.listen(sinkPort, "127.0.0.1", resolve));
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const sandbox = sandboxAt(publicUrl, `http://127.0.0.1:${sinkPort}/`);
  settings = sandbox.settings;
  services = { ...base, paymentGateway: sandbox.paymentGateway, publicUrl, moyasarApiUrl: `${publicUrl}/sandbox-gateway/v1` };
  app = await buildApp({ services, sandboxGatewaySettings: settings });
  await app.listen({ port, host: "127.0.0.1" });
});
afterAll(async () => {
  await app.close();
  sink.close();
});

const db = () => services.database.owner;
let phones = 0;

interface Tenancy {
  landlord: Caller & { orgId: string };
  tenantId: string;
  /** Two pending rent instalments of the tenant's contract, the earliest first. */
  due: string[];
  /** A pending rent instalment of another tenant of the same landlord. */
  otherTenants: string;
}

/** A landlord with the demo portfolio, one of its tenants and their next two rent instalments (taxable ones if asked). */
async function tenancy(taxable = false): Promise<Tenancy> {
  const landlord = await demoOrganization(services, `56${String(2_000_000 + ++phones)}`);
  const pending = await db()
    .selectFrom("payments")
    .innerJoin("contracts", "contracts.id", "payments.contract_id")
    .select(["payments.id", "payments.vat", "contracts.tenant_id"])
    .where("payments.org_id", "=", landlord.orgId)
    .where("payments.status", "=", "pending")
    .where("payments.payment_type", "=", "rent")
    .where("payments.party", "=", "tenant")
    .orderBy("payments.due_date")
    .orderBy("payments.id")
    .execute();
  const payable = pending.filter((row) => !taxable || Number(row.vat) > 0);
  const tenantId = payable.find((row) => payable.filter((other) => other.tenant_id === row.tenant_id).length >= 2)!.tenant_id;
  const due = payable.filter((row) => row.tenant_id === tenantId).map((row) => row.id);
  return { landlord, tenantId, due: due.slice(0, 2), otherTenants: pending.find((row) => row.tenant_id !== tenantId)!.id };
}

const checkoutFor = (who: Tenancy, ids: string[], lang: "ar" | "en" = "en") =>
  startRentCheckout(services.database.app, { services, lang, orgId: who.landlord.orgId, contactIds: [who.tenantId] }, ids);

async function pay(paymentUrl: string, card = "4111 1111 1111 1111") {
  const back = returnedTo(await submitForm(paymentUrl, "/pay", testCard(card)));
  return { ...back, rentCheckoutId: back.url.searchParams.get("rent_checkout")! };
}

/** The payer's return: settles what the gateway says of the payment it names. */
const returnOf = (who: Tenancy, back: { id: string; rentCheckoutId: string }) =>
  settleRentPayment(
    services.database.app,
    { services, now: clock, requestId: "test-return" },
    { orgId: who.landlord.orgId, rentCheckoutId: back.rentCheckoutId, paymentId: back.id },
  );

/** The sandbox's signed webhook for a payment, once it reached this test's receiver. */
async function webhookOf(paymentId: string) {
  await expect.poll(() => webhooks.some((body) => body.data.id === paymentId), { timeout: 5_000 }).toBe(true);
  return webhooks.find((body) => body.data.id === paymentId)!;
}

const notify = (body: object, url = "/api/webhooks/payments/sandbox") => app.inject({ method: "POST", url, payload: body });

const instalments = (ids: string[]) =>
  db()
    .selectFrom("payments")
    .select(["id", "status", "method", "paid_date", "paid_notes", "receipt_id"])
    .where("id", "in", ids)
    .orderBy("due_date")
    .orderBy("id")
    .execute();
const receiptsOf = (ids: string[]) => db().selectFrom("receipts").select("payment_id").where("payment_id", "in", ids).execute();
const paidEvents = (ids: string[]) =>
  db()
    .selectFrom("ledger_events")
    .select("stream_id")
    .where("type", "=", "PaymentMarkedPaid")
    .where(
      "stream_id",
      "in",
      ids.map((id) => `payment:${id}`),
    )
    .execute();

/** Each instalment paid once, online, on `paidDate`, with the gateway's payment id, and one receipt each. */
async function expectPaidOnce(ids: string[], paymentId: string, paidDate: string) {
  expect(await instalments(ids)).toEqual(
    ids.map(() =>
      expect.objectContaining({
        status: "paid",
        method: "online",
        paid_date: paidDate,
        paid_notes: `sandbox ${paymentId}`,
        receipt_id: expect.any(String),
      }),
    ),
  );
  expect((await receiptsOf(ids)).length).toBe(ids.length);
  expect((await paidEvents(ids)).length).toBe(ids.length);
}

describe("a tenant paying rent online through the sandbox gateway", () => {
  it("pays two instalments with a test card: the return first, then the webhook twice on a later day, each paid once", async () => {
    const who = await tenancy();
    const { paymentUrl } = await checkoutFor(who, who.due);
    expect(paymentUrl).toMatch(new RegExp(`^${settings.publicUrl}/sandbox-gateway/invoices/.+lang=en`));
    const checkout = await db().selectFrom("rent_checkouts").selectAll().where("org_id", "=", who.landlord.orgId).executeTakeFirstOrThrow();
    expect(checkout).toMatchObject({ contact_id: who.tenantId, status: "pending", gateway: "sandbox", payment_ids: who.due });
    const back = await pay(paymentUrl);
    expect(back).toMatchObject({ to: `${settings.publicUrl}/tenant/payment-status`, status: "paid", rentCheckoutId: checkout.id });

    expect(await returnOf(who, back)).toMatchObject({ status: "paid", refundPaymentIds: [] });
    await expectPaidOnce(who.due, back.id, "2026-12-10");
    clock = new Date("2026-12-11T09:00:00Z");
    const webhook = await webhookOf(back.id);
    expect((await notify(webhook)).json()).toEqual({ status: "paid" });
    expect((await notify(webhook)).statusCode).toBe(200);
    await expectPaidOnce(who.due, back.id, "2026-12-10");
    // The tenant comes back to the payment's page after its idempotency records were purged (30 days).
    await db().deleteFrom("idempotency_keys").where("org_id", "=", who.landlord.orgId).execute();
    expect(await returnOf(who, back)).toMatchObject({ status: "paid", refundPaymentIds: [] });
    await expectPaidOnce(who.due, back.id, "2026-12-10");

    // The landlord sees them paid, method online.
    const landlord = callerFor(services, who.landlord);
    for (const id of who.due) expect(await landlord.payments.get({ id })).toMatchObject({ status: "paid", method: "online" });
    const listed = await landlord.payments.list({ status: "paid", tenant_id: who.tenantId });
    expect(listed.rows.filter((row) => who.due.includes(row.id)).map((row) => row.method)).toEqual(["online", "online"]);
  });

  it("settles the webhook first and then the return the same way", async () => {
    const who = await tenancy();
    const back = await pay((await checkoutFor(who, who.due, "ar")).paymentUrl);
    expect((await notify(await webhookOf(back.id))).json()).toEqual({ status: "paid" });
    expect(await returnOf(who, back)).toMatchObject({ status: "paid" });
    await expectPaidOnce(who.due, back.id, riyadhToday(clock));
  });

  it("settles returns and webhooks racing each other once", async () => {
    const who = await tenancy();
    const back = await pay((await checkoutFor(who, who.due)).paymentUrl);
    const webhook = await webhookOf(back.id);
    const outcomes = await Promise.all([
      ...Array.from({ length: 3 }, () => returnOf(who, back).then((outcome) => outcome.status)),
      ...Array.from({ length: 3 }, () => notify(webhook).then((response) => (response.json() as { status: string }).status)),
    ]);
    expect(outcomes).toEqual(Array(6).fill("paid"));
    await expectPaidOnce(who.due, back.id, riyadhToday(clock));
  });

  it("issues the tax invoice of each taxable instalment where the organization issues them automatically", async () => {
    const who = await tenancy(true);
    await callerFor(services, who.landlord).organization.saveGeneralSettings({
      send_sms_reminder: false,
      preferences: { show_realestate_vacancy_cost: false, auto_generate_rent_tax_invoice: true },
    });
    const back = await pay((await checkoutFor(who, who.due)).paymentUrl);
    await returnOf(who, back);
    expect((await notify(await webhookOf(back.id))).statusCode).toBe(200);
    await expectPaidOnce(who.due, back.id, riyadhToday(clock));
    const invoiced = await db().selectFrom("payments").select("invoice_id").where("id", "in", who.due).execute();
    expect(invoiced.map((row) => row.invoice_id)).toEqual([expect.any(String), expect.any(String)]);
    expect(new Set(invoiced.map((row) => row.invoice_id)).size).toBe(2);
  });

  it("changes nothing when the card is declined, and pays on the same page with another card", async () => {
    const who = await tenancy();
    const { paymentUrl } = await checkoutFor(who, who.due);
    const declined = await pay(paymentUrl, "4201 3200 0031 1101");
    expect(declined).toMatchObject({ status: "failed", message: "INSUFFICIENT FUNDS" });
    expect(await returnOf(who, declined)).toMatchObject({ status: "failed" });
    expect((await notify(await webhookOf(declined.id))).json()).toEqual({ status: "failed" });
    expect((await instalments(who.due)).map((row) => [row.status, row.method, row.receipt_id])).toEqual([
      ["pending", null, null],
      ["pending", null, null],
    ]);
    expect(await receiptsOf(who.due)).toEqual([]);
    const paid = await pay(paymentUrl);
    expect(await returnOf(who, paid)).toMatchObject({ status: "paid" });
    await expectPaidOnce(who.due, paid.id, riyadhToday(clock));
  });

  it("refuses another organization's or another tenant's instalment as not found, and a paid one or none", async () => {
    const who = await tenancy();
    const other = await tenancy();
    const refusal = (ids: string[]) => refusalOf(checkoutFor(who, ids));
    expect(await refusal([who.due[0]!, other.due[0]!])).toMatchObject({ status: 404, body: { code: "notFound" } });
    expect(await refusal([who.otherTenants])).toMatchObject({ status: 404, body: { code: "notFound" } });
    expect(await refusal([])).toMatchObject({ status: 400, body: { code: "rentPayment.noInstalments" } });
    await callerFor(services, who.landlord).payments.pay({ id: who.due[0]!, paid_date: "2026-12-01", payment_method: "cash" });
    expect(await refusal(who.due)).toMatchObject({ status: 409, body: { code: "rentPayment.instalmentNotDue" } });
    expect(await db().selectFrom("rent_checkouts").select("id").where("org_id", "=", who.landlord.orgId).execute()).toEqual([]);
    // Another organization's checkout and its payment, claimed in this one: unknown here, and nothing is paid.
    const back = await pay((await checkoutFor(other, other.due)).paymentUrl);
    expect(await refusalOf(returnOf(who, back))).toMatchObject({ status: 404, body: { code: "rentPayment.paymentUnknown" } });
    expect(await instalments(other.due)).toMatchObject([{ status: "pending" }, { status: "pending" }]);
  });

  it("pays an instalment the landlord marked paid meanwhile only once: the checkout lists it as owed back", async () => {
    const who = await tenancy();
    const back = await pay((await checkoutFor(who, who.due)).paymentUrl);
    await callerFor(services, who.landlord).payments.pay({ id: who.due[1]!, paid_date: "2026-12-09", payment_method: "cash" });
    expect(await returnOf(who, back)).toMatchObject({ status: "paid", refundPaymentIds: [who.due[1]] });
    expect((await notify(await webhookOf(back.id))).statusCode).toBe(200);
    expect((await instalments(who.due)).map((row) => [row.status, row.method])).toEqual([
      ["paid", "online"],
      ["paid", "cash"],
    ]);
    expect((await paidEvents(who.due)).length).toBe(2);
    expect(await callerFor(services, who.landlord).onlinePayments.refundsDue()).toEqual([
      expect.objectContaining({ gatewayPaymentId: back.id, paymentIds: [who.due[1]] }),
    ]);
  });
});

describe("the organization's own Moyasar account", () => {
  it("keeps the keys sealed, shows only the key's last four, and takes rent through it with webhooks signed by its secret", async () => {
    const who = await tenancy();
    const owner = callerFor(services, who.landlord);
    expect(await owner.onlinePayments.account()).toEqual({
      account: null,
      webhookUrl: `${settings.publicUrl}/api/webhooks/payments/moyasar/${who.landlord.orgId}`,
      sandbox: true,
    });
    const saved = await owner.onlinePayments.saveAccount({ secret_key: settings.secretKey, webhook_secret: settings.webhookSecret });
    expect(saved.account).toEqual({ gateway: "moyasar", secretKeyLastFour: settings.secretKey.slice(-4) });
    expect(JSON.stringify(await owner.onlinePayments.account())).not.toContain(settings.secretKey);
    const row = await db()
      .selectFrom("organization_gateway_accounts")
      .selectAll()
      .where("org_id", "=", who.landlord.orgId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(settings.secretKey);
    expect(JSON.stringify(row)).not.toContain(settings.webhookSecret);

    const back = await pay((await checkoutFor(who, who.due)).paymentUrl);
    const webhook = await webhookOf(back.id);
    const ownHook = `/api/webhooks/payments/moyasar/${who.landlord.orgId}`;
    expect((await notify({ ...webhook, secret_token: "whsec_forged" }, ownHook)).statusCode).toBe(401);
    expect((await notify(webhook, `/api/webhooks/payments/moyasar/${(await tenancy()).landlord.orgId}`)).statusCode).toBe(401);
    expect(await instalments(who.due)).toMatchObject([{ status: "pending" }, { status: "pending" }]);
    expect((await notify(webhook, ownHook)).json()).toEqual({ status: "paid" });
    expect(await instalments(who.due)).toMatchObject([
      { status: "paid", method: "online", paid_notes: `moyasar ${back.id}` },
      { status: "paid", method: "online", paid_notes: `moyasar ${back.id}` },
    ]);

    expect((await owner.onlinePayments.clearAccount()).account).toBeNull();
    expect(
      await db().selectFrom("organization_gateway_accounts").select("org_id").where("org_id", "=", who.landlord.orgId).execute(),
    ).toEqual([]);
  });

  it("refuses rent online without the organization's account where the server runs no sandbox", async () => {
    const who = await tenancy();
    const production = { ...services, paymentGateway: { ...services.paymentGateway, name: "moyasar" } };
    const call = startRentCheckout(
      services.database.app,
      { services: production, lang: "ar", orgId: who.landlord.orgId, contactIds: [who.tenantId] },
      who.due,
    );
    expect(await refusalOf(call, "ar")).toMatchObject({
      status: 409,
      body: { code: "rentPayment.unavailable", message: "الدفع الإلكتروني للإيجار غير متاح لدى هذا المؤجر بعد" },
    });
  });
});

describe("the portal's checkout", () => {
  /** The tenant signed in to the portal with their contact's phone and the code texted to it. */
  async function portalToken(phone: string) {
    const login = await app.inject({ method: "POST", url: "/api/portal/login", payload: { phone, role: "tenant" } });
    const { token } = login.json() as { token: string };
    const verified = await app.inject({ method: "POST", url: "/api/portal/verify", payload: { token, otp: await lastOtp(db(), phone) } });
    return (verified.json() as { token: string }).token;
  }

  it("takes the signed-in tenant's due instalments over REST, refusing another tenant's and a member's token", async () => {
    const who = await tenancy();
    const { phone } = await db().selectFrom("contacts").select("phone").where("id", "=", who.tenantId).executeTakeFirstOrThrow();
    const token = await portalToken(phone!);
    const checkout = (payload: object, authorization = `Bearer ${token}`) =>
      app.inject({ method: "POST", url: "/api/portal/payments/checkout", payload, headers: { authorization } });

    const answer = await checkout({ org_id: who.landlord.orgId, payment_ids: who.due });
    expect(answer.statusCode).toBe(201);
    const back = await pay((answer.json() as { payment_url: string }).payment_url);
    expect((await notify(await webhookOf(back.id))).json()).toEqual({ status: "paid" });
    await expectPaidOnce(who.due, back.id, riyadhToday(clock));

    expect((await checkout({ org_id: who.landlord.orgId, payment_ids: [who.otherTenants] })).statusCode).toBe(404);
    const member = await checkout(
      { org_id: who.landlord.orgId, payment_ids: [who.otherTenants] },
      `Bearer ${await tokenFor(who.landlord)}`,
    );
    expect(member.statusCode).toBe(401);
    expect((await instalments([who.otherTenants]))[0]).toMatchObject({ status: "pending" });
  });

  /** A portal procedure over HTTP, as the portal's screens call it. */
  const trpcCall = (path: string, token: string, input: object | undefined, method: "GET" | "POST" = "POST") =>
    app.inject({
      method,
      url: `/trpc/${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(input ? { payload: { json: input } } : {}),
    });
  const dataOf = (answer: { json: () => unknown }) => (answer.json() as { result: { data: { json: unknown } } }).result.data.json;

  it("settles on the tenant's return through portal.confirmPayment, once beside the webhook, and only for that tenant", async () => {
    const who = await tenancy();
    const { phone } = await db().selectFrom("contacts").select("phone").where("id", "=", who.tenantId).executeTakeFirstOrThrow();
    const token = await portalToken(phone!);
    const me = dataOf(await trpcCall("portal.me", token, undefined, "GET")) as {
      organizations: { org_id: string; pays_online: boolean }[];
    };
    expect(me.organizations).toContainEqual(expect.objectContaining({ org_id: who.landlord.orgId, pays_online: true }));

    const started = await trpcCall("portal.checkout", token, { org_id: who.landlord.orgId, payment_ids: who.due });
    const back = await pay((dataOf(started) as { paymentUrl: string }).paymentUrl);
    expect(back.url.pathname).toBe("/tenant/payment-status");
    expect(back.url.searchParams.get("org_id")).toBe(who.landlord.orgId);
    const confirm = (tokenOf: string, rentCheckoutId = back.rentCheckoutId) =>
      trpcCall("portal.confirmPayment", tokenOf, { org_id: who.landlord.orgId, rent_checkout_id: rentCheckoutId, payment_id: back.id });

    const [first, second] = await Promise.all([confirm(token), confirm(token), notify(await webhookOf(back.id))]);
    const { total } = await db()
      .selectFrom("rent_checkouts")
      .select("total")
      .where("id", "=", back.rentCheckoutId)
      .executeTakeFirstOrThrow();
    for (const answer of [first!, second!]) {
      const outcome = dataOf(answer) as { total: string };
      expect(outcome).toMatchObject({ status: "paid", payment_ids: expect.arrayContaining(who.due), refund_payment_ids: [] });
      expect(money(outcome.total).equals(total)).toBe(true);
    }
    await expectPaidOnce(who.due, back.id, riyadhToday(clock));

    // Another tenant of the same landlord, signed in with their own phone, cannot confirm (nor learn of) this checkout.
    const other = await db()
      .selectFrom("payments")
      .innerJoin("contracts", "contracts.id", "payments.contract_id")
      .innerJoin("contacts", "contacts.id", "contracts.tenant_id")
      .select("contacts.phone")
      .where("payments.id", "=", who.otherTenants)
      .executeTakeFirstOrThrow();
    const refused = await confirm(await portalToken(other.phone!));
    expect(refused.statusCode).toBe(404);
    expect((await confirm(token, crypto.randomUUID())).statusCode).toBe(404);
    expect((await confirm(`${await tokenFor(who.landlord)}`)).statusCode).toBe(401);
  });
});
