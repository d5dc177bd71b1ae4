import { testDatabase } from "@amlak/db/testing";
import { INITIAL_PIH, sandboxFatoora } from "@amlak/zatca";
import { createPublicKey } from "node:crypto";
import { describe, expect, it } from "vitest";
import { issueInvoice } from "../handlers/issue-invoice.ts";
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
      const tags = expectSignedDocument(invoice, publicKey);
      expect(tags.get(2)!.toString()).toBe(org.seller.vatNo);
      expect(invoice.signed_xml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    }
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
