import { testDatabase } from "@amlak/db/testing";
import { INITIAL_PIH, sandboxFatoora } from "@amlak/zatca";
import { decodeQr } from "@amlak/zatca/testing";
import { createPublicKey } from "node:crypto";
import { describe, expect, it } from "vitest";
import { issueInvoice } from "../handlers/issue-invoice.ts";
import { streamId } from "../streams.ts";
import { newOrganization, type TestOrganization } from "../testing/ledger-db.ts";
import { expectSignedDocument, invoiceEach, monthlyRentPayments } from "../testing/zatca-documents.ts";
import { submitPendingInvoices } from "./submit-invoices.ts";

const { app, owner } = testDatabase();

/** A year of monthly commercial rent: twelve instalments to invoice. */
const rentPayments = (org: TestOrganization) => monthlyRentPayments(app, org);

const invoicesOf = (orgId: string) => owner.selectFrom("invoices").selectAll().where("org_id", "=", orgId).orderBy("icv").execute();

describe("the ZATCA hash chain", () => {
  it("numbers invoices issued at once 1..n without a gap, each chained to the hash of the one before", async () => {
    const org = await newOrganization(owner, { zatca: true });
    const paymentIds = (await rentPayments(org)).slice(0, 8);
    await Promise.all(
      paymentIds.map((id) => issueInvoice(app, org.ctx(), { paymentIds: [id], seller: org.seller, buyer: { name: "فهد الدوسري" } })),
    );

    const invoices = await invoicesOf(org.orgId);
    expect(invoices.map((invoice) => invoice.icv)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(invoices.map((invoice) => invoice.pih)).toEqual([INITIAL_PIH, ...invoices.slice(0, -1).map((invoice) => invoice.invoice_hash)]);
    const chain = await owner.selectFrom("zatca_credentials").selectAll().where("org_id", "=", org.orgId).executeTakeFirstOrThrow();
    expect([chain.last_icv, chain.last_hash]).toEqual([8, invoices.at(-1)!.invoice_hash]);

    const publicKey = createPublicKey(chain.certificate_pem);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({ zatca_uuid: invoice.id, zatca_kind: "simplified", zatca_status: "pending" });
      const tags = await expectSignedDocument(invoice, publicKey);
      expect(tags.get(2)!.toString()).toBe(org.seller.vatNo);
      expect(invoice.signed_xml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    }
    // Eight documents through the schema, ZATCA's rules and zatca-sdk take a while on a busy machine.
  }, 90_000);

  it("states the VAT worked out per rate on the invoice, its XML and QR alike, and books the halala the lines' VAT differs by", async () => {
    const org = await newOrganization(owner, { zatca: true });
    // Monthly rent of 120.37: each line's VAT is 18.0555, rounded to 18.06 (54.18 for three); the rate's 361.11 makes 54.17.
    const paymentIds = await monthlyRentPayments(app, org, { price: "1444.44", additional_commission: "0", water_costs: "0" });
    await issueInvoice(app, org.ctx(), { paymentIds: paymentIds.slice(0, 3), seller: org.seller, buyer: { name: "فهد الدوسري" } });
    const [invoice] = await invoicesOf(org.orgId);
    const xml = invoice!.signed_xml!;
    expect([invoice!.total_without_vat, invoice!.vat_total, invoice!.total]).toEqual(["361.11", "54.17", "415.28"]);
    expect(xml).toMatch(/<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="SAR">54.17</);
    expect(xml).toMatch(/<cbc:TaxInclusiveAmount currencyID="SAR">415.28</);
    expect([5, 4].map((tag) => decodeQr(invoice!.zatca_qr!).get(tag)!.toString())).toEqual(["54.17", "415.28"]);
    const postings = await owner
      .selectFrom("journal_lines")
      .select(["account", "debit", "credit"])
      .where("stream_id", "=", streamId.invoice(invoice!.id))
      .orderBy("account")
      .execute();
    expect(postings).toEqual([
      { account: "vat_output", debit: "0.01", credit: "0.00" },
      { account: "vat_rounding", debit: "0.00", credit: "0.01" },
    ]);
  });

  it("leaves an organization not onboarded with ZATCA on the phase-1 QR alone", async () => {
    const org = await newOrganization(owner);
    await invoiceEach(app, org, (await rentPayments(org)).slice(0, 1));
    const [invoice] = await invoicesOf(org.orgId);
    expect(invoice).toMatchObject({ icv: null, pih: null, signed_xml: null, zatca_qr: null, zatca_status: null });
    expect(invoice!.qr).not.toBe("");
  });

  it("refuses, naming ZATCA's rule, an invoice whose seller ZATCA would not take, and leaves the chain where it was", async () => {
    const org = await newOrganization(owner, { zatca: true });
    const [paymentId] = await rentPayments(org);
    const seller = { ...org.seller, commercialRegistrationNo: "" };
    await expect(issueInvoice(app, org.ctx(), { paymentIds: [paymentId!], seller, buyer: { name: "فهد" } })).rejects.toMatchObject({
      code: "invoice.zatcaRefused",
    });
    expect(await invoicesOf(org.orgId)).toEqual([]);
    const chain = await owner
      .selectFrom("zatca_credentials")
      .select(["last_icv", "last_hash"])
      .where("org_id", "=", org.orgId)
      .executeTakeFirstOrThrow();
    expect(chain).toEqual({ last_icv: 0, last_hash: INITIAL_PIH });
  });

  it("reports each signed invoice to the Fatoora sandbox once, and keeps a rejection with ZATCA's reasons", async () => {
    const org = await newOrganization(owner, { zatca: true });
    await invoiceEach(app, org, (await rentPayments(org)).slice(0, 2));
    const [, second] = await invoicesOf(org.orgId);
    // A document changed after signing, as a broken copy would be: its hash no longer matches.
    await owner
      .updateTable("invoices")
      .set({ signed_xml: second!.signed_xml!.replace("الدوسري", "الدوسرى") })
      .where("id", "=", second!.id)
      .execute();

    const answers = await submitPendingInvoices(app, org.ctx(), sandboxFatoora);
    expect(answers.map((answer) => answer.status)).toEqual(["reported", "rejected"]);
    const invoices = await invoicesOf(org.orgId);
    expect(invoices.map((invoice) => [invoice.zatca_status, invoice.zatca_reasons])).toEqual([
      ["reported", []],
      ["rejected", [expect.stringMatching(/^invoiceHash/), expect.stringMatching(/^signature/)]],
    ]);
    expect(await submitPendingInvoices(app, org.ctx(), sandboxFatoora)).toEqual([]);
  });
});
