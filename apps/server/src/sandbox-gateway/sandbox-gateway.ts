import { sameSecret, type Services } from "@amlak/api";
import {
  findSandboxInvoice,
  findSandboxPayment,
  findSandboxToken,
  insertSandboxInvoice,
  insertSandboxPayment,
  insertSandboxToken,
  listSandboxInvoicePayments,
  markSandboxBillPaid,
  refundSandboxPayment,
  type SandboxInvoiceRow,
  type SandboxPaymentRow,
} from "@amlak/db";
import type { Lang } from "@amlak/i18n";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { randomBytes, randomInt } from "node:crypto";
import { z } from "zod";
import { readCardForm } from "./card-form.ts";
import { billPage, notFoundPage, paymentPage } from "./hosted-page.ts";
import { invoiceAnswer, paymentAnswer } from "./moyasar-answers.ts";
import { outcomeOf } from "./test-cards.ts";
import { deliverWebhook } from "./webhook-delivery.ts";

export interface SandboxGatewaySettings {
  /** Where payers' browsers reach this server: the hosted page's address starts with it. */
  publicUrl: string;
  /** The sandbox merchant account's keys: its API takes Basic auth by secretKey, its webhooks carry webhookSecret. */
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
}

const createInvoiceBody = z.object({
  amount: z.number().int().positive(),
  currency: z.literal("SAR").default("SAR"),
  description: z.string().min(1).max(255),
  callback_url: z.url({ protocol: /^https?$/ }),
  back_url: z.url({ protocol: /^https?$/ }).optional(),
  metadata: z.record(z.string(), z.string()).default({}),
});

const tokenChargeBody = z.object({
  given_id: z.uuid().optional(),
  amount: z.number().int().positive(),
  currency: z.literal("SAR").default("SAR"),
  description: z.string().min(1).max(255),
  source: z.object({ type: z.literal("token"), token: z.string().min(1) }),
  metadata: z.record(z.string(), z.string()).default({}),
});

const langOf = (request: FastifyRequest): Lang => ((request.query as { lang?: string }).lang === "en" ? "en" : "ar");

/**
 * The built-in sandbox payment gateway (DESIGN §9): Moyasar's API (invoices, payments, refunds) under /sandbox-gateway/v1,
 * the hosted payment page a payer's browser opens, Moyasar's test cards deciding each outcome, the redirect back to the
 * invoice's callback_url and the signed webhook. Its state is in PostgreSQL, so every instance sees the same payments.
 * A card's number and security code are read from the form and dropped: only brand, last four and expiry are kept.
 */
export async function sandboxGateway(
  app: FastifyInstance,
  { services, settings }: { services: Services; settings: SandboxGatewaySettings },
) {
  const db = services.database.app;
  const notify = (type: Parameters<typeof deliverWebhook>[1], payment: SandboxPaymentRow, invoice: SandboxInvoiceRow | undefined) => {
    void deliverWebhook({ services, settings, log: app.log }, type, payment, invoice).catch((err: unknown) =>
      app.log.error({ err, paymentId: payment.id }, "sandbox gateway: webhook delivery stopped"),
    );
  };
  const hostedPageOf = (invoice: SandboxInvoiceRow) => `${settings.publicUrl}/sandbox-gateway/invoices/${invoice.id}`;

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  await app.register(
    async (api) => {
      api.addHook("onRequest", async (request, reply) => {
        if (!sameSecret(secretKeyOf(request.headers.authorization), settings.secretKey)) {
          return reply.code(401).send({ type: "authentication_error", message: "Invalid authorization credentials" });
        }
      });

      api.post("/invoices", async (request, reply) => {
        const body = createInvoiceBody.safeParse(request.body);
        if (!body.success)
          return reply
            .code(400)
            .send({ type: "invalid_request_error", message: "Invalid invoice", errors: z.flattenError(body.error).fieldErrors });
        const { amount, currency, description, callback_url, back_url, metadata } = body.data;
        const invoice = await insertSandboxInvoice(db, {
          amount,
          currency,
          description,
          callback_url,
          back_url: back_url ?? null,
          metadata: JSON.stringify(metadata),
        });
        return reply.code(201).send(invoiceAnswer(invoice, hostedPageOf(invoice), []));
      });

      // A charge to a saved card's token, without the payer: the token's card decides the outcome as on the hosted page.
      // `given_id` makes the charge idempotent, as at Moyasar: the same id again answers the payment already made.
      api.post("/payments", async (request, reply) => {
        const body = tokenChargeBody.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ type: "invalid_request_error", message: "Invalid payment" });
        const { given_id, amount, currency, description, source, metadata } = body.data;
        const made = given_id && (await findSandboxPayment(db, given_id));
        if (made) return made.token === source.token && Number(made.amount) === amount ? paymentAnswer(made, undefined) : refused(reply);
        const token = await findSandboxToken(db, source.token);
        if (!token) return reply.code(400).send({ type: "invalid_request_error", message: "Token is invalid" });
        const payment = await insertSandboxPayment(db, {
          ...(given_id ? { id: given_id } : {}),
          status: token.outcome_status,
          amount,
          currency,
          message: token.outcome_message,
          card_brand: token.brand,
          card_last_four: token.last_four,
          card_expiry: token.expiry,
          card_name: token.name,
          token: token.id,
          description,
          metadata: JSON.stringify(metadata),
        });
        notify(payment.status === "paid" ? "payment_paid" : "payment_failed", payment, undefined);
        return reply.code(201).send(paymentAnswer(payment, undefined));
      });

      api.get<{ Params: { id: string } }>("/payments/:id", async (request, reply) => {
        const found = await paymentWithInvoice(request.params.id);
        return found ? paymentAnswer(found.payment, found.invoice) : notFound(reply);
      });

      api.post<{ Params: { id: string } }>("/payments/:id/refund", async (request, reply) => {
        const found = await paymentWithInvoice(request.params.id);
        if (!found) return notFound(reply);
        const refunded = await refundSandboxPayment(db, found.payment.id, services.now());
        if (!refunded)
          return reply
            .code(400)
            .send({ type: "invalid_request_error", message: `Payment is ${found.payment.status}, only a paid payment can be refunded` });
        notify("payment_refunded", refunded, found.invoice);
        return paymentAnswer(refunded, found.invoice);
      });

      // The bank's notice that a SADAD bill was paid: in Moyasar's test mode the bill would be paid from a bank's app.
      api.post<{ Params: { billNumber: string } }>("/bills/:billNumber/paid", async (request, reply) => {
        const paid = await markSandboxBillPaid(db, request.params.billNumber, services.now());
        const invoice = paid?.invoice_id && (await findSandboxInvoice(db, paid.invoice_id));
        if (!paid || !invoice) return notFound(reply);
        notify("payment_paid", paid, invoice);
        return paymentAnswer(paid, invoice);
      });
    },
    { prefix: "/v1" },
  );

  app.get<{ Params: { id: string } }>("/invoices/:id", async (request, reply) => {
    const lang = langOf(request);
    const invoice = await invoiceOf(request.params.id);
    if (!invoice) return htmlOf(reply.code(404), notFoundPage(lang));
    const paid = (await listSandboxInvoicePayments(db, invoice.id)).some((payment) => payment.status === "paid");
    return htmlOf(reply, paymentPage(invoice, lang, { paid }));
  });

  app.post<{ Params: { id: string }; Body: Record<string, string | undefined> }>("/invoices/:id/pay", async (request, reply) => {
    const lang = langOf(request);
    const invoice = await invoiceOf(request.params.id);
    if (!invoice) return htmlOf(reply.code(404), notFoundPage(lang));
    const payments = await listSandboxInvoicePayments(db, invoice.id);
    const paid = payments.find((payment) => payment.status === "paid");
    if (paid) return reply.redirect(returnUrlOf(invoice, paid), 303);
    const form = typeof request.body === "object" && request.body ? request.body : {};
    const card = readCardForm(form, services.now());
    if (typeof card === "string") return htmlOf(reply.code(400), paymentPage(invoice, lang, { paid: false, problem: card }));
    const outcome = outcomeOf(card.number);
    // Saved whatever the outcome, as a token whose charges meet the same fate: Moyasar answers the token before 3DS.
    const token =
      form.save_card === "on"
        ? await insertSandboxToken(db, {
            id: `token_${randomBytes(15).toString("base64url")}`,
            name: card.name,
            brand: card.brand,
            last_four: card.lastFour,
            expiry: card.expiry,
            outcome_status: outcome.status,
            outcome_message: outcome.message,
          })
        : null;
    const payment = await insertSandboxPayment(db, {
      invoice_id: invoice.id,
      status: outcome.status,
      amount: invoice.amount,
      currency: invoice.currency,
      message: outcome.message,
      card_brand: card.brand,
      card_last_four: card.lastFour,
      card_expiry: card.expiry,
      card_name: card.name,
      token: token?.id ?? null,
    });
    notify(outcome.status === "paid" ? "payment_paid" : "payment_failed", payment, invoice);
    return reply.redirect(returnUrlOf(invoice, payment), 303);
  });

  app.post<{ Params: { id: string } }>("/invoices/:id/bill", async (request, reply) => {
    const lang = langOf(request);
    const invoice = await invoiceOf(request.params.id);
    if (!invoice) return htmlOf(reply.code(404), notFoundPage(lang));
    const payment = await insertSandboxPayment(db, {
      invoice_id: invoice.id,
      status: "initiated",
      amount: invoice.amount,
      currency: invoice.currency,
      message: "AWAITING PAYMENT",
      bill_number: String(randomInt(1_000_000_000, 10_000_000_000)),
    });
    return htmlOf(reply, billPage(invoice, lang, payment.bill_number!, returnUrlOf(invoice, payment)));
  });

  async function invoiceOf(id: string) {
    return z.uuid().safeParse(id).success ? findSandboxInvoice(db, id) : undefined;
  }

  async function paymentWithInvoice(id: string) {
    const payment = z.uuid().safeParse(id).success ? await findSandboxPayment(db, id) : undefined;
    if (!payment) return undefined;
    return { payment, invoice: payment.invoice_id ? await findSandboxInvoice(db, payment.invoice_id) : undefined };
  }
}

/** The invoice's callback_url with what Moyasar appends on the payer's return: the payment's id, status and message. */
function returnUrlOf(invoice: SandboxInvoiceRow, payment: SandboxPaymentRow): string {
  const url = new URL(invoice.callback_url);
  url.searchParams.set("id", payment.id);
  url.searchParams.set("status", payment.status);
  url.searchParams.set("message", payment.message);
  return url.toString();
}

/** The key of `Authorization: Basic base64(key:)`, as Moyasar's API takes it. */
function secretKeyOf(header = ""): string {
  const encoded = /^Basic\s+(\S+)$/i.exec(header)?.[1];
  return encoded ? Buffer.from(encoded, "base64").toString("utf8").replace(/:$/, "") : "";
}

const refused = (reply: FastifyReply) =>
  reply.code(400).send({ type: "invalid_request_error", message: "given_id is already used by another payment" });

const notFound = (reply: FastifyReply) => reply.code(404).send({ type: "api_error", message: "Object not found" });

const htmlOf = (reply: FastifyReply, html: string) => reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
