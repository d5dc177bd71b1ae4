import { listTaxInvoices, withOrg } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { add, money, toFixed2 } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { rebuildReadModels } from "../rebuild.ts";
import { newTenantLease } from "../testing/tenant-lease.ts";
import { agreeFivePercent, newOrganization, readModels, trialBalances, type TestOrganization } from "../testing/ledger-db.ts";
import { issueCreditNote } from "./issue-credit-note.ts";
import { markPaymentPaid } from "./mark-payment-paid.ts";
import { payRemittance, proposeRemittance, reverseRemittance } from "./remittances.ts";

const { app, owner } = testDatabase();

const january = { from: "2026-01-01", to: "2026-01-31" };

/** An organization whose lessor has a 5% agreement and a quarterly lease whose January rent (3,000 + VAT) was paid on 3 January. */
async function ownerWithJanuaryRent(options: { vatRegistered?: boolean } = {}) {
  const org = await newOrganization(owner, options);
  await agreeFivePercent(owner, org);
  const { rents } = await newTenantLease(app, org);
  await markPaymentPaid(app, org.ctx(), {
    paymentId: rents[0]!,
    paidDate: "2026-01-03",
    method: "bankTransfer",
    receivedBy: null,
    deliveredBy: null,
    notes: "",
  });
  return org;
}

const propose = (org: TestOrganization) =>
  withOrg(app, org.orgId, (trx) => proposeRemittance(trx, org.orgId, { lessorId: org.lessorId, ...january }));

const remit = (org: TestOrganization, amount: string) =>
  payRemittance(app, org.ctx(), {
    lessorId: org.lessorId,
    ...january,
    paidDate: "2026-02-02",
    amount,
    method: "bankTransfer",
    reference: "SA-TRX-0042",
    seller: org.seller,
  });

const balanced = async () => expect(Object.values(await trialBalances(owner)).every((balance) => balance === "0.00")).toBe(true);

const accountTotal = async (orgId: string, account: string) => {
  const row = await owner
    .selectFrom("journal_lines")
    .select((eb) => eb.fn.sum<string>(eb("credit", "-", eb.ref("debit"))).as("total"))
    .where("org_id", "=", orgId)
    .where("account", "=", account)
    .executeTakeFirstOrThrow();
  return row.total;
};

describe("owner remittances", () => {
  it("pays the owner the month's rent less the 5% fee and its VAT, issuing the fee's tax invoice to the owner", async () => {
    const org = await ownerWithJanuaryRent();
    const proposal = await propose(org);
    expect([proposal.collected, proposal.fee, proposal.feeVat, proposal.due].map(toFixed2)).toEqual([
      "3000.00",
      "150.00",
      "22.50",
      "2827.50",
    ]);

    const paid = await remit(org, "2827.50");
    expect(paid).toMatchObject({ fee: "150.00", feeVat: "22.50", invoiceNumber: 1 });
    const remittance = await owner.selectFrom("remittances").selectAll().where("id", "=", paid.remittanceId).executeTakeFirstOrThrow();
    expect(remittance).toMatchObject({
      lessor_id: org.lessorId,
      period_from: "2026-01-01",
      period_to: "2026-01-31",
      paid_date: "2026-02-02",
      amount: "2827.50",
      fee: "150.00",
      fee_vat: "22.50",
      reference: "SA-TRX-0042",
      status: "paid",
      invoice_id: paid.invoiceId,
    });
    const invoice = await owner.selectFrom("invoices").selectAll().where("id", "=", paid.invoiceId!).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      remittance_id: paid.remittanceId,
      payment_ids: [],
      total: "172.50",
      vat_total: "22.50",
      kind: "simplified",
    });
    expect(invoice.buyer.name).toBe("عبدالله القحطاني");
    expect(invoice.lines.map((line) => line.description)).toEqual(["management_fee 2026-01-01 2026-01-31"]);

    expect(await accountTotal(org.orgId, "management_fee_revenue")).toBe("150.00");
    await balanced();
    expect(toFixed2((await propose(org)).due)).toBe("0.00");
  });

  it("issues the fee's invoice to a VAT-registered owner as a standard invoice naming their VAT number and national address", async () => {
    const org = await ownerWithJanuaryRent();
    const address = { building_number: "7421", street: "طريق الملك عبدالعزيز", district: "الملقا", city: "الرياض", postal_code: "13524" };
    await owner
      .updateTable("contacts")
      .set({ vat_no: "311111111111113", buyer_address: JSON.stringify(address) })
      .where("id", "=", org.lessorId)
      .execute();
    const paid = await remit(org, "2827.50");
    const invoice = await owner.selectFrom("invoices").selectAll().where("id", "=", paid.invoiceId!).executeTakeFirstOrThrow();
    expect(invoice.kind).toBe("tax");
    expect(invoice.buyer).toEqual({
      name: "عبدالله القحطاني",
      vatNo: "311111111111113",
      address: { buildingNumber: "7421", street: "طريق الملك عبدالعزيز", district: "الملقا", city: "الرياض", postalCode: "13524" },
    });
  });

  it("takes back part of a management fee by a credit note: the fee's revenue and VAT are lowered, owed to the owner again", async () => {
    const org = await ownerWithJanuaryRent();
    const paid = await remit(org, "2827.50");
    const vatBefore = await accountTotal(org.orgId, "vat_output");
    await issueCreditNote(app, org.ctx(), { invoiceId: paid.invoiceId!, noteType: "credit", reason: "refund", details: "", amount: "50" });
    expect(await accountTotal(org.orgId, "management_fee_revenue")).toBe("100.00");
    expect(toFixed2(money(vatBefore).minus(await accountTotal(org.orgId, "vat_output")))).toBe("7.50");
    await balanced();
  });

  it("refuses a month remitted already and an amount over what is due", async () => {
    const org = await ownerWithJanuaryRent();
    await expect(remit(org, "2827.51")).rejects.toMatchObject({ code: "remittance.overDue" });
    await remit(org, "2000.00");
    // The rest may still be paid, with no second fee.
    await expect(remit(org, "827.51")).rejects.toMatchObject({ code: "remittance.overDue" });
    expect(await remit(org, "827.50")).toMatchObject({ fee: "0.00", feeVat: "0.00", invoiceId: null });
    await expect(remit(org, "0.01")).rejects.toMatchObject({ code: "remittance.overDue" });
    await balanced();
  });

  it("takes two remittances of one owner paid at once one after the other: together they never pay more than is due", async () => {
    const org = await ownerWithJanuaryRent();
    const results = await Promise.allSettled([remit(org, "2000.00"), remit(org, "2000.00")]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.reason).toMatchObject({ code: "remittance.overDue" });
    const rows = await owner.selectFrom("remittances").select("amount").where("org_id", "=", org.orgId).execute();
    expect(rows).toEqual([{ amount: "2000.00" }]);
    await balanced();
  });

  it("refuses another organization's lessor and changes nothing", async () => {
    const org = await ownerWithJanuaryRent();
    const other = await newOrganization(owner);
    const before = await readModels(owner, other.orgId);
    await expect(
      payRemittance(app, other.ctx(), {
        lessorId: org.lessorId,
        ...january,
        paidDate: "2026-02-02",
        amount: "100.00",
        method: "bankTransfer",
        reference: "",
        seller: other.seller,
      }),
    ).rejects.toMatchObject({ code: "remittance.lessorNotFound" });
    expect(await readModels(owner, other.orgId)).toEqual(before);
  });

  it("charges no VAT and issues no invoice for an organization not VAT-registered", async () => {
    const org = await ownerWithJanuaryRent({ vatRegistered: false });
    const paid = await remit(org, "2850.00");
    expect(paid).toMatchObject({ fee: "150.00", feeVat: "0.00", invoiceId: null });
    await balanced();
  });

  it("reverses a remittance: the month is due again, its fee invoice is cancelled by a credit note, and paying again invoices the fee once", async () => {
    const org = await ownerWithJanuaryRent();
    const vatBefore = await accountTotal(org.orgId, "vat_output");
    const paid = await remit(org, "2827.50");
    await reverseRemittance(app, org.ctx(), { remittanceId: paid.remittanceId });
    await expect(reverseRemittance(app, org.ctx(), { remittanceId: paid.remittanceId })).rejects.toMatchObject({
      code: "remittance.alreadyReversed",
    });
    expect(
      (await owner.selectFrom("remittances").select("status").where("id", "=", paid.remittanceId).executeTakeFirstOrThrow()).status,
    ).toBe("reversed");
    const notes = await owner.selectFrom("credit_notes").selectAll().where("org_id", "=", org.orgId).execute();
    expect(notes).toMatchObject([
      { invoice_id: paid.invoiceId, note_type: "credit", reason_code: "cancellation", total_without_vat: "150.00", vat_total: "22.50" },
    ]);
    expect(toFixed2((await propose(org)).due)).toBe("2827.50");
    expect(await accountTotal(org.orgId, "management_fee_revenue")).toBe("0.00");
    await balanced();

    const again = await remit(org, "2827.50");
    expect(again).toMatchObject({ fee: "150.00", feeVat: "22.50", invoiceNumber: 2 });
    expect(await accountTotal(org.orgId, "management_fee_revenue")).toBe("150.00");
    await balanced();
    // The tax report lists both invoices and the credit note: the fee's VAT is due once.
    const taxReport = await withOrg(app, org.orgId, (trx) => listTaxInvoices(trx, org.orgId, {}).execute());
    expect(taxReport.map((row) => [row.document, row.vat_amount])).toEqual(
      expect.arrayContaining([
        ["invoice", "22.50"],
        ["invoice", "22.50"],
        ["credit_note", "-22.50"],
      ]),
    );
    expect(toFixed2(add(money(0), ...taxReport.map((row) => money(row.vat_amount))))).toBe("22.50");
    expect(await accountTotal(org.orgId, "vat_output")).toBe(toFixed2(money(vatBefore ?? 0).plus("22.50")));

    const live = await readModels(owner, org.orgId);
    await rebuildReadModels(owner);
    expect(await readModels(owner, org.orgId)).toEqual(live);
  });

  it("reverses a remittance whose fee invoice was already credited in full without a second note", async () => {
    const org = await ownerWithJanuaryRent();
    const paid = await remit(org, "2827.50");
    await issueCreditNote(app, org.ctx(), { invoiceId: paid.invoiceId!, noteType: "credit", reason: "refund", details: "", amount: "150" });
    await reverseRemittance(app, org.ctx(), { remittanceId: paid.remittanceId });
    expect(await owner.selectFrom("credit_notes").select("id").where("org_id", "=", org.orgId).execute()).toHaveLength(1);
    expect(await accountTotal(org.orgId, "management_fee_revenue")).toBe("0.00");
    await balanced();
  });
});
