import { withOrg } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import { describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { issueSubscriptionCreditNote, issueSubscriptionInvoice } from "../subscriptions/subscription-invoice.ts";
import { callerFor, invoiceOf, paidSubscription, refusalOf, staffCaller, testServices, trialOrganization } from "../testing/harness.ts";

const NOW = new Date("2026-12-10T09:00:00Z");
const TODAY = riyadhToday(NOW);
const DAY = 86_400_000;
const services = testServices({ now: () => NOW });
const { owner, app } = services.database;

let phones = 0;
const newOrganization = async () => {
  const client = await trialOrganization(services, `56${String(7_000_000 + ++phones)}`, "2026-12-01");
  await owner
    .updateTable("organizations")
    .set({ title: `Organization ${phones}`, vat_no: "311111111100003" })
    .where("id", "=", client.orgId)
    .execute();
  return client;
};
const paidDaysAgo = (orgId: string, days: number) => paidSubscription(owner, orgId, { paidAt: new Date(NOW.getTime() - days * DAY) });
const lastNumber = async () =>
  (await owner.selectFrom("subscription_invoice_counter").select("last_number").executeTakeFirstOrThrow()).last_number;
const documentsOf = (orgId: string) =>
  owner.selectFrom("subscription_invoices").selectAll().where("org_id", "=", orgId).orderBy("number").execute();

describe("subscription invoices", () => {
  it("numbers 8 organizations' invoices issued at once without a gap, a rolled-back issuance leaving none", async () => {
    const organizations = await Promise.all(Array.from({ length: 8 }, newOrganization));
    const paid = await Promise.all(organizations.map((org) => paidDaysAgo(org.orgId, 1)));
    const before = await lastNumber();
    const issuances = organizations.map((org, k) =>
      withOrg(app, org.orgId, async (trx) => {
        const invoice = await issueSubscriptionInvoice(trx, {
          subscriptionId: paid[k]!.subscriptionId,
          paymentId: paid[k]!.paymentId,
          issueDate: TODAY,
        });
        // Every third settlement fails after its invoice was numbered: its transaction, number included, rolls back.
        if (k % 3 === 2) throw new Error("settlement failed");
        return invoice;
      }),
    );
    const results = await Promise.allSettled(issuances);
    const numbers = results.flatMap((result) => (result.status === "fulfilled" ? [result.value.number] : [])).sort((x, y) => x - y);
    expect(numbers).toHaveLength(6);
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, k) => before + 1 + k));
    expect(await lastNumber()).toBe(before + 6);
  });

  it("issues one invoice for a payment however often, and at once, it is asked", async () => {
    const org = await newOrganization();
    const paid = await paidDaysAgo(org.orgId, 1);
    const before = await lastNumber();
    const answers = await Promise.all(Array.from({ length: 4 }, () => invoiceOf(app, org.orgId, paid, TODAY)));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(answers[0]!.number).toBe(before + 1);
    expect(await documentsOf(org.orgId)).toMatchObject([
      { kind: "invoice", payment_id: paid.paymentId, net: "259.13", vat_amount: "38.87", total: "298.00", issue_date: TODAY },
    ]);
  });

  it("credits an invoice once with a negative note of the same series that names it", async () => {
    const org = await newOrganization();
    const paid = await paidDaysAgo(org.orgId, 1);
    const invoice = await invoiceOf(app, org.orgId, paid, TODAY);
    const credit = () => withOrg(app, org.orgId, (trx) => issueSubscriptionCreditNote(trx, { invoiceId: invoice.id, issueDate: TODAY }));
    const [first, second] = await Promise.all([credit(), credit()]);
    expect(second).toEqual(first);
    expect(first!.number).toBe(await lastNumber());
    expect((await documentsOf(org.orgId))[1]).toMatchObject({
      kind: "credit_note",
      credited_invoice_id: invoice.id,
      payment_id: paid.paymentId,
      net: "-259.13",
      vat_amount: "-38.87",
      total: "-298.00",
    });
  });

  it("lists the account owner's invoices and credit notes newest first and prints one with its QR payload", async () => {
    const org = await newOrganization();
    const paid = await paidDaysAgo(org.orgId, 2);
    const invoice = await invoiceOf(app, org.orgId, paid, TODAY);
    const note = await withOrg(app, org.orgId, (trx) => issueSubscriptionCreditNote(trx, { invoiceId: invoice.id, issueDate: TODAY }));
    const api = callerFor(services, org, "ar");
    expect(await api.subscriptionInvoices.list()).toEqual([
      {
        id: note.id,
        number: note.number,
        kind: "credit_note",
        issueDate: TODAY,
        net: "-259.13",
        vatAmount: "-38.87",
        total: "-298.00",
        packageName: "الذهبية",
      },
      {
        id: invoice.id,
        number: invoice.number,
        kind: "invoice",
        issueDate: TODAY,
        net: "259.13",
        vatAmount: "38.87",
        total: "298.00",
        packageName: "الذهبية",
      },
    ]);
    const printed = await api.subscriptionInvoices.get({ id: note.id });
    expect(printed).toMatchObject({
      kind: "credit_note",
      creditedNumber: invoice.number,
      seller: { name: services.platformSeller.nameAr, vatNo: services.platformSeller.vatNo },
      buyer: { name: `Organization ${phones}`, vatNo: "311111111100003" },
      billing: "monthly",
    });
    expect(tlvOf(printed.qr)).toEqual([
      services.platformSeller.nameAr,
      services.platformSeller.vatNo,
      printed.issuedAt.toISOString(),
      "298.00",
      "38.87",
    ]);
  });

  it("keeps invoices from sub-users and from other organizations", async () => {
    const [org, other] = [await newOrganization(), await newOrganization()];
    const invoice = await invoiceOf(app, org.orgId, await paidDaysAgo(org.orgId, 1), TODAY);
    const subUser: Caller = { ...org, type: "subClient" };
    expect(await refusalOf(callerFor(services, subUser).subscriptionInvoices.list())).toMatchObject({
      status: 403,
      body: { code: "subscription.roleMayNotSubscribe", message: "The user role is not allowed to subscribe" },
    });
    expect(await refusalOf(callerFor(services, other).subscriptionInvoices.get({ id: invoice.id }))).toMatchObject({
      status: 404,
      body: { code: "notFound" },
    });
    expect(await callerFor(services, other).subscriptionInvoices.list()).toEqual([]);
  });
});

describe("refund requests", () => {
  const ask = (caller: Caller, id: string, reason = "لم تناسبنا الباقة") =>
    callerFor(services, caller).subscriptionInvoices.requestRefund({ id, reason });

  it("takes a request within 21 days of the payment and refuses one after, in the caller's language", async () => {
    const org = await newOrganization();
    const recent = await paidDaysAgo(org.orgId, 21);
    expect(await ask(org, recent.subscriptionId)).toMatchObject({ status: "pending" });
    const old = await paidDaysAgo(org.orgId, 23);
    expect(await refusalOf(ask(org, old.subscriptionId), "ar")).toMatchObject({
      status: 409,
      body: { code: "refund.windowClosed", message: "يمكن طلب الاسترداد خلال 21 يومًا من الدفع فقط" },
    });
  });

  it("keeps one request open per subscription, even asked twice at once; a rejected one may be asked again", async () => {
    const org = await newOrganization();
    const paid = await paidDaysAgo(org.orgId, 3);
    const answers = await Promise.all([refusalOf(ask(org, paid.subscriptionId)), refusalOf(ask(org, paid.subscriptionId))]);
    expect(answers.filter((answer) => answer === null)).toHaveLength(1);
    expect(answers.find((answer) => answer !== null)).toMatchObject({ status: 409, body: { code: "refund.alreadyRequested" } });

    const staff = callerFor(services, await staffCaller(services, "customerService", "0597000001"));
    const [pending] = (await staff.refundRequests.pending()).filter((request) => request.subscriptionId === paid.subscriptionId);
    expect(pending).toMatchObject({
      organizationId: org.orgId,
      reason: "لم تناسبنا الباقة",
      amount: "298.00",
      billing: "monthly",
      daysSincePayment: 3,
    });
    await staff.refundRequests.reject({ id: pending!.id });
    expect(await refusalOf(staff.refundRequests.reject({ id: pending!.id }))).toMatchObject({ body: { code: "refund.alreadyDecided" } });
    expect(await ask(org, paid.subscriptionId, "again")).toMatchObject({ status: "pending" });
  });

  it("shows staff the latest decisions newest first, with what was paid, the billing and who decided", async () => {
    const org = await newOrganization();
    const [first, second] = [await paidDaysAgo(org.orgId, 2), await paidDaysAgo(org.orgId, 4)];
    const staffUser = await staffCaller(services, "system", "0597000002");
    const staff = callerFor(services, staffUser);
    for (const paid of [first, second]) {
      const asked = await ask(org, paid.subscriptionId);
      await staff.refundRequests.reject({ id: asked.id });
    }
    const firstRequest = await owner
      .updateTable("subscription_refund_requests")
      .set({ decided_at: new Date(NOW.getTime() - DAY) })
      .where("subscription_id", "=", first.subscriptionId)
      .returning("id")
      .executeTakeFirstOrThrow();

    const decided = (await staff.refundRequests.decided()).filter((request) => request.organizationId === org.orgId);
    expect(decided.map((request) => request.subscriptionId)).toEqual([second.subscriptionId, first.subscriptionId]);
    expect(decided[0]).toMatchObject({
      status: "rejected",
      decidedAt: NOW,
      decidedBy: "Staff 0597000002",
      organizationName: expect.stringMatching(/^Organization \d+$/),
      billing: "monthly",
      amount: "298.00",
      paidAt: new Date(NOW.getTime() - 4 * DAY),
      daysSincePayment: 4,
    });
    expect(decided[1]?.id).toBe(firstRequest.id);
    expect((await staff.refundRequests.pending()).filter((request) => request.organizationId === org.orgId)).toEqual([]);
  });

  it("refuses a subscription with nothing paid, another organization's, a sub-user's request and a member deciding", async () => {
    const [org, other] = [await newOrganization(), await newOrganization()];
    const trial = await owner.selectFrom("subscriptions").select("id").where("org_id", "=", org.orgId).executeTakeFirstOrThrow();
    expect(await refusalOf(ask(org, trial.id))).toMatchObject({ status: 409, body: { code: "refund.nothingPaid" } });
    const paid = await paidDaysAgo(org.orgId, 1);
    const before = await owner.selectFrom("subscription_refund_requests").select("id").execute();
    expect(await refusalOf(ask(other, paid.subscriptionId))).toMatchObject({ status: 404, body: { code: "notFound" } });
    expect(await refusalOf(ask({ ...org, type: "operational_subClient" }, paid.subscriptionId))).toMatchObject({
      status: 403,
      body: { code: "subscription.roleMayNotSubscribe" },
    });
    expect(await refusalOf(callerFor(services, org).refundRequests.pending())).toMatchObject({ status: 403 });
    expect(await owner.selectFrom("subscription_refund_requests").select("id").execute()).toEqual(before);
  });
});

/** The values of a ZATCA phase-1 TLV payload, tags 1 to 5 in order. */
function tlvOf(base64: string): string[] {
  const bytes = Buffer.from(base64, "base64");
  const values: string[] = [];
  for (let at = 0; at < bytes.length; at += 2 + bytes[at + 1]!) {
    expect(bytes[at]).toBe(values.length + 1);
    values.push(bytes.subarray(at + 2, at + 2 + bytes[at + 1]!).toString("utf8"));
  }
  return values;
}
