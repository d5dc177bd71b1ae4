import { pdfText } from "@amlak/documents/testing";
import { onboardZatca } from "@amlak/ledger";
import { invoiceHash } from "@amlak/zatca";
import { decodeQr, ublSchemaErrors } from "@amlak/zatca/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

// Credit and debit notes for integrators (issue #23): POST /api/invoices/{id}/credit-notes and /debit-notes,
// GET /api/credit-notes/{id} (+ .pdf, .xml) and /api/invoices/{id}/notes.
const api = new DemoApi("567700041");
const ADDRESS = { street: "العليا", buildingNumber: "7235", district: "العليا", city: "الرياض", postalCode: "12211" };
let invoiceId = "";
let invoiceNumber = 0;

beforeAll(async () => {
  const { owner, app } = api.services.database;
  const orgId = (await owner.selectFrom("users").select("org_id").where("phone", "=", "567700041").executeTakeFirstOrThrow()).org_id!;
  await onboardZatca(app, orgId, ADDRESS, new Date(), api.services.secretsKey);
  const rent = await owner
    .selectFrom("payments")
    .select("id")
    .where("org_id", "=", orgId)
    .where("payment_type", "=", "rent")
    .where("invoice_id", "is", null)
    .orderBy("due_date")
    .executeTakeFirstOrThrow();
  const issued = (await api.send("POST", "/api/invoices", { payment_ids: [rent.id] })).json() as { id: string; number: number };
  invoiceId = issued.id;
  invoiceNumber = issued.number;
});

const note = (type: "credit" | "debit", body: object) => api.send("POST", `/api/invoices/${invoiceId}/${type}-notes`, body);

describe("credit and debit notes over REST", () => {
  it("issues a credit note on an invoice, prints it in both languages naming the invoice, and serves its signed XML", async () => {
    const issued = await note("credit", { reason: "value_change", details: "خصم متفق عليه", amount: "100" });
    expect(issued.statusCode).toBe(201);
    const { id, number } = issued.json() as { id: string; number: number };
    expect(number).toBe(1);

    const answer = await api.send("GET", `/api/credit-notes/${id}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { note_type: string; invoice: { id: string; number: number }; total_without_vat: string; qr: string };
    expect(body).toMatchObject({ note_type: "credit", invoice: { id: invoiceId, number: invoiceNumber }, reason: "value_change" });
    expect([...decodeQr(body.qr).keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const invoiceNo = `INV-${String(invoiceNumber).padStart(6, "0")}`;
    const ar = await api.send("GET", `/api/credit-notes/${id}/pdf?lang=ar`);
    expect([ar.statusCode, ar.headers["content-type"]]).toEqual([200, "application/pdf"]);
    const arText = pdfText(ar.rawPayload);
    for (const expected of ["إشعار دائن", "CN-000001", invoiceNo, "تعديل القيمة المتفق عليها"]) expect(arText).toContain(expected);
    const enText = pdfText((await api.send("GET", `/api/credit-notes/${id}/pdf?lang=en`)).rawPayload);
    for (const expected of ["Credit note", "CN-000001", invoiceNo, "Invoice date", "Change to the agreed value", "Total credited"]) {
      expect(enText).toContain(expected);
    }

    const xml = await api.send("GET", `/api/credit-notes/${id}/xml`);
    expect([xml.statusCode, xml.headers["content-type"]]).toEqual([200, expect.stringMatching(/^application\/xml/)]);
    expect(await ublSchemaErrors(xml.body)).toBe("");
    expect(xml.body).toContain('name="0200000">381<');
    const signed = (answer.json() as { zatca: { invoice_hash: string } }).zatca;
    expect(signed.invoice_hash).toBe(invoiceHash(xml.body));
  });

  it("issues a debit note titled as one, and lists both notes with the invoice", async () => {
    const issued = await note("debit", { reason: "supply_change", amount: 50 });
    expect(issued.statusCode).toBe(201);
    const { id } = issued.json() as { id: string };
    const enText = pdfText((await api.send("GET", `/api/credit-notes/${id}/pdf?lang=en`)).rawPayload);
    for (const expected of ["Debit note", "DN-000001", "Total added"]) expect(enText).toContain(expected);
    const arText = pdfText((await api.send("GET", `/api/credit-notes/${id}/pdf?lang=ar`)).rawPayload);
    expect(arText).toContain("إشعار مدين");

    const listed = (await api.send("GET", `/api/invoices/${invoiceId}/notes`)).json() as { noteType: string; number: number }[];
    expect(listed.map((row) => [row.noteType, row.number])).toEqual([
      ["credit", 1],
      ["debit", 1],
    ]);
  });

  it("refuses a credit beyond what the invoice stands for, a reason not in the list, and another invoice's id, changing nothing", async () => {
    const over = await note("credit", { reason: "refund", amount: "1000000" });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: "creditNote.overInvoice" });
    const invalid = await note("credit", { reason: "because", amount: "-1" });
    expect(invalid.statusCode).toBe(400);
    const unknown = await api.send("POST", `/api/invoices/${crypto.randomUUID()}/credit-notes`, { reason: "refund", amount: "1" });
    expect(unknown.statusCode).toBe(404);
    const listed = (await api.send("GET", `/api/invoices/${invoiceId}/notes`)).json() as unknown[];
    expect(listed).toHaveLength(2);
  });
});
