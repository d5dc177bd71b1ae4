import type { Services } from "@amlak/api";
import { recordSandboxWebhookAttempt, type SandboxInvoiceRow, type SandboxPaymentRow } from "@amlak/db";
import type { FastifyBaseLogger } from "fastify";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { paymentAnswer } from "./moyasar-answers.ts";
import type { SandboxGatewaySettings } from "./sandbox-gateway.ts";

/** After the first attempt; the receiver converges on one effect per payment id, so a repeat is harmless. */
const RETRY_DELAYS_MS = [500, 5_000, 30_000];

type PaymentEvent = "payment_paid" | "payment_failed" | "payment_refunded";

/**
 * POSTs the event to the configured webhook URL as Moyasar does (its secret_token in the body), once the payment's row
 * has committed, retrying a failed delivery a bounded number of times; each attempt is counted on the payment's row.
 */
export async function deliverWebhook(
  { services, settings, log }: { services: Services; settings: SandboxGatewaySettings; log: FastifyBaseLogger },
  type: PaymentEvent,
  payment: SandboxPaymentRow,
  invoice: SandboxInvoiceRow | undefined,
): Promise<void> {
  const body = JSON.stringify({
    id: randomUUID(),
    type,
    created_at: services.now().toISOString(),
    secret_token: settings.webhookSecret,
    live: false,
    data: paymentAnswer(payment, invoice),
  });
  for (const delay of [0, ...RETRY_DELAYS_MS]) {
    await sleep(delay);
    const delivered = await fetch(settings.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(10_000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    await recordSandboxWebhookAttempt(services.database.app, payment.id, delivered ? services.now() : null);
    if (delivered) return;
  }
  log.warn({ paymentId: payment.id, type }, "sandbox gateway: webhook not delivered");
}
