import { AppError } from "@amlak/domain";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { moyasarGateway } from "./moyasar-gateway.ts";

/** Moyasar's answers as its API documentation shows them, recorded beside this spec (no network here). */
const recorded = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./moyasar-responses/${name}.json`, import.meta.url), "utf8"));

interface Sent {
  url: string;
  method: string;
  authorization: string;
  body: unknown;
}

/** A gateway whose fetch answers `status` and `body` and records what was sent. */
function gatewayAnswering(status: number, body: unknown) {
  const sent: Sent[] = [];
  const gateway = moyasarGateway({
    name: "moyasar",
    apiBase: "https://api.moyasar.com/v1",
    secretKey: "sk_test_amlak",
    webhookSecret: "whsec_amlak_3f9a1c",
    fetch: async (url, init) => {
      const headers = new Headers(init?.headers);
      sent.push({
        url: String(url),
        method: init?.method ?? "GET",
        authorization: headers.get("authorization") ?? "",
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
  });
  return { gateway, sent };
}

const GOLD_MONTHLY = { amountHalalas: 10580, currency: "SAR" };
const basicAuth = `Basic ${Buffer.from("sk_test_amlak:").toString("base64")}`;
const codeOf = (error: unknown) => (error instanceof AppError ? error.code : error);

describe("the Moyasar gateway", () => {
  it("creates an invoice with the amount in halalas and answers its hosted page", async () => {
    const { gateway, sent } = gatewayAnswering(201, recorded("invoice-created"));
    const checkout = await gateway.createCheckout({
      amountHalalas: 10580,
      description: "Amlak Gold, monthly",
      organizationName: "Riyadh Estates",
      returnUrl: "https://amlak.example.sa/payment-status",
      metadata: { subscription_id: "8c0e5a58-5b8a-4f43-9d62-d4a0e1d2b7a1" },
    });
    expect(checkout).toEqual({
      invoiceId: "f91065f7-d188-4ec8-8fc3-af97e2a6ffd9",
      paymentUrl: "https://checkout.moyasar.com/invoices/f91065f7-d188-4ec8-8fc3-af97e2a6ffd9?lang=ar",
    });
    expect(sent).toEqual([
      {
        url: "https://api.moyasar.com/v1/invoices",
        method: "POST",
        authorization: basicAuth,
        body: {
          amount: 10580,
          currency: "SAR",
          description: "Amlak Gold, monthly",
          callback_url: "https://amlak.example.sa/payment-status",
          back_url: "https://amlak.example.sa/payment-status",
          metadata: { subscription_id: "8c0e5a58-5b8a-4f43-9d62-d4a0e1d2b7a1", organization_name: "Riyadh Estates" },
        },
      },
    ]);
  });

  it("fetches a paid payment with the secret key: amount, brand and last four, nothing differing", async () => {
    const { gateway, sent } = gatewayAnswering(200, recorded("payment-paid"));
    const payment = await gateway.fetchPayment("760878ec-d1d3-5f72-9056-191683f55872", GOLD_MONTHLY);
    expect(sent[0]).toMatchObject({
      url: "https://api.moyasar.com/v1/payments/760878ec-d1d3-5f72-9056-191683f55872",
      method: "GET",
      authorization: basicAuth,
    });
    expect(payment).toEqual({
      id: "760878ec-d1d3-5f72-9056-191683f55872",
      status: "paid",
      amountHalalas: 10580,
      currency: "SAR",
      refundedHalalas: 0,
      message: "APPROVED",
      invoiceId: "f91065f7-d188-4ec8-8fc3-af97e2a6ffd9",
      card: { brand: "mada", lastFour: "1010", expiry: null },
      savedCard: null,
      billNumber: null,
      metadata: { subscription_id: "8c0e5a58-5b8a-4f43-9d62-d4a0e1d2b7a1" },
      mismatch: null,
    });
  });

  it("reads the token of a card saved with the payment, and the holder's name", async () => {
    const saved = {
      ...recorded("payment-paid"),
      source: { ...(recorded("payment-paid").source as object), token: "token_x6okRgkZJrhgDHyqJ9zztW2X1k" },
    };
    const payment = await gatewayAnswering(200, saved).gateway.fetchPayment("760878ec-d1d3-5f72-9056-191683f55872", GOLD_MONTHLY);
    expect(payment.savedCard).toEqual({ token: "token_x6okRgkZJrhgDHyqJ9zztW2X1k", name: "Sara Alharbi" });
  });

  it("charges a saved card's token under our own payment id, without the payer", async () => {
    const { gateway, sent } = gatewayAnswering(201, recorded("payment-token-charged"));
    const payment = await gateway.chargeToken({
      paymentId: "5b0c7a1e-8f3d-4e2a-b6c9-0d1e2f3a4b5c",
      token: "token_kQ3mYhT9rVbN2sLw7pXcD1fGz4e",
      amountHalalas: 29800,
      description: "Amlak Gold, monthly (automatic renewal)",
      metadata: { org_id: "0f5a2c1e-7d3b-4a9e-8c6f-1b2d3e4f5a6b", renewal_of: "8c0e5a58-5b8a-4f43-9d62-d4a0e1d2b7a1" },
    });
    expect(sent).toEqual([
      {
        url: "https://api.moyasar.com/v1/payments",
        method: "POST",
        authorization: basicAuth,
        body: {
          given_id: "5b0c7a1e-8f3d-4e2a-b6c9-0d1e2f3a4b5c",
          amount: 29800,
          currency: "SAR",
          description: "Amlak Gold, monthly (automatic renewal)",
          source: { type: "token", token: "token_kQ3mYhT9rVbN2sLw7pXcD1fGz4e", "3ds": false, manual: false },
          metadata: { org_id: "0f5a2c1e-7d3b-4a9e-8c6f-1b2d3e4f5a6b", renewal_of: "8c0e5a58-5b8a-4f43-9d62-d4a0e1d2b7a1" },
        },
      },
    ]);
    expect(payment).toMatchObject({
      id: "5b0c7a1e-8f3d-4e2a-b6c9-0d1e2f3a4b5c",
      status: "paid",
      amountHalalas: 29800,
      invoiceId: null,
      card: { brand: "mada", lastFour: "1010" },
      savedCard: { token: "token_kQ3mYhT9rVbN2sLw7pXcD1fGz4e", name: "Sara Alharbi" },
    });
  });

  it("answers a refused token charge as the gateway's refusal", async () => {
    const { gateway } = gatewayAnswering(400, { type: "invalid_request_error", message: "Token is inactive" });
    const charge = { paymentId: "5b0c7a1e", token: "token_gone", amountHalalas: 29800, description: "renewal", metadata: {} };
    await expect(gateway.chargeToken(charge).catch((error: AppError) => [error.code, error.params])).resolves.toEqual([
      "paymentGateway.refused",
      { reason: "Token is inactive" },
    ]);
  });

  it("fetches a failed payment with the gateway's message, and an initiated one still waiting", async () => {
    const failed = await gatewayAnswering(200, recorded("payment-failed")).gateway.fetchPayment(
      "a2f1c9d0-3b7e-4c55-9e0a-51d7c4b8e210",
      GOLD_MONTHLY,
    );
    expect(failed).toMatchObject({ status: "failed", message: "INSUFFICIENT FUNDS", card: { brand: "mada", lastFour: "1101" } });
    const initiated = await gatewayAnswering(200, recorded("payment-initiated")).gateway.fetchPayment(
      "c5e7b8a1-0d44-4f6e-8a2b-9f3c1e7d6a05",
      GOLD_MONTHLY,
    );
    expect(initiated).toMatchObject({ status: "initiated", message: null, metadata: {}, card: { brand: "visa", lastFour: "1111" } });
  });

  it("reports an amount or a currency that differs from the one asked for", async () => {
    const { gateway } = gatewayAnswering(200, recorded("payment-paid"));
    expect((await gateway.fetchPayment("760878ec-d1d3-5f72-9056-191683f55872", { amountHalalas: 29800, currency: "SAR" })).mismatch).toBe(
      "amount",
    );
    expect((await gateway.fetchPayment("760878ec-d1d3-5f72-9056-191683f55872", { amountHalalas: 10580, currency: "USD" })).mismatch).toBe(
      "currency",
    );
  });

  it("refunds a payment and answers it refunded in full", async () => {
    const { gateway, sent } = gatewayAnswering(200, recorded("payment-refunded"));
    const refunded = await gateway.refund("760878ec-d1d3-5f72-9056-191683f55872");
    expect(sent[0]).toMatchObject({
      url: "https://api.moyasar.com/v1/payments/760878ec-d1d3-5f72-9056-191683f55872/refund",
      method: "POST",
      authorization: basicAuth,
    });
    expect(refunded).toMatchObject({ status: "refunded", amountHalalas: 10580, refundedHalalas: 10580 });
  });

  it("takes a payment_paid webhook carrying our secret and refuses a wrong or missing one", () => {
    const { gateway } = gatewayAnswering(200, {});
    const webhook = recorded("webhook-payment-paid");
    expect(gateway.verifyWebhook(webhook)).toMatchObject({
      type: "payment_paid",
      payment: { id: "760878ec-d1d3-5f72-9056-191683f55872", status: "paid", amountHalalas: 10580, card: { lastFour: "1010" } },
    });
    expect(gateway.verifyWebhook({ ...webhook, secret_token: "whsec_amlak_3f9a1d" })).toBeNull();
    expect(gateway.verifyWebhook({ ...webhook, secret_token: "whsec" })).toBeNull();
    const { secret_token: _secret, ...unsigned } = webhook;
    expect(gateway.verifyWebhook(unsigned)).toBeNull();
    expect(gateway.verifyWebhook({ ...webhook, data: { id: "760878ec" } })).toBeNull();
  });

  it("answers refusals and unreadable answers as the gateway's errors, never as a payment", async () => {
    const missing = gatewayAnswering(404, { type: "api_error", message: "Object not found" }).gateway;
    await expect(missing.fetchPayment("nope", GOLD_MONTHLY).catch(codeOf)).resolves.toBe("paymentGateway.paymentNotFound");
    const refused = gatewayAnswering(400, { type: "invalid_request_error", message: "Payment is failed" }).gateway;
    await expect(refused.refund("a2f1c9d0").catch((error: AppError) => [error.code, error.params])).resolves.toEqual([
      "paymentGateway.refused",
      { reason: "Payment is failed" },
    ]);
    const odd = gatewayAnswering(200, { ...recorded("payment-paid"), amount: "105.80" }).gateway;
    await expect(odd.fetchPayment("760878ec", GOLD_MONTHLY).catch(codeOf)).resolves.toBe("paymentGateway.unavailable");
    const down = gatewayAnswering(502, "Bad Gateway").gateway;
    await expect(down.fetchPayment("760878ec", GOLD_MONTHLY).catch(codeOf)).resolves.toBe("paymentGateway.unavailable");
  });
});
