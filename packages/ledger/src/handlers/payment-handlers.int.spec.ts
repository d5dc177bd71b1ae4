import { testDatabase } from "@amlak/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { scheduleFor } from "../contract/contract-schedule.ts";
import { contractTerms } from "../testing/fixtures.ts";
import { newOrganization, trialBalances, type TestOrganization } from "../testing/ledger-db.ts";
import { markPaymentPaid } from "./mark-payment-paid.ts";
import { cancelPayment, deletePayment, markPaymentContacted, splitPayment, undoPayment } from "./payment-actions.ts";
import { recordPayment } from "./record-payment.ts";
import { signContract } from "./sign-contract.ts";

const { app, owner } = testDatabase();
let org: TestOrganization;
beforeAll(async () => {
  org = await newOrganization(owner);
});

/** Rent 3,000 every three months on a commercial lease (VAT 15%), commission 300 with each rent. */
const terms = contractTerms({ contract_start: "2026-01-01", contract_end: "2026-06-30", additional_commission: "0", water_costs: "0" });
const paid = { paidDate: "2026-01-03", method: "bankTransfer" as const, receivedBy: "مدير العقار", deliveredBy: null, notes: "حوالة" };

async function newContract(autoPayCommission = false) {
  const { contractId, paymentIds } = await signContract(app, org.ctx(), {
    lessorId: org.lessorId,
    tenantId: org.tenantId,
    realEstateId: await org.newUnit(),
    terms,
    autoPayCommission,
  });
  const rows = scheduleFor(terms).rows;
  const idOf = (type: string, date: string) => paymentIds[rows.findIndex((row) => row.payment_type === type && row.due_date === date)]!;
  return { contractId, rent: idOf("rent", "2026-01-01"), commission: idOf("commission", "2026-01-01") };
}

const row = (id: string) => owner.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const postings = (id: string, eventType: string) =>
  owner
    .selectFrom("journal_lines")
    .select(["account", "debit", "credit"])
    .where("stream_id", "=", `payment:${id}`)
    .where("event_type", "=", eventType)
    .orderBy("position")
    .orderBy("id")
    .execute();

describe("payment commands", () => {
  it("marks a payment paid: the row carries the paid details and the cash is posted against the tenant", async () => {
    const { rent, commission } = await newContract();
    const result = await markPaymentPaid(app, org.ctx(), { paymentId: rent, ...paid });

    expect(result).toEqual({ paymentId: rent, commissionPaymentId: null, invoice: null });
    expect(await row(rent)).toMatchObject({
      status: "paid",
      paid_date: "2026-01-03",
      method: "bankTransfer",
      received_by: "مدير العقار",
      delivered_by: null,
      paid_notes: "حوالة",
      version: 2,
      price: "3000.00",
      vat: "450.00",
    });
    expect(await postings(rent, "PaymentMarkedPaid")).toEqual([
      { account: "cash_bank", debit: "3450.00", credit: "0.00" },
      { account: "tenant_receivable", debit: "0.00", credit: "3450.00" },
    ]);
    expect((await row(commission)).status).toBe("pending");
  });

  it("pays the commission due with the rent when the contract auto-pays commission", async () => {
    const { rent, commission } = await newContract(true);
    const result = await markPaymentPaid(app, org.ctx(), { paymentId: rent, ...paid });

    expect(result.commissionPaymentId).toBe(commission);
    expect(await row(commission)).toMatchObject({ status: "paid", paid_date: "2026-01-03", method: "bankTransfer", version: 2 });
    const event = await owner
      .selectFrom("ledger_events")
      .select(["meta"])
      .where("stream_id", "=", `payment:${commission}`)
      .where("type", "=", "PaymentMarkedPaid")
      .executeTakeFirstOrThrow();
    expect(event.meta).toMatchObject({ causation: `payment:${rent}`, actor: org.ctx().actor });
    // The lessor's commission is taken out of rent already held: paying it moves no cash.
    expect(await postings(commission, "PaymentMarkedPaid")).toEqual([]);
  });

  it("undoes a payment: pending again, the paid details cleared and the cash entry reversed", async () => {
    const { rent } = await newContract();
    await markPaymentPaid(app, org.ctx(), { paymentId: rent, ...paid });
    await undoPayment(app, org.ctx(), { paymentId: rent });

    expect(await row(rent)).toMatchObject({
      status: "pending",
      paid_date: null,
      method: null,
      received_by: null,
      paid_notes: null,
      version: 3,
    });
    expect(await postings(rent, "PaymentUndone")).toEqual([
      { account: "cash_bank", debit: "0.00", credit: "3450.00" },
      { account: "tenant_receivable", debit: "3450.00", credit: "0.00" },
    ]);
    await expect(undoPayment(app, org.ctx(), { paymentId: rent })).rejects.toMatchObject({ code: "payment.notPaid" });
  });

  it("cancels and then deletes a payment, reversing its due entry once", async () => {
    const { rent } = await newContract();
    await cancelPayment(app, org.ctx(), { paymentId: rent });
    expect(await row(rent)).toMatchObject({ status: "canceled", version: 2 });
    expect(await postings(rent, "PaymentCancelled")).toEqual([
      { account: "tenant_receivable", debit: "0.00", credit: "3450.00" },
      { account: "lessor_payable", debit: "3000.00", credit: "0.00" },
      { account: "vat_output", debit: "450.00", credit: "0.00" },
    ]);

    await deletePayment(app, org.ctx(), { paymentId: rent });
    expect(await row(rent)).toMatchObject({ status: "deleted", version: 3 });
    expect(await postings(rent, "PaymentDeleted")).toEqual([]);
  });

  it("refuses to delete a paid payment", async () => {
    const { rent } = await newContract();
    await markPaymentPaid(app, org.ctx(), { paymentId: rent, ...paid });
    await expect(deletePayment(app, org.ctx(), { paymentId: rent })).rejects.toMatchObject({ code: "payment.deleteOnlyUnpaid" });
    expect((await row(rent)).status).toBe("paid");
  });

  it("splits a payment into parts that are payments of their own, each posting its own due entry", async () => {
    const { rent } = await newContract();
    const { partIds } = await splitPayment(app, org.ctx(), {
      paymentId: rent,
      parts: [
        { dueDate: "2026-01-01", price: "1000.00" },
        { dueDate: "2026-01-15", price: "2000.00" },
      ],
    });

    expect(await row(rent)).toMatchObject({ status: "split", version: 2 });
    expect(await Promise.all(partIds.map(row))).toMatchObject([
      { status: "pending", split_from: rent, due_date: "2026-01-01", price: "1000.00", vat: "150.00", payment_type: "rent", version: 1 },
      { status: "pending", split_from: rent, due_date: "2026-01-15", price: "2000.00", vat: "300.00", payment_type: "rent", version: 1 },
    ]);
    expect(await postings(rent, "PaymentSplit")).toEqual([
      { account: "tenant_receivable", debit: "0.00", credit: "3450.00" },
      { account: "lessor_payable", debit: "3000.00", credit: "0.00" },
      { account: "vat_output", debit: "450.00", credit: "0.00" },
    ]);
    expect(await postings(partIds[1]!, "PaymentSplitFrom")).toEqual([
      { account: "tenant_receivable", debit: "2300.00", credit: "0.00" },
      { account: "lessor_payable", debit: "0.00", credit: "2000.00" },
      { account: "vat_output", debit: "0.00", credit: "300.00" },
    ]);
    await expect(
      splitPayment(app, org.ctx(), {
        paymentId: partIds[0]!,
        parts: [
          { dueDate: "2026-01-01", price: "1.00" },
          { dueDate: "2026-01-02", price: "1.00" },
        ],
      }),
    ).rejects.toMatchObject({ code: "payment.splitMustSumToPrice" });
  });

  it("notes that the tenant was contacted", async () => {
    const { rent } = await newContract();
    await markPaymentContacted(app, org.ctx(), { paymentId: rent, contacted: true, notes: "وعد بالسداد الأحد" });
    expect(await row(rent)).toMatchObject({ contacted: true, contact_notes: "وعد بالسداد الأحد", status: "pending", version: 2 });
  });

  it("records a recurring expense, one payment a month, posted to expenses when paid", async () => {
    const { paymentIds } = await recordPayment(app, org.ctx(), {
      direction: "expense",
      category: "maintenance",
      dueDate: "2026-01-31",
      price: "115.00",
      vatIncluded: true,
      comment: "صيانة المصعد",
      realEstateId: org.realEstateId,
      repeat: { everyMonths: 1, count: 3 },
    });
    const rows = await Promise.all(paymentIds.map(row));
    expect(rows).toMatchObject(
      ["2026-01-31", "2026-02-28", "2026-03-31"].map((due_date) => ({
        due_date,
        direction: "expense",
        party: "vendor",
        category: "maintenance",
        price: "100.00",
        vat: "15.00",
        comment: "صيانة المصعد",
        contract_id: null,
        real_estate_id: org.realEstateId,
      })),
    );
    await markPaymentPaid(app, org.ctx(), { paymentId: paymentIds[0]!, ...paid });
    expect(await postings(paymentIds[0]!, "PaymentMarkedPaid")).toEqual([
      { account: "expenses", debit: "115.00", credit: "0.00" },
      { account: "cash_bank", debit: "0.00", credit: "115.00" },
    ]);
  });

  it("issues the tenant's tax invoice with the payment when the organization asks for it", async () => {
    const { rent, commission } = await newContract(true);
    const result = await markPaymentPaid(app, org.ctx(), {
      paymentId: rent,
      ...paid,
      autoInvoice: { seller: org.seller, buyer: { name: "فهد الدوسري" } },
    });

    expect(result.commissionPaymentId).toBe(commission);
    expect(result.invoice).toEqual({ invoiceId: expect.any(String), number: expect.any(Number) });
    const invoice = await owner.selectFrom("invoices").selectAll().where("id", "=", result.invoice!.invoiceId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      payment_ids: [rent],
      total_without_vat: "3000.00",
      vat_total: "450.00",
      total: "3450.00",
      kind: "simplified",
    });
    expect((await row(rent)).invoice_id).toBe(invoice.id);
    expect((await row(commission)).invoice_id).toBeNull();

    await undoPayment(app, org.ctx(), { paymentId: rent });
    const again = await markPaymentPaid(app, org.ctx(), {
      paymentId: rent,
      ...paid,
      autoInvoice: { seller: org.seller, buyer: { name: "فهد الدوسري" } },
    });
    expect(again.invoice).toBeNull();
  });

  it("leaves every organization's trial balance at zero", async () => {
    expect(Object.values(await trialBalances(owner))).toEqual(["0.00"]);
  });
});
