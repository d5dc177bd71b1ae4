import { onboardZatca, submitPendingInvoices } from "@amlak/ledger";
import { INITIAL_PIH, invoiceHash, sandboxFatoora, type FatooraPort } from "@amlak/zatca";
import { decodeQr, ublSchemaErrors } from "@amlak/zatca/testing";
import { createPublicKey, verify } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

// GET /api/invoices/{id}/xml (issue #23): the signed UBL document of an invoice issued after ZATCA onboarding.
const api = new DemoApi("567700031");
const ADDRESS = { street: "العليا", buildingNumber: "7235", district: "العليا", city: "الرياض", postalCode: "12211" };
let unpaidRents: string[] = [];
/** The simplified invoice the first test signs. */
let simplifiedId = "";

beforeAll(async () => {
  unpaidRents = await api.uninvoicedRents(3);
});

const issue = (paymentId: string) => api.invoice(paymentId);

describe("GET /api/invoices/{id}/xml", () => {
  it("answers 404 for an invoice issued before onboarding, then the signed document of one issued after it", async () => {
    const before = await issue(unpaidRents[0]!);
    const refused = await api.send("GET", `/api/invoices/${before}/xml`);
    expect(refused.statusCode).toBe(404);

    await onboardZatca(api.services.database.app, api.orgId, ADDRESS, new Date(), api.services.secretsKey);
    const id = await issue(unpaidRents[1]!);
    simplifiedId = id;
    const answer = await api.send("GET", `/api/invoices/${id}/xml`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/xml/);
    const xml = answer.body;
    expect(await ublSchemaErrors(xml)).toBe("");
    expect(xml).toContain(INITIAL_PIH);

    const invoice = (await api.send("GET", `/api/invoices/${id}`)).json() as {
      qr: string;
      zatca: { status: string; icv: number; uuid: string; invoice_hash: string };
    };
    expect(invoice.zatca).toMatchObject({ status: "pending", icv: 1, uuid: id, invoice_hash: invoiceHash(xml) });
    const { certificate_pem } = await api.services.database.owner
      .selectFrom("zatca_credentials")
      .select("certificate_pem")
      .where("org_id", "=", api.orgId)
      .executeTakeFirstOrThrow();
    const signature = /<ds:SignatureValue>([^<]+)</.exec(xml)![1]!;
    expect(
      verify(
        "sha256",
        Buffer.from(invoice.zatca.invoice_hash, "base64"),
        createPublicKey(certificate_pem),
        Buffer.from(signature, "base64"),
      ),
    ).toBe(true);
    // The invoice prints the phase-2 QR, and the PDF is still served.
    expect([...decodeQr(invoice.qr).keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const pdf = await api.send("GET", `/api/invoices/${id}/pdf`);
    expect([pdf.statusCode, pdf.headers["content-type"]]).toEqual([200, "application/pdf"]);
  });

  it("issues a standard tax invoice, signed as one, to a buyer given with VAT number and national address", async () => {
    const address = { street: "صلاح الدين", building_number: "1111", district: "المروج", city: "الرياض", postal_code: "12222" };
    const body = (buyer: object) => ({ payment_ids: [unpaidRents[2]!], buyer });
    const refused = await api.send(
      "POST",
      "/api/invoices",
      body({ vat_no: "399999999800003", address: { ...address, building_number: "111" } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("building_number");

    const issued = await api.send("POST", "/api/invoices", body({ vat_no: "٣٩٩٩٩٩٩٩٩٨٠٠٠٠٣", address }));
    expect(issued.statusCode).toBe(201);
    const id = (issued.json() as { id: string }).id;
    const xml = (await api.send("GET", `/api/invoices/${id}/xml`)).body;
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0100000">388</cbc:InvoiceTypeCode>');
    expect(xml).toMatch(/<cac:AccountingCustomerParty>[\s\S]*<cbc:PostalZone>12222<[\s\S]*<cbc:CompanyID>399999999800003</);
    expect(await ublSchemaErrors(xml)).toBe("");

    // ZATCA clears it with a warning and hands back the document with its own stamp and QR: that document is the
    // invoice's XML from then on, and its QR the one the invoice prints; the document as we signed it is kept.
    const ours = (await api.send("GET", `/api/invoices/${id}`)).json() as { qr: string };
    const zatcaQr = Buffer.from("ZATCA's stamp").toString("base64");
    const clearedXml = xml.replace(ours.qr, zatcaQr);
    const clearing: FatooraPort = {
      ...sandboxFatoora,
      clear: async (submission) => ({
        ...(await sandboxFatoora.clear(submission)),
        warnings: ["BR-KSA-08: seller id missing"],
        clearedXml,
      }),
    };
    const ctx = { orgId: api.orgId, actor: "zatca-job", requestId: "zatca-cleared", now: new Date(), secretsKey: api.services.secretsKey };
    const answers = await submitPendingInvoices(api.services.database.app, ctx, clearing);
    expect((await api.send("GET", `/api/invoices/${id}/xml`)).body).toBe(clearedXml);
    const cleared = (await api.send("GET", `/api/invoices/${id}`)).json() as { qr: string; zatca: object };
    expect(cleared).toMatchObject({ qr: zatcaQr, zatca: { status: "cleared", reasons: [], warnings: ["BR-KSA-08: seller id missing"] } });
    const kept = await api.services.database.owner
      .selectFrom("invoices")
      .select("signed_xml")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(kept.signed_xml).toBe(xml);
    // The simplified invoice of the first test was reported, and ZATCA hands back no document for it: it serves ours.
    expect(answers.map((answer) => answer.status)).toEqual(["reported", "cleared"]);
    const simplified = await api.send("GET", `/api/invoices/${simplifiedId}/xml`);
    expect(invoiceHash(simplified.body)).toBe(
      ((await api.send("GET", `/api/invoices/${simplifiedId}`)).json() as { zatca: { invoice_hash: string } }).zatca.invoice_hash,
    );
  });
});
