import { testDatabase } from "@amlak/db/testing";
import { describe, expect, it } from "vitest";
import { scheduleFor } from "../contract/contract-schedule.ts";
import { contractTerms } from "../testing/fixtures.ts";
import { newOrganization, trialBalances, type TestOrganization } from "../testing/ledger-db.ts";
import { issueInvoice } from "./issue-invoice.ts";
import { issueReceipt } from "./issue-receipt.ts";
import { markPaymentPaid } from "./mark-payment-paid.ts";
import { recordPayment } from "./record-payment.ts";
import { signContract } from "./sign-contract.ts";

// Only a VAT-registered organization charges VAT and issues tax invoices; the others issue cash receipts.

const { app, owner } = testDatabase();

/** A commercial (taxable) lease: rent 3,000 every three months, commission 300 with each, brokerage 500 and service 600 on signing. */
const terms = contractTerms({ contract_start: "2026-01-01", contract_end: "2026-06-30", annual_service: "1200", water_costs: "0" });
const paid = { paidDate: "2026-01-03", method: "cash" as const, receivedBy: "مدير العقار", deliveredBy: null, notes: "" };
const buyer = { name: "فهد الدوسري" };

async function signAndPay(org: TestOrganization) {
  const { paymentIds } = await signContract(app, org.ctx(), {
    lessorId: org.lessorId,
    tenantId: org.tenantId,
    realEstateId: await org.newUnit(),
    terms,
    autoPayCommission: true,
  });
  const rows = scheduleFor(terms).rows;
  const idOf = (type: string, date = "2026-01-01") =>
    paymentIds[rows.findIndex((row) => row.payment_type === type && row.due_date === date)]!;
  const ids = { rent: idOf("rent"), commission: idOf("commission"), additional: idOf("additional_commission"), service: idOf("service") };
  const result = await markPaymentPaid(app, org.ctx(), {
    paymentId: ids.rent,
    ...paid,
    autoInvoice: { seller: org.seller, buyer: { name: buyer.name } },
  });
  await markPaymentPaid(app, org.ctx(), { paymentId: ids.additional, ...paid });
  return { paymentIds, idOf, ...ids, result };
}

const payments = (ids: string[]) =>
  owner.selectFrom("payments").select(["id", "payment_type", "price", "vat"]).where("id", "in", ids).orderBy("id").execute();
const vatLines = (orgId: string) =>
  owner.selectFrom("journal_lines").select(["debit", "credit"]).where("org_id", "=", orgId).where("account", "=", "vat_output").execute();
const balanceOf = async (orgId: string) => (await trialBalances(owner))[orgId];

describe("an organization that is not VAT-registered", () => {
  it("schedules and records every payment without VAT, posts no VAT, issues receipts and no tax invoice", async () => {
    const org = await newOrganization(owner, { vatRegistered: false });
    const { paymentIds, rent, commission, additional, result } = await signAndPay(org);
    const { paymentIds: recorded } = await recordPayment(app, org.ctx(), {
      direction: "income",
      category: "services",
      dueDate: "2026-02-01",
      price: "1150.00",
      vatIncluded: true,
      comment: "",
    });

    expect((await payments([...paymentIds, ...recorded])).filter((payment) => payment.vat !== "0.00")).toEqual([]);
    expect((await payments(recorded))[0]?.price).toBe("1150.00");
    expect(await vatLines(org.orgId)).toEqual([]);
    expect(await balanceOf(org.orgId)).toBe("0.00");

    // Marking paid with the automatic invoice on pays the rent and its commission, and issues no invoice.
    expect(result).toEqual({ paymentId: rent, commissionPaymentId: commission, invoice: null });
    await expect(issueInvoice(app, org.ctx(), { paymentIds: [additional], seller: org.seller, buyer })).rejects.toMatchObject({
      code: "invoice.sellerNotVatRegistered",
    });
    expect(await owner.selectFrom("invoices").select("id").where("org_id", "=", org.orgId).execute()).toEqual([]);
    expect(await owner.selectFrom("document_sequences").select("kind").where("org_id", "=", org.orgId).execute()).toEqual([]);

    const { receiptId, number } = await issueReceipt(app, org.ctx(), { paymentId: rent, payer: buyer.name });
    expect(number).toBe(1);
    expect(await owner.selectFrom("receipts").select("amount").where("id", "=", receiptId).executeTakeFirstOrThrow()).toEqual({
      amount: "3000.00",
    });
  });

  it("keeps the VAT of payments scheduled while it was registered, and marks them paid without a tax invoice", async () => {
    const org = await newOrganization(owner);
    const before = await signAndPay(org);
    await owner.updateTable("organizations").set({ vat_registered: false }).where("id", "=", org.orgId).execute();
    const after = await signAndPay(org);

    expect(before.result.invoice).not.toBeNull();
    expect((await payments([before.rent, after.rent])).map((payment) => payment.vat).sort()).toEqual(["0.00", "450.00"]);
    expect(after.result.invoice).toBeNull();
    const { invoice } = await markPaymentPaid(app, org.ctx(), {
      paymentId: before.idOf("rent", "2026-04-01"),
      ...paid,
      autoInvoice: { seller: org.seller, buyer: { name: buyer.name } },
    });
    expect(invoice).toBeNull();
    expect((await payments([before.idOf("rent", "2026-04-01")]))[0]?.vat).toBe("450.00");
    await expect(issueInvoice(app, org.ctx(), { paymentIds: [before.service], seller: org.seller, buyer })).rejects.toMatchObject({
      code: "invoice.sellerNotVatRegistered",
    });
    expect(await balanceOf(org.orgId)).toBe("0.00");
  });
});

describe("a VAT-registered organization", () => {
  it("charges VAT on the taxable lease, posts it to VAT output and issues tax invoices", async () => {
    const org = await newOrganization(owner);
    const { paymentIds, rent, commission, additional, service, result } = await signAndPay(org);

    const first = Object.fromEntries(
      (await payments([rent, commission, additional, service])).map((payment) => [payment.payment_type, `${payment.price} ${payment.vat}`]),
    );
    expect(first).toEqual({
      rent: "3000.00 450.00",
      commission: "300.00 45.00",
      additional_commission: "500.00 75.00",
      service: "600.00 90.00",
    });
    expect((await payments(paymentIds)).every((payment) => payment.vat !== "0.00")).toBe(true);
    expect((await vatLines(org.orgId)).length).toBeGreaterThan(0);
    expect(await balanceOf(org.orgId)).toBe("0.00");

    expect(result.invoice).toEqual({ invoiceId: expect.any(String), number: 1 });
    const { invoiceId } = await issueInvoice(app, org.ctx(), { paymentIds: [additional], seller: org.seller, buyer });
    expect(
      await owner.selectFrom("invoices").select(["number", "vat_total", "total"]).where("id", "=", invoiceId).executeTakeFirstOrThrow(),
    ).toEqual({ number: 2, vat_total: "75.00", total: "575.00" });
    const { receiptId } = await issueReceipt(app, org.ctx(), { paymentId: rent, payer: buyer.name });
    expect(await owner.selectFrom("receipts").select("amount").where("id", "=", receiptId).executeTakeFirstOrThrow()).toEqual({
      amount: "3450.00",
    });
  });
});
