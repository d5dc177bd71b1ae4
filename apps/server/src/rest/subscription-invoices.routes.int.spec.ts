import type { Caller } from "@amlak/api";
import {
  callerFor,
  invoiceOf,
  paidSubscription,
  refusalOf,
  staffCaller,
  testServices,
  tokenFor,
  trialOrganization,
} from "@amlak/api/testing";
import { pdfImages, pdfText } from "@amlak/documents/testing";
import { freePort } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import type { FastifyInstance } from "fastify";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { returnedTo, sandboxAt, submitForm, testCard } from "../testing/sandbox-payer.ts";

// Subscription invoices and refunds over /api, with the sandbox gateway served on 127.0.0.1: a refund staff approve
// really goes back through the gateway. Each PDF is kept in SAMPLES (REPORT_SAMPLES_DIR) to be looked at.

const NOW = new Date();
const TODAY = riyadhToday(NOW);
const DAY = 86_400_000;
const SAMPLES = process.env.REPORT_SAMPLES_DIR ?? mkdtempSync(join(tmpdir(), "subscription-invoices-"));
const base = testServices();
let services: typeof base;
let app: FastifyInstance;
const db = () => services.database.owner;

beforeAll(async () => {
  const port = await freePort();
  const sandbox = sandboxAt(`http://127.0.0.1:${port}`);
  services = { ...base, paymentGateway: sandbox.paymentGateway };
  app = await buildApp({ services, sandboxGatewaySettings: sandbox.settings });
  await app.listen({ port, host: "127.0.0.1" });
});
afterAll(() => app.close());

let phones = 0;
async function newOrganization(): Promise<Caller & { orgId: string }> {
  const client = await trialOrganization(services, `56${String(8_000_000 + ++phones)}`, TODAY);
  await db()
    .updateTable("organizations")
    .set({ title: "مؤسسة الرياض العقارية", vat_no: "311111111100003" })
    .where("id", "=", client.orgId)
    .execute();
  return client;
}

/** A Gold month really paid on the sandbox's hosted page with a test card, recorded as paid `daysAgo`. */
async function paidOnSandbox(orgId: string, daysAgo = 1) {
  const checkout = await services.paymentGateway.createCheckout({
    amountHalalas: 29800,
    description: "Amlak Gold, monthly",
    organizationName: "مؤسسة الرياض العقارية",
    returnUrl: `${services.publicUrl}/payment-status`,
    metadata: {},
  });
  const paid = returnedTo(await submitForm(checkout.paymentUrl, "/pay", testCard("4111 1111 1111 1111")));
  expect(paid.status).toBe("paid");
  return paidSubscription(db(), orgId, { paidAt: new Date(NOW.getTime() - daysAgo * DAY), gatewayPaymentId: paid.id });
}

const send = async (caller: Caller, method: "GET" | "POST", url: string, lang = "en", payload?: object) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${await tokenFor(caller)}`, "accept-language": lang } });

/** The PDF kept in SAMPLES to be looked at. */
function kept(body: Buffer, name: string): Buffer {
  writeFileSync(join(SAMPLES, `${name}.pdf`), body);
  return body;
}

describe("GET /api/subscriptions/invoices", () => {
  it("lists the organization's invoices with their PDF, which prints number, seller, net, VAT, total and the QR", async () => {
    const client = await newOrganization();
    const invoice = await invoiceOf(
      services.database.app,
      client.orgId,
      await paidSubscription(db(), client.orgId, { paidAt: NOW }),
      TODAY,
    );
    const listed = await send(client, "GET", "/api/subscriptions/invoices");
    expect(listed.statusCode).toBe(200);
    const pdfUrl = `/api/subscriptions/invoices/${invoice.id}/pdf`;
    expect(listed.json()).toEqual([
      { id: invoice.id, number: invoice.number, issue_date: TODAY, total: "298.00", vat_amount: "38.87", pdf_url: pdfUrl },
    ]);
    const number = `SUB-${String(invoice.number).padStart(6, "0")}`;
    for (const lang of ["en", "ar"] as const) {
      const pdf = await send(client, "GET", pdfUrl, lang);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      const text = pdfText(kept(pdf.rawPayload, `subscription-invoice-${lang}`));
      const seller = lang === "ar" ? "منصة" : services.platformSeller.nameEn;
      for (const expected of [number, services.platformSeller.vatNo, "311111111100003", seller, "259.13", "38.87", "298.00", "15%"]) {
        expect(text, `${lang}: ${expected}`).toContain(expected);
      }
      // pdftotext reads Arabic ligatures back unreliably (ضريبية), so the Arabic title is looked for by its last word.
      expect(text).toContain(lang === "ar" ? "مبسطة" : "Simplified tax invoice");
      const [qr, ...others] = pdfImages(pdf.rawPayload);
      expect(others).toEqual([]);
      expect(qr!.width).toBe(qr!.height);
    }
    const other = await newOrganization();
    expect((await send(other, "GET", pdfUrl)).statusCode).toBe(404);
    expect((await send(other, "GET", "/api/subscriptions/invoices")).json()).toEqual([]);
  });
});

describe("POST /api/subscriptions/{id}/refund-request", () => {
  it("takes one request in the window; staff approve it: refunded through the gateway, canceled, credit note issued", async () => {
    const client = await newOrganization();
    const paid = await paidOnSandbox(client.orgId, 20);
    const invoice = await invoiceOf(services.database.app, client.orgId, paid, TODAY);
    const url = `/api/subscriptions/${paid.subscriptionId}/refund-request`;
    const asked = await send(client, "POST", url, "en", { reason: "We chose another product" });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ id: expect.any(String), status: "pending" });
    const again = await send(client, "POST", url, "ar", { reason: "مرة أخرى" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "refund.alreadyRequested", message: "تم تقديم طلب استرداد لهذا الاشتراك مسبقًا" });

    const staff = callerFor(services, await staffCaller(services, "system", "0598000001"));
    const decided = await staff.refundRequests.approve({ id: asked.json().id });
    expect(await services.paymentGateway.fetchPayment(paid.gatewayPaymentId, { amountHalalas: 29800, currency: "SAR" })).toMatchObject({
      status: "refunded",
      refundedHalalas: 29800,
    });
    expect(await db().selectFrom("subscriptions").select("status").where("id", "=", paid.subscriptionId).executeTakeFirst()).toEqual({
      status: "canceled",
    });
    expect(await db().selectFrom("subscription_payments").select("status").where("id", "=", paid.paymentId).executeTakeFirst()).toEqual({
      status: "refunded",
    });
    expect(
      await db().selectFrom("subscription_refund_requests").selectAll().where("id", "=", asked.json().id).executeTakeFirst(),
    ).toMatchObject({
      status: "approved",
      decided_at: expect.any(Date),
    });
    const listed = (await send(client, "GET", "/api/subscriptions/invoices")).json();
    expect(listed).toMatchObject([
      { id: decided.creditNoteId, total: "-298.00", vat_amount: "-38.87" },
      { id: invoice.id, total: "298.00" },
    ]);
    const note = pdfText(kept((await send(client, "GET", listed[0].pdf_url)).rawPayload, "subscription-credit-note-en"));
    for (const expected of [
      "Credit note",
      `SCN-${String(listed[0].number).padStart(6, "0")}`,
      `SUB-${String(invoice.number).padStart(6, "0")}`,
      "298.00",
    ]) {
      expect(note).toContain(expected);
    }
    expect(note).not.toContain("-298.00");
    pdfText(kept((await send(client, "GET", listed[0].pdf_url, "ar")).rawPayload, "subscription-credit-note-ar"));

    expect(await refusalOf(staff.refundRequests.approve({ id: asked.json().id }))).toMatchObject({
      body: { code: "refund.alreadyDecided" },
    });
    expect((await send(client, "POST", url, "en", { reason: "after approval" })).statusCode).toBe(409);
  });

  it("refuses a request 22 days after the payment, an empty reason, and another organization's subscription", async () => {
    const client = await newOrganization();
    const late = await paidSubscription(db(), client.orgId, { paidAt: new Date(NOW.getTime() - 23 * DAY) });
    const refused = await send(client, "POST", `/api/subscriptions/${late.subscriptionId}/refund-request`, "en", { reason: "too late" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "refund.windowClosed",
      message: "A refund can be requested within 21 days of the payment only",
    });
    const recent = await paidSubscription(db(), client.orgId, { paidAt: NOW });
    const empty = await send(client, "POST", `/api/subscriptions/${recent.subscriptionId}/refund-request`, "en", { reason: " " });
    expect(empty.statusCode).toBe(400);
    const other = await newOrganization();
    expect(
      (await send(other, "POST", `/api/subscriptions/${recent.subscriptionId}/refund-request`, "en", { reason: "x" })).statusCode,
    ).toBe(404);
    expect(
      await db().selectFrom("subscription_refund_requests").select("id").where("org_id", "in", [client.orgId, other.orgId]).execute(),
    ).toEqual([]);
  });
});
