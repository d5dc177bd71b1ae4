import { testDatabase } from "@amlak/db/testing";
import { INITIAL_PIH, sandboxFatoora } from "@amlak/zatca";
import { expectedQr, readWithZatcaSdk, ublSchemaErrors, zatcaRuleFailures } from "@amlak/zatca/testing";
import { createPublicKey } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newOrganization, trialBalances, type TestOrganization } from "../testing/ledger-db.ts";
import { expectSignedDocument, invoiceEach, monthlyRentPayments } from "../testing/zatca-documents.ts";
import { submitPendingInvoices } from "../zatca/submit-invoices.ts";
import { issueCreditNote, type IssueCreditNoteInput } from "./issue-credit-note.ts";
import { issueInvoice } from "./issue-invoice.ts";

const { app, owner } = testDatabase();

/** Invoices of the first `count` payments of a year of monthly commercial rent (3,000 a month, VAT 15%) with a commission. */
const invoices = async (org: TestOrganization, count: number) =>
  invoiceEach(app, org, (await monthlyRentPayments(app, org, { annual_commission: "1000" })).slice(0, count));

const credit = (invoiceId: string, amount: string, overrides: Partial<IssueCreditNoteInput> = {}): IssueCreditNoteInput => ({
  invoiceId,
  noteType: "credit",
  reason: "value_change",
  details: "خصم متفق عليه",
  amount,
  ...overrides,
});

const notesOf = (orgId: string) => owner.selectFrom("credit_notes").selectAll().where("org_id", "=", orgId).orderBy("icv").execute();

describe("credit and debit notes", () => {
  it("numbers notes issued at once from each type's own sequence, without a gap, and never changes the invoice", async () => {
    const org = await newOrganization(owner);
    const [invoiceId] = await invoices(org, 1);
    const invoiceBefore = await owner.selectFrom("invoices").selectAll().where("id", "=", invoiceId!).executeTakeFirstOrThrow();
    await Promise.all([
      ...Array.from({ length: 5 }, () => issueCreditNote(app, org.ctx(), credit(invoiceId!, "10"))),
      ...Array.from({ length: 3 }, () => issueCreditNote(app, org.ctx(), credit(invoiceId!, "10", { noteType: "debit" }))),
    ]);
    const notes = await owner.selectFrom("credit_notes").selectAll().where("org_id", "=", org.orgId).orderBy("number").execute();
    expect(notes.filter((note) => note.note_type === "credit").map((note) => note.number)).toEqual([1, 2, 3, 4, 5]);
    expect(notes.filter((note) => note.note_type === "debit").map((note) => note.number)).toEqual([1, 2, 3]);
    expect(await owner.selectFrom("invoices").selectAll().where("id", "=", invoiceId!).executeTakeFirstOrThrow()).toEqual(invoiceBefore);
    expect(notes[0]).toMatchObject({ invoice_id: invoiceId, reason_code: "value_change", reason_text: "خصم متفق عليه", total: "11.50" });
  });

  it("takes off at most what the invoice stands for when credit notes race for it", async () => {
    const org = await newOrganization(owner);
    const [invoiceId] = await invoices(org, 1);
    // The rent invoice is 3,000 without VAT: three of five credits of 1,000 fit.
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => issueCreditNote(app, org.ctx(), credit(invoiceId!, "1000"))));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    for (const result of results.filter((result) => result.status === "rejected")) {
      expect(result.reason).toMatchObject({ code: "creditNote.overInvoice", params: { available: "0.00" } });
    }
    const notes = await notesOf(org.orgId);
    expect(notes.map((note) => note.number).sort()).toEqual([1, 2, 3]);
    // A debit note raises what the invoice stands for, so it can be credited again.
    await issueCreditNote(app, org.ctx(), credit(invoiceId!, "200", { noteType: "debit" }));
    await issueCreditNote(app, org.ctx(), credit(invoiceId!, "200"));
    await expect(issueCreditNote(app, org.ctx(), credit(invoiceId!, "0.01"))).rejects.toMatchObject({ code: "creditNote.overInvoice" });
  });

  it("refuses another organization's invoice and an invoice that does not exist", async () => {
    const org = await newOrganization(owner);
    const other = await newOrganization(owner);
    const [otherInvoice] = await invoices(other, 1);
    await expect(issueCreditNote(app, org.ctx(), credit(otherInvoice!, "10"))).rejects.toMatchObject({
      code: "creditNote.invoiceNotFound",
    });
    await expect(issueCreditNote(app, org.ctx(), credit(org.orgId, "10"))).rejects.toMatchObject({ code: "creditNote.invoiceNotFound" });
    expect(await notesOf(other.orgId)).toEqual([]);
  });

  it("posts the note on the day it is issued: income and output VAT taken back, the books still balanced", async () => {
    const org = await newOrganization(owner);
    const [invoiceId] = await invoices(org, 1);
    const { noteId } = await issueCreditNote(app, org.ctx({ now: new Date("2026-07-02T10:00:00+03:00") }), credit(invoiceId!, "1000"));
    const lines = await owner
      .selectFrom("journal_lines")
      .select(["account", "debit", "credit", "entry_date"])
      .where("stream_id", "=", `credit-note:${noteId}`)
      .orderBy("id")
      .execute();
    expect(lines).toEqual([
      { account: "lessor_payable", debit: "1000.00", credit: "0.00", entry_date: "2026-07-02" },
      { account: "vat_output", debit: "150.00", credit: "0.00", entry_date: "2026-07-02" },
      { account: "tenant_receivable", debit: "0.00", credit: "1150.00", entry_date: "2026-07-02" },
    ]);
    expect((await trialBalances(owner))[org.orgId]).toBe("0.00");
  });
});

describe("credit and debit notes as ZATCA phase-2 documents", () => {
  it("chains notes and invoices issued at once in one counter, each note a signed 381/383 naming its invoice", async () => {
    const org = await newOrganization(owner, { zatca: true });
    const [first, second] = await invoices(org, 2);
    const paymentIds = await monthlyRentPayments(app, org, { annual_commission: "1000" });
    await Promise.all([
      issueCreditNote(app, org.ctx(), credit(first!, "500")),
      issueCreditNote(app, org.ctx(), credit(second!, "50", { reason: "refund", details: "" })),
      issueCreditNote(app, org.ctx(), credit(first!, "250", { noteType: "debit", reason: "supply_change" })),
      ...paymentIds
        .slice(0, 3)
        .map((id) => issueInvoice(app, org.ctx(), { paymentIds: [id], seller: org.seller, buyer: { name: "فهد الدوسري" } })),
    ]);

    const invoiceRows = await owner.selectFrom("invoices").selectAll().where("org_id", "=", org.orgId).execute();
    const notes = await notesOf(org.orgId);
    const chain = [...invoiceRows, ...notes].sort((a, b) => a.icv! - b.icv!);
    expect(chain.map((document) => document.icv)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(chain.map((document) => document.pih)).toEqual([INITIAL_PIH, ...chain.slice(0, -1).map((document) => document.invoice_hash)]);

    const credentials = await owner.selectFrom("zatca_credentials").selectAll().where("org_id", "=", org.orgId).executeTakeFirstOrThrow();
    expect([credentials.last_icv, credentials.last_hash]).toEqual([8, chain.at(-1)!.invoice_hash]);
    const publicKey = createPublicKey(credentials.certificate_pem);
    const numberOf = new Map(invoiceRows.map((invoice) => [invoice.id, invoice.number]));
    for (const note of notes) {
      const xml = note.signed_xml!;
      expect(note).toMatchObject({ zatca_uuid: note.id, zatca_kind: "simplified", zatca_status: "pending" });
      const tags = await expectSignedDocument(note, publicKey);
      expect(xml).toContain(`<cbc:InvoiceTypeCode name="0200000">${note.note_type === "credit" ? "381" : "383"}</cbc:InvoiceTypeCode>`);
      expect(xml).toContain(`<cbc:ID>${note.note_type === "credit" ? "CN" : "DN"}-${String(note.number).padStart(6, "0")}</cbc:ID>`);
      const reference = /<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>([^<]+)<\/cbc:ID>/.exec(xml)?.[1];
      expect(reference).toBe(String(numberOf.get(note.invoice_id)));
      expect(tags.get(5)!.toString()).toBe(note.vat_total);
    }
    const reasons = notes.map((note) => /<cbc:InstructionNote>([^<]*)<\/cbc:InstructionNote>/.exec(note.signed_xml!)?.[1]).sort();
    expect(reasons).toEqual([
      "Amendment of the supply value which is pre-agreed upon between the supplier and consumer: خصم متفق عليه",
      "Essential change or amendment in the supply, which leads to the change of the VAT due: خصم متفق عليه",
      "Goods or services refund",
    ]);

    const answers = await submitPendingInvoices(app, org.ctx(), sandboxFatoora);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => "reported"));
    expect((await notesOf(org.orgId)).map((note) => note.zatca_status)).toEqual(["reported", "reported", "reported"]);
    expect(await submitPendingInvoices(app, org.ctx(), sandboxFatoora)).toEqual([]);
  });

  it("signs a tax invoice to a VAT-registered buyer with a national address, and its note, as standard documents, cleared", async () => {
    const org = await newOrganization(owner, { zatca: true });
    const paymentIds = await monthlyRentPayments(app, org);
    const address = { street: "صلاح الدين", buildingNumber: "1111", district: "المروج", city: "الرياض", postalCode: "12222" };
    const company = { name: "شركة المستأجر التجارية", vatNo: "399999999800003" };
    const { invoiceId } = await issueInvoice(app, org.ctx(), {
      paymentIds: [paymentIds[0]!],
      seller: org.seller,
      buyer: { ...company, address },
    });
    // Without the buyer's address a tax invoice cannot be a standard document: it stays phase-1, outside the chain.
    const { invoiceId: unaddressed } = await issueInvoice(app, org.ctx(), {
      paymentIds: [paymentIds[1]!],
      seller: org.seller,
      buyer: company,
    });
    await issueCreditNote(app, org.ctx(), credit(invoiceId, "100"));

    const invoice = await owner.selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirstOrThrow();
    const [note] = await notesOf(org.orgId);
    expect([invoice.kind, invoice.zatca_kind, invoice.icv, note!.zatca_kind, note!.icv]).toEqual(["tax", "standard", 1, "standard", 2]);
    expect(note!.pih).toBe(invoice.invoice_hash);
    for (const [document, typeCode] of [
      [invoice, "388"],
      [note!, "381"],
    ] as const) {
      const xml = document.signed_xml!;
      expect(xml).toContain(`<cbc:InvoiceTypeCode name="0100000">${typeCode}</cbc:InvoiceTypeCode>`);
      expect(xml).toMatch(/<cac:AccountingCustomerParty>[\s\S]*<cbc:BuildingNumber>1111<[\s\S]*<cbc:CompanyID>399999999800003</);
      expect(await ublSchemaErrors(xml)).toBe("");
      expect(zatcaRuleFailures(xml)).toEqual([]);
      const reading = readWithZatcaSdk(xml);
      expect([reading.hash, reading.signatureVerifies]).toEqual([document.invoice_hash, true]);
      expect(reading.qr).toEqual(expectedQr(xml, reading));
      expect(Object.keys(reading.qr)).toHaveLength(8);
    }
    const phase1 = await owner
      .selectFrom("invoices")
      .select(["kind", "zatca_kind", "icv"])
      .where("id", "=", unaddressed)
      .executeTakeFirstOrThrow();
    expect(phase1).toEqual({ kind: "tax", zatca_kind: null, icv: null });

    expect((await submitPendingInvoices(app, org.ctx(), sandboxFatoora)).map((answer) => answer.status)).toEqual(["cleared", "cleared"]);
    const cleared = await owner.selectFrom("invoices").select("zatca_status").where("id", "=", invoiceId).executeTakeFirstOrThrow();
    expect([cleared.zatca_status, (await notesOf(org.orgId))[0]!.zatca_status]).toEqual(["cleared", "cleared"]);
  });
});
