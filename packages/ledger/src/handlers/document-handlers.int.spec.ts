import { testDatabase } from "@amlak/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { zatcaQrPayload } from "../invoice/zatca-qr.ts";
import { newOrganization, type TestOrganization } from "../testing/ledger-db.ts";
import { issueInvoice } from "./issue-invoice.ts";
import { issueReceipt } from "./issue-receipt.ts";
import { markPaymentPaid } from "./mark-payment-paid.ts";
import { cancelPayment } from "./payment-actions.ts";
import { recordPayment } from "./record-payment.ts";

const { app, owner } = testDatabase();
let org: TestOrganization;
beforeAll(async () => {
  org = await newOrganization(owner);
});

const income = async (count = 1, price = "1000.00") =>
  (
    await recordPayment(app, org.ctx(), {
      direction: "income",
      category: "services",
      dueDate: "2026-06-01",
      price,
      vatIncluded: false,
      comment: "",
      repeat: { everyMonths: 1, count },
    })
  ).paymentIds;
const buyer = { name: "شركة رواد التقنية", vatNo: "311111111111113" };

describe("issueInvoice", () => {
  it("numbers the invoice from the organization's sequence and links its payments", async () => {
    const paymentIds = await income(2);
    const { invoiceId, number } = await issueInvoice(app, org.ctx(), { paymentIds, seller: org.seller, buyer });

    const invoice = await owner.selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      org_id: org.orgId,
      number,
      kind: "tax",
      payment_ids: paymentIds,
      total_without_vat: "2000.00",
      vat_total: "0.00",
      total: "2000.00",
    });
    expect(invoice.buyer).toEqual({ name: buyer.name, vatNo: buyer.vatNo });
    expect(invoice.issued_at).toEqual(new Date("2026-06-15T06:00:00Z"));
    expect(invoice.qr).toBe(
      zatcaQrPayload({
        sellerName: org.seller.name,
        vatNo: org.seller.vatNo,
        timestamp: "2026-06-15T06:00:00Z",
        total: "2000.00",
        vatTotal: "0.00",
      }),
    );
    const linked = await owner.selectFrom("payments").select("invoice_id").where("id", "in", paymentIds).execute();
    expect(linked).toEqual([{ invoice_id: invoiceId }, { invoice_id: invoiceId }]);

    await expect(issueInvoice(app, org.ctx(), { paymentIds: [paymentIds[0]!], seller: org.seller, buyer })).rejects.toMatchObject({
      code: "invoice.alreadyIssued",
      params: { number },
    });
  });

  it("refuses a cancelled payment and gives its number back", async () => {
    const [cancelled] = await income();
    await cancelPayment(app, org.ctx(), { paymentId: cancelled! });
    await expect(issueInvoice(app, org.ctx(), { paymentIds: [cancelled!], seller: org.seller, buyer })).rejects.toMatchObject({
      code: "invoice.paymentNotInvoiceable",
    });
    const [next] = await income();
    const before = await owner
      .selectFrom("invoices")
      .select((eb) => eb.fn.max("number").as("max"))
      .where("org_id", "=", org.orgId)
      .executeTakeFirstOrThrow();
    const { number } = await issueInvoice(app, org.ctx(), { paymentIds: [next!], seller: org.seller, buyer });
    expect(number).toBe(Number(before.max) + 1);
  });

  it("gives 20 concurrent invoices the next 20 numbers, without a gap or a duplicate", async () => {
    const other = await newOrganization(owner);
    const { paymentIds } = await recordPayment(app, other.ctx(), {
      direction: "income",
      category: "services",
      dueDate: "2026-06-01",
      price: "10.00",
      vatIncluded: true,
      comment: "",
      repeat: { everyMonths: 1, count: 20 },
    });
    const issued = await Promise.all(
      paymentIds.map((paymentId) => issueInvoice(app, other.ctx(), { paymentIds: [paymentId], seller: other.seller, buyer })),
    );
    expect(issued.map((invoice) => invoice.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, k) => k + 1));
    const sequence = await owner.selectFrom("document_sequences").selectAll().where("org_id", "=", other.orgId).execute();
    expect(sequence).toEqual([{ org_id: other.orgId, kind: "invoice", last_value: 20 }]);
  });
});

describe("issueReceipt", () => {
  it("acknowledges a paid income payment with its own sequence, once", async () => {
    const [paymentId] = await income(1, "200.00");
    await expect(issueReceipt(app, org.ctx(), { paymentId: paymentId!, payer: "فهد الدوسري" })).rejects.toMatchObject({
      code: "receipt.paymentNotPaid",
    });
    await markPaymentPaid(app, org.ctx(), {
      paymentId: paymentId!,
      paidDate: "2026-06-02",
      method: "cash",
      receivedBy: "مدير العقار",
      deliveredBy: "فهد",
      notes: "",
    });

    const { receiptId, number } = await issueReceipt(app, org.ctx(), { paymentId: paymentId!, payer: "فهد الدوسري" });
    expect(number).toBe(1);
    expect(await owner.selectFrom("receipts").selectAll().where("id", "=", receiptId).executeTakeFirstOrThrow()).toMatchObject({
      payment_id: paymentId,
      amount: "200.00",
      payer: "فهد الدوسري",
      method: "cash",
      paid_date: "2026-06-02",
    });
    expect(
      (await owner.selectFrom("payments").select("receipt_id").where("id", "=", paymentId!).executeTakeFirstOrThrow()).receipt_id,
    ).toBe(receiptId);
    await expect(issueReceipt(app, org.ctx(), { paymentId: paymentId!, payer: "فهد الدوسري" })).rejects.toMatchObject({
      code: "receipt.alreadyIssued",
      params: { number: 1 },
    });
  });

  it("refuses an expense", async () => {
    const { paymentIds } = await recordPayment(app, org.ctx(), {
      direction: "expense",
      category: "maintenance",
      dueDate: "2026-06-01",
      price: "50.00",
      vatIncluded: false,
      comment: "",
    });
    await markPaymentPaid(app, org.ctx(), {
      paymentId: paymentIds[0]!,
      paidDate: "2026-06-02",
      method: "cash",
      receivedBy: null,
      deliveredBy: null,
      notes: "",
    });
    await expect(issueReceipt(app, org.ctx(), { paymentId: paymentIds[0]!, payer: "مؤسسة الصيانة" })).rejects.toMatchObject({
      code: "receipt.notIncome",
    });
  });
});
