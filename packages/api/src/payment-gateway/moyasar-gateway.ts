import { AppError } from "@amlak/domain";
import type { z } from "zod";
import { moyasarInvoiceSchema, moyasarPaymentSchema, moyasarWebhookSchema, type MoyasarPayment } from "./moyasar-shapes.ts";
import { sameSecret } from "./same-secret.ts";
import {
  checkAgainst,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentGateway,
  type PaymentNotification,
} from "./payment-gateway.ts";

export interface MoyasarSettings {
  /** "moyasar", or "sandbox" for the built-in sandbox that speaks Moyasar's API. */
  name: string;
  /** https://api.moyasar.com/v1, or the sandbox gateway's /sandbox-gateway/v1 on our own server. */
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  fetch?: typeof fetch;
}

const NOTIFICATIONS = new Set<string>(["payment_paid", "payment_failed", "payment_refunded"] satisfies PaymentNotification["type"][]);

/** Moyasar's API over HTTP with Basic auth by the secret key; every answer is parsed before it is believed. */
export function moyasarGateway({ name, apiBase, secretKey, webhookSecret, fetch: send = fetch }: MoyasarSettings): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`;

  async function call<Schema extends z.ZodType>(schema: Schema, path: string, body?: object): Promise<z.output<Schema>> {
    const response = await send(`${apiBase}${path}`, {
      method: body ? "POST" : "GET",
      headers: { authorization, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => {
      throw new AppError("paymentGateway.unavailable");
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.status === 404) throw new AppError("paymentGateway.paymentNotFound");
    if (response.status >= 400 && response.status < 500) throw new AppError("paymentGateway.refused", { reason: reasonOf(answer) });
    const parsed = schema.safeParse(answer);
    if (!response.ok || !parsed.success) throw new AppError("paymentGateway.unavailable");
    return parsed.data;
  }

  return {
    name,
    async createCheckout(order) {
      const invoice = await call(moyasarInvoiceSchema, "/invoices", {
        amount: order.amountHalalas,
        currency: "SAR",
        description: order.description,
        callback_url: order.returnUrl,
        back_url: order.returnUrl,
        metadata: { ...order.metadata, organization_name: order.organizationName },
      });
      return { invoiceId: invoice.id, paymentUrl: invoice.url };
    },
    async fetchPayment(paymentId, expected) {
      return checkAgainst(paymentOf(await call(moyasarPaymentSchema, `/payments/${encodeURIComponent(paymentId)}`)), expected);
    },
    async chargeToken({ paymentId, token, amountHalalas, description, metadata }) {
      return paymentOf(
        await call(moyasarPaymentSchema, "/payments", {
          given_id: paymentId,
          amount: amountHalalas,
          currency: "SAR",
          description,
          source: { type: "token", token, "3ds": false, manual: false },
          metadata,
        }),
      );
    },
    async refund(paymentId) {
      return paymentOf(await call(moyasarPaymentSchema, `/payments/${encodeURIComponent(paymentId)}/refund`, {}));
    },
    verifyWebhook(body) {
      const event = moyasarWebhookSchema.safeParse(body);
      if (!event.success || !sameSecret(event.data.secret_token, webhookSecret) || !NOTIFICATIONS.has(event.data.type)) return null;
      const payment = moyasarPaymentSchema.safeParse(event.data.data);
      return payment.success ? { type: event.data.type as PaymentNotification["type"], payment: paymentOf(payment.data) } : null;
    },
  };
}

function reasonOf(answer: unknown): string {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message.slice(0, 200) : "";
}

const STATUS: Record<MoyasarPayment["status"], GatewayPaymentStatus> = {
  initiated: "initiated",
  authorized: "initiated",
  verified: "initiated",
  paid: "paid",
  captured: "paid",
  failed: "failed",
  voided: "failed",
  refunded: "refunded",
};

function paymentOf(payment: z.output<typeof moyasarPaymentSchema>): GatewayPayment {
  const { source } = payment;
  return {
    id: payment.id,
    status: STATUS[payment.status],
    amountHalalas: payment.amount,
    currency: payment.currency,
    refundedHalalas: payment.refunded,
    message: source.message ?? null,
    invoiceId: payment.invoice_id ?? null,
    card:
      source.type === "creditcard" && "company" in source
        ? { brand: source.company, lastFour: source.number.slice(-4), expiry: expiryOf(source.month, source.year) }
        : null,
    savedCard:
      source.type === "creditcard" && "company" in source && source.token ? { token: source.token, name: source.name ?? null } : null,
    billNumber: source.type === "sadad" && "bill_number" in source ? source.bill_number : null,
    metadata: payment.metadata ?? {},
  };
}

function expiryOf(month?: string | null, year?: string | null): string | null {
  return month && year ? `${month.padStart(2, "0")}/${year.slice(-2)}` : null;
}
