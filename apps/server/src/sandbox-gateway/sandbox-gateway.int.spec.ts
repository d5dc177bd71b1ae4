import { moyasarGateway } from "@amlak/api";
import { testServices } from "@amlak/api/testing";
import { freePort } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { createServer, type Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { openPage as open, returnedTo as returned, sandboxAt, submitForm as submit, testCard as card } from "../testing/sandbox-payer.ts";
import type { SandboxGatewaySettings } from "./sandbox-gateway.ts";

// The sandbox driven over real HTTP on 127.0.0.1, as a payer's browser and our own server would: the port's Moyasar
// adapter creates the checkout and fetches payments, the hosted page is read and its forms posted like a browser does,
// and the signed webhook lands on a receiver of this file's own.

const services = testServices();
const received: Array<Record<string, any>> = [];
let failDeliveries = 0;
const receiver: Server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    received.push(JSON.parse(body));
    response.statusCode = failDeliveries-- > 0 ? 500 : 200;
    response.end();
  });
});
let log = "";
const output = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});

let app: FastifyInstance;
let settings: SandboxGatewaySettings;
let gateway: ReturnType<typeof moyasarGateway>;
let returnUrl: string;
const GOLD_MONTHLY = { amountHalalas: 10580, currency: "SAR" };

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const port = await freePort();
  const receiverPort = (receiver.address() as { port: number }).port;
  ({ settings, paymentGateway: gateway } = sandboxAt(
    `http://127.0.0.1:${port}`,
    `http://127.0.0.1:${receiverPort}/api/webhooks/payments/sandbox`,
  ));
  returnUrl = `${settings.publicUrl}/payment-status`;
  app = await buildApp({
    services: { ...services, paymentGateway: gateway },
    sandboxGatewaySettings: settings,
    logger: { level: "debug", stream: output },
  });
  await app.listen({ port, host: "127.0.0.1" });
});
afterAll(async () => {
  await app.close();
  receiver.close();
});

const checkout = () =>
  gateway.createCheckout({
    ...GOLD_MONTHLY,
    description: "Amlak Gold, monthly",
    organizationName: "مؤسسة الرياض العقارية",
    returnUrl,
    metadata: { subscription_id: "8c0e5a58-5b8a-4f43-9d62-d4a0e1d2b7a1" },
  });

async function webhookFor(paymentId: string, type: string) {
  for (let waited = 0; waited < 5_000; waited += 50) {
    const found = received.find((event) => event.data?.id === paymentId && event.type === type);
    if (found) return found;
    await sleep(50);
  }
  throw new Error(`no ${type} webhook for ${paymentId}`);
}

describe("the sandbox payment gateway", () => {
  it("serves the hosted page in English and Arabic: organization, amount in SR, the card form's autocomplete, no script", async () => {
    const { paymentUrl } = await checkout();
    expect(paymentUrl.startsWith(`${settings.publicUrl}/sandbox-gateway/invoices/`)).toBe(true);
    const english = await open(`${paymentUrl}?lang=en`);
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain("مؤسسة الرياض العقارية");
    expect(english.html).toContain("105.80 SR");
    for (const field of ["cc-name", "cc-number", "cc-exp", "cc-csc"]) expect(english.html).toContain(`autocomplete="${field}"`);
    expect(english.html).toMatch(/<input type="checkbox" name="save_card" value="on">Save this card for automatic renewal/);
    expect(english.html).toContain('placeholder="MM/YY"');
    expect(english.html).toMatch(/<button type="submit">Pay 105.80 SR<\/button>/);
    expect(english.html).not.toContain("<script");
    expect(english.headers.get("content-security-policy")).toContain("script-src 'self'");
    const arabic = await open(`${paymentUrl}?lang=ar`);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain("105.80 ر.س");
    expect(arabic.html).toContain("ادفع 105.80 ر.س");
    expect(arabic.html).toContain('autocomplete="cc-number"');
  });

  it("takes a succeeding test card: back to the callback with id and status, paid through the port, webhook signed", async () => {
    const { paymentUrl, invoiceId } = await checkout();
    const response = await submit(`${paymentUrl}?lang=en`, "/pay", card("4111 1111 1111 1111"));
    expect(response.status).toBe(303);
    const back = returned(response);
    expect(back).toMatchObject({ to: returnUrl, status: "paid", message: "APPROVED" });
    const payment = await gateway.fetchPayment(back.id, GOLD_MONTHLY);
    expect(payment).toEqual({
      id: back.id,
      status: "paid",
      amountHalalas: 10580,
      currency: "SAR",
      refundedHalalas: 0,
      message: "APPROVED",
      invoiceId,
      card: { brand: "visa", lastFour: "1111", expiry: "12/30" },
      savedCard: null,
      billNumber: null,
      metadata: { subscription_id: "8c0e5a58-5b8a-4f43-9d62-d4a0e1d2b7a1", organization_name: "مؤسسة الرياض العقارية" },
      mismatch: null,
    });
    const webhook = await webhookFor(back.id, "payment_paid");
    expect(webhook.secret_token).toBe(settings.webhookSecret);
    expect(gateway.verifyWebhook(webhook)).toMatchObject({
      type: "payment_paid",
      payment: { id: back.id, status: "paid", amountHalalas: 10580 },
    });
    expect((await gateway.fetchPayment(back.id, { amountHalalas: 9200, currency: "SAR" })).mismatch).toBe("amount");
    // Paid once: the page says so and another card is not charged.
    expect((await open(`${paymentUrl}?lang=en`)).html).toContain("This invoice is already paid.");
  });

  it("fails a failing test card with Moyasar's message, and the webhook says payment_failed", async () => {
    const { paymentUrl } = await checkout();
    const back = returned(await submit(`${paymentUrl}?lang=ar`, "/pay", card("4201 3200 0031 1101")));
    expect(back).toMatchObject({ status: "failed", message: "INSUFFICIENT FUNDS" });
    expect(await gateway.fetchPayment(back.id, GOLD_MONTHLY)).toMatchObject({
      status: "failed",
      message: "INSUFFICIENT FUNDS",
      card: { brand: "mada", lastFour: "1101", expiry: "12/30" },
    });
    expect(gateway.verifyWebhook(await webhookFor(back.id, "payment_failed"))).toMatchObject({ payment: { status: "failed" } });
    // The payer may try again on the same page with a card that succeeds, and save it: the payment carries its token.
    const again = returned(await submit(`${paymentUrl}?lang=ar`, "/pay", { ...card("4201320111111010"), save_card: "on" }));
    expect(again).toMatchObject({ status: "paid" });
    expect((await gateway.fetchPayment(again.id, GOLD_MONTHLY)).savedCard).toEqual({
      token: expect.stringMatching(/^token_/),
      name: "Sara Alharbi",
    });
  });

  it("answers a malformed card on the page itself, in the payer's language, and charges nothing", async () => {
    const { paymentUrl, invoiceId } = await checkout();
    const response = await submit(`${paymentUrl}?lang=en`, "/pay", { ...card("4111 1111 1111 1111"), expiry: "01/20" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Enter a future expiry date as MM/YY");
    const arabic = await submit(`${paymentUrl}?lang=ar`, "/pay", { ...card("4111 1111 1111 1111"), name: "سارة" });
    expect(await arabic.text()).toContain("أدخل الاسم على البطاقة");
    const rows = await services.database.owner
      .selectFrom("sandbox_gateway_payments")
      .select("id")
      .where("invoice_id", "=", invoiceId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("keeps a SADAD bill pending until the bill-paid notice, then paid with its webhook", async () => {
    const { paymentUrl } = await checkout();
    const issued = await submit(`${paymentUrl}?lang=en`, "/bill");
    expect(issued.status).toBe(200);
    const page = await issued.text();
    const billNumber = /<p class="bill">(\d{10})<\/p>/.exec(page)?.[1];
    expect(billNumber).toBeDefined();
    const paymentId = new URL(/href="([^"]+payment-status[^"]*)"/.exec(page)![1]!.replaceAll("&amp;", "&")).searchParams.get("id")!;
    expect(await gateway.fetchPayment(paymentId, GOLD_MONTHLY)).toMatchObject({ status: "initiated", billNumber, card: null });
    const auth = { authorization: `Basic ${Buffer.from(`${settings.secretKey}:`).toString("base64")}` };
    const paid = await fetch(`${settings.publicUrl}/sandbox-gateway/v1/bills/${billNumber}/paid`, { method: "POST", headers: auth });
    expect(paid.status).toBe(200);
    expect(await gateway.fetchPayment(paymentId, GOLD_MONTHLY)).toMatchObject({ status: "paid", billNumber });
    expect(gateway.verifyWebhook(await webhookFor(paymentId, "payment_paid"))).toMatchObject({
      payment: { id: paymentId, status: "paid" },
    });
    const again = await fetch(`${settings.publicUrl}/sandbox-gateway/v1/bills/${billNumber}/paid`, { method: "POST", headers: auth });
    expect(again.status).toBe(404);
  });

  it("refunds a paid payment once through the port; a second refund is refused", async () => {
    const { paymentUrl } = await checkout();
    const { id } = returned(await submit(`${paymentUrl}?lang=en`, "/pay", card("5421080101000000")));
    expect(await gateway.refund(id)).toMatchObject({ id, status: "refunded", refundedHalalas: 10580, card: { brand: "master" } });
    expect(await gateway.fetchPayment(id, GOLD_MONTHLY)).toMatchObject({ status: "refunded" });
    await webhookFor(id, "payment_refunded");
    const second = await gateway.refund(id).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(AppError);
    expect((second as AppError).code).toBe("paymentGateway.refused");
  });

  it("retries a webhook the receiver failed, and counts each attempt on the payment", async () => {
    const { paymentUrl } = await checkout();
    failDeliveries = 1;
    const { id } = returned(await submit(`${paymentUrl}?lang=en`, "/pay", card("4111111111111111")));
    await webhookFor(id, "payment_paid");
    for (let waited = 0; waited < 5_000 && received.filter((event) => event.data?.id === id).length < 2; waited += 50) await sleep(50);
    await sleep(100);
    const row = await services.database.owner
      .selectFrom("sandbox_gateway_payments")
      .select(["webhook_attempts", "webhook_delivered_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.webhook_attempts).toBe(2);
    expect(row.webhook_delivered_at).not.toBeNull();
  });

  it("refuses its API without the secret key, and another instance on the same database sees the same payments", async () => {
    const { paymentUrl } = await checkout();
    const { id } = returned(await submit(`${paymentUrl}?lang=en`, "/pay", card("4111111111111111")));
    const wrongKey = moyasarGateway({
      ...settings,
      name: "sandbox",
      apiBase: `${settings.publicUrl}/sandbox-gateway/v1`,
      secretKey: "sk_test_guess",
    });
    expect(await wrongKey.fetchPayment(id, GOLD_MONTHLY).catch((error: AppError) => error.code)).toBe("paymentGateway.refused");
    const other = await buildApp({ services, sandboxGatewaySettings: settings });
    const answer = await other.inject({
      url: `/sandbox-gateway/v1/payments/${id}`,
      headers: { authorization: `Basic ${Buffer.from(`${settings.secretKey}:`).toString("base64")}` },
    });
    await other.close();
    expect(answer.json()).toMatchObject({ id, status: "paid", amount: 10580 });
  });

  it("never stores nor logs a card number or security code", async () => {
    const rows = await sql<{ row: string }>`
      select to_jsonb(p)::text as row from sandbox_gateway_payments p
      union all select to_jsonb(i)::text from sandbox_gateway_invoices i
      union all select to_jsonb(t)::text from sandbox_gateway_tokens t`.execute(services.database.owner);
    const stored = rows.rows.map((found) => found.row).join("\n");
    expect(stored).toContain("1111");
    const values = await sql<{ value: string }>`
      select value from sandbox_gateway_payments p, jsonb_each_text(to_jsonb(p))
      union all select value from sandbox_gateway_tokens t, jsonb_each_text(to_jsonb(t))`.execute(services.database.owner);
    expect(values.rows.map((found) => found.value)).not.toContain("987");
    expect(log).toContain("/sandbox-gateway/invoices/");
    for (const number of [
      "4111111111111111",
      "4111 1111 1111 1111",
      "4201320000311101",
      "4201 3200 0031 1101",
      "4201320111111010",
      "5421080101000000",
    ]) {
      expect(stored).not.toContain(number);
      expect(log).not.toContain(number);
      expect(log).not.toContain(encodeURIComponent(number));
    }
  });
});
