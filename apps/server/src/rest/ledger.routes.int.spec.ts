import { seedDemoAccount } from "@amlak/api";
import { callerFor, demoCaller, testServices, tokenFor, TEST_AUTH } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import { pdfText } from "@amlak/documents/testing";
import { translate } from "@amlak/i18n";
import type { FastifyInstance } from "fastify";
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

const services = testServices();
const { owner } = services.database;
let app: FastifyInstance;
let token: string;
let orgId: string;

beforeAll(async () => {
  await seedDemoAccount(owner, TEST_AUTH.demo, riyadhToday(new Date()));
  const demo = await demoCaller(services);
  orgId = demo.orgId;
  token = await tokenFor(demo);
  app = await buildApp({ services });
});
afterAll(() => app.close());

type Options = { body?: object; key?: string; lang?: string; as?: string };
const call = (method: "GET" | "POST" | "DELETE", url: string, { body, key, lang = "en", as = token }: Options = {}) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${as}`, "accept-language": lang, ...(key ? { "idempotency-key": key } : {}) },
    ...(body ? { payload: body } : {}),
  });

const eventCount = async () =>
  Number((await owner.selectFrom("ledger_events").select(owner.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

let nextYear = 2027;

/** A contract on شقة 102 (vacant in the demo), each in a year of its own so no two overlap. */
async function contractBody() {
  const unit = await owner
    .selectFrom("real_estates")
    .select("id")
    .where("org_id", "=", orgId)
    .where("title", "=", "شقة 102")
    .executeTakeFirstOrThrow();
  const tenant = await owner
    .selectFrom("contacts")
    .select("id")
    .where("org_id", "=", orgId)
    .where("type", "=", "tenant")
    .executeTakeFirstOrThrow();
  const year = nextYear++;
  return {
    real_estate_id: unit.id,
    tenant_id: tenant.id,
    contract_start: `${year}-01-01`,
    contract_end: `${year}-12-31`,
    price: 60000,
    contract_interval: 3,
    annual_commission: "3000",
    annual_service: 1200,
    is_taxable: true,
    auto_pay_commission: true,
  };
}

describe("the ledger over REST", () => {
  it("signs a contract once per idempotency key, and refuses the key for another body", async () => {
    const body = await contractBody();
    const first = await call("POST", "/api/contracts", { body, key: "contract-key-0001" });
    expect(first.statusCode).toBe(201);
    const { id } = first.json();
    const events = await eventCount();

    const again = await call("POST", "/api/contracts", { body, key: "contract-key-0001" });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(id);
    expect(await eventCount()).toBe(events);

    const other = await call("POST", "/api/contracts", { body: { ...body, price: 61000 }, key: "contract-key-0001", lang: "ar" });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: "idempotency.keyReused", message: expect.stringContaining("Idempotency-Key") });

    const contract = await call("GET", `/api/contracts/${id}`);
    expect(contract.json()).toMatchObject({ id, price: 60000, contract_interval: 3, status: "Contract_Upcoming", instalments: 4 });

    const overlapping = await call("POST", "/api/contracts", {
      body: {
        ...body,
        contract_start: body.contract_start.replace("-01-01", "-06-01"),
        contract_end: body.contract_end.replace("12-31", "12-30"),
      },
      lang: "ar",
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ code: "contract.unitOccupied", message: expect.stringContaining(body.contract_start) });

    const payments = (await call("GET", `/api/contracts/${id}/payments`)).json() as {
      payment_type: string;
      price: number;
      status: string;
    }[];
    const rent = payments.filter((p) => p.payment_type === "rent");
    expect(rent.map((p) => p.price)).toEqual([15000, 15000, 15000, 15000]);
    expect(payments.filter((p) => p.payment_type === "commission").reduce((sum, p) => sum + p.price, 0)).toBe(3000);
    expect(payments.every((p) => p.status === "pending")).toBe(true);
  });

  it("takes a security deposit and one-time fees in the contract body, snake_case, each due on the start date", async () => {
    const body = {
      ...(await contractBody()),
      deposit: 5000,
      admin_fee: "250",
      ejar_fee: 125,
      other_fee: 40,
      other_fee_label: "بطاقة موقف",
    };
    const created = await call("POST", "/api/contracts", { body });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await call("GET", `/api/contracts/${id}`)).json()).toMatchObject({
      deposit: 5000,
      admin_fee: 250,
      ejar_fee: 125,
      other_fee: 40,
      other_fee_label: "بطاقة موقف",
    });
    const payments = (await call("GET", `/api/contracts/${id}/payments`)).json() as {
      payment_type: string;
      price: number;
      vat: number;
      due_date: string;
    }[];
    const oneTime = payments.filter((p) => ["deposit", "admin_fee", "ejar_fee", "other_fee"].includes(p.payment_type));
    expect(oneTime.map((p) => [p.payment_type, p.price, p.due_date]).sort()).toEqual([
      ["admin_fee", 250, body.contract_start],
      ["deposit", 5000, body.contract_start],
      ["ejar_fee", 125, body.contract_start],
      ["other_fee", 40, body.contract_start],
    ]);
    const negative = await call("POST", "/api/contracts", { body: { ...(await contractBody()), deposit: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fieldErrors).toHaveProperty("deposit");
  });

  it("pays, refuses a second pay in the caller's language, invoices with a ZATCA QR and prints the invoice and receipt", async () => {
    const body = await contractBody();
    const { id } = (await call("POST", "/api/contracts", { body })).json();
    const payments = (await call("GET", `/api/contracts/${id}/payments`)).json() as {
      id: string;
      payment_type: string;
      status: string;
      invoice_id: string | null;
    }[];
    const rent = payments.find((p) => p.payment_type === "rent")!;

    const paid = await call("POST", `/api/payments/${rent.id}/pay`, {
      body: { paid_date: "2027-01-01", payment_method: "mada", received_by: "مدير العقار" },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().commissionPaymentId).toEqual(expect.any(String));
    const twice = await call("POST", `/api/payments/${rent.id}/pay`, {
      body: { paid_date: "2027-01-01", payment_method: "cash" },
      lang: "ar",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: "payment.alreadyPaid", message: "هذه الدفعة مدفوعة مسبقًا" });

    const issued = await call("POST", "/api/invoices", { body: { payment_ids: [rent.id] } });
    expect(issued.statusCode).toBe(201);
    const invoice = (await call("GET", `/api/invoices/${issued.json().id}`)).json();
    expect(invoice).toMatchObject({ number: issued.json().number, total_without_vat: 15000, vat_total: 2250, total: 17250 });
    const due = body.contract_start.replaceAll("-", "/");
    expect(invoice.lines.map((line: { description: string }) => line.description)).toEqual([`Rent — due ${due}`]);
    const tlv = Buffer.from(invoice.qr, "base64");
    expect(tlv[0]).toBe(1);
    expect(tlv.subarray(2, 2 + tlv[1]!).toString("utf8")).toBe("مؤسسة الياسمين لإدارة الأملاك");
    expect((await call("GET", `/api/payments/${rent.id}`)).json().invoice_id).toBe(invoice.id);

    const pdf = await call("GET", `/api/invoices/${invoice.id}/pdf?lang=ar`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfText(pdf.rawPayload)).toContain("17,250.00");
    // pdftotext marks the direction of the runs it reorders; the line is compared without the marks.
    expect(pdfText(pdf.rawPayload)).toContain(`استحقاق ${due}`);
    expect(pdfText((await call("GET", `/api/invoices/${invoice.id}/pdf?lang=en`)).rawPayload)).toContain(`Rent — due ${due}`);

    const receipt = await call("POST", "/api/receipts", { body: { payment_id: rent.id } });
    expect(receipt.statusCode).toBe(201);
    const receiptPdf = await call("GET", `/api/receipts/${receipt.json().id}/pdf?lang=en`);
    expect(receiptPdf.headers["content-type"]).toBe("application/pdf");
    expect(pdfText(receiptPdf.rawPayload)).toMatch(/Seventeen thousand two hundred fifty Saudi riyals/i);
  });

  it("splits, undoes, cancels and deletes payments, and cancelling the contract cancels only its future unpaid ones", async () => {
    const body = await contractBody();
    const year = body.contract_start.slice(0, 4);
    const { id } = (await call("POST", "/api/contracts", { body })).json();
    const payments = (await call("GET", `/api/contracts/${id}/payments`)).json() as {
      id: string;
      payment_type: string;
      due_date: string;
    }[];
    const [first, second, third] = payments.filter((p) => p.payment_type === "rent");

    const split = await call("POST", `/api/payments/${second!.id}/split`, {
      body: {
        parts: [
          { due_date: second!.due_date, price: "7500.50" },
          { due_date: second!.due_date, price: "7499.50" },
        ],
      },
    });
    expect(split.statusCode).toBe(200);
    const badSplit = await call("POST", `/api/payments/${third!.id}/split`, {
      body: {
        parts: [
          { due_date: third!.due_date, price: "1" },
          { due_date: third!.due_date, price: "2" },
        ],
      },
    });
    expect(badSplit.json()).toMatchObject({
      code: "payment.splitMustSumToPrice",
      message: "The parts add up to 3.00 but the payment is 15000.00",
    });

    await call("POST", `/api/payments/${first!.id}/pay`, { body: { paid_date: "2027-01-02", payment_method: "cash" } });
    expect((await call("POST", `/api/payments/${first!.id}/undo`)).statusCode).toBe(200);
    expect((await call("GET", `/api/payments/${first!.id}`)).json().status).toBe("pending");
    await call("POST", `/api/payments/${first!.id}/pay`, { body: { paid_date: "2027-01-03", payment_method: "bankTransfer" } });

    const cancelled = await call("POST", `/api/contracts/${id}/cancel`, { body: { cancelled_on: `${year}-05-15` } });
    expect(cancelled.statusCode).toBe(200);
    const after = (await call("GET", `/api/contracts/${id}/payments`)).json() as { id: string; due_date: string; status: string }[];
    expect(after.find((p) => p.id === first!.id)?.status).toBe("paid");
    expect(after.filter((p) => p.due_date > `${year}-05-15`).every((p) => p.status === "canceled")).toBe(true);
    expect((await call("GET", `/api/contracts/${id}`)).json().status).toBe("Contract_Cancelled");
  });

  it("records a recurring expense and deletes an unpaid one", async () => {
    const created = await call("POST", "/api/payments", {
      body: {
        direction: "expense",
        category: "maintenance",
        due_date: "2027-02-01",
        price: "350.00",
        repeat_period: 1,
        repeat_count: 3,
        comment: "صيانة المصعد",
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().ids).toHaveLength(3);
    expect((await call("DELETE", `/api/payments/${created.json().ids[2]}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/payments/${created.json().ids[2]}`)).json().status).toBe("deleted");
  });

  it("serves the audit trail, the journal and a trial balance that nets to zero", async () => {
    const events = (await call("GET", "/api/ledger/events?limit=5")).json() as {
      position: string;
      type: string;
      actor: string | null;
      recorded_at: string;
    }[];
    expect(events).toHaveLength(5);
    expect(events[0]).toMatchObject({ type: "ContractSigned", position: expect.any(String) });
    const next = (await call("GET", `/api/ledger/events?after=${events[4]!.position}&limit=1`)).json();
    expect(BigInt(next[0].position)).toBeGreaterThan(BigInt(events[4]!.position));
    expect((await call("GET", "/api/ledger/journal?limit=3")).json()[0]).toMatchObject({ debit: expect.stringMatching(/^\d+\.\d{2}$/) });
    const balance = (await call("GET", "/api/ledger/trial-balance", { lang: "ar" })).json();
    expect(balance.total).toBe("0.00");
    expect(balance.accounts.map((a: { name: string }) => a.name)).toContain("ذمم المستأجرين");
  });

  it("refuses bad input with translated field errors and appends nothing", async () => {
    const before = await eventCount();
    const bad = await call("POST", "/api/contracts", {
      body: { ...(await contractBody()), contract_interval: 5, price: "-3" },
      lang: "ar",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: "validation.failed",
      message: translate("ar", "validation.failed"),
      fieldErrors: { contract_interval: translate("ar", "field.invalid"), price: translate("ar", "amount.positive") },
    });
    const reversed = await call("POST", "/api/contracts", { body: { ...(await contractBody()), contract_end: "2026-01-01" } });
    expect(reversed.json().fieldErrors).toEqual({ contract_end: "End date must be greater than start date" });
    const unknownTenant = await call("POST", "/api/contracts", {
      body: { ...(await contractBody()), tenant_id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknownTenant.json()).toMatchObject({ code: "validation.failed", fieldErrors: { tenant_id: "This field is invalid" } });
    expect((await call("POST", "/api/payments/not-a-uuid/pay", { body: {} })).statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it("lets a read-only user look but not write, and keeps other organizations out", async () => {
    const { id } = (await call("POST", "/api/contracts", { body: await contractBody() })).json();
    const demo = await demoCaller(services);
    const readonly = await tokenFor({ ...demo, type: "readonly_subClient" });
    expect((await call("GET", `/api/contracts/${id}`, { as: readonly })).statusCode).toBe(200);
    expect((await call("POST", "/api/contracts", { body: await contractBody(), as: readonly })).statusCode).toBe(403);

    await seedDemoAccount(owner, { phone: "563000001", password: "Secret@123", email: "other-org@example.sa" }, riyadhToday(new Date()));
    const stranger = await tokenFor(await demoCaller(services, "563000001"));
    expect((await call("GET", `/api/contracts/${id}`, { as: stranger })).statusCode).toBe(404);
    const payment = (await call("GET", `/api/contracts/${id}/payments`)).json()[0];
    const steal = await call("POST", `/api/payments/${payment.id}/pay`, {
      body: { paid_date: "2027-01-01", payment_method: "cash" },
      as: stranger,
    });
    expect(steal.statusCode).toBe(404);
    expect((await call("GET", `/api/payments/${payment.id}`)).json().status).toBe("pending");
  });

  it("issues the tax invoice on payment when the organization turned it on and its package grants it", async () => {
    const { id } = (await call("POST", "/api/contracts", { body: await contractBody() })).json();
    const rents = ((await call("GET", `/api/contracts/${id}/payments`)).json() as { id: string; payment_type: string }[]).filter(
      (p) => p.payment_type === "rent",
    );
    const pay = (paymentId: string) =>
      call("POST", `/api/payments/${paymentId}/pay`, { body: { paid_date: "2027-01-01", payment_method: "sadad" } });

    expect((await pay(rents[0]!.id)).json().invoice).toBeNull();
    await owner
      .updateTable("organizations")
      .set({ preferences: JSON.stringify({ auto_generate_rent_tax_invoice: true }) })
      .where("id", "=", orgId)
      .execute();
    const invoiced = (await pay(rents[1]!.id)).json();
    expect(invoiced.invoice).toMatchObject({ invoiceId: expect.any(String), number: expect.any(Number) });
    expect((await call("GET", `/api/payments/${rents[1]!.id}`)).json().invoice_id).toBe(invoiced.invoice.invoiceId);

    await owner.updateTable("subscriptions").set({ package_code: "silver" }).where("org_id", "=", orgId).execute();
    expect((await pay(rents[2]!.id)).json().invoice).toBeNull();
    await owner.updateTable("subscriptions").set({ package_code: "platinum" }).where("org_id", "=", orgId).execute();
    await owner.updateTable("organizations").set({ preferences: null }).where("id", "=", orgId).execute();
  });

  it("prints a rent quotation with the schedule its terms make", async () => {
    const { tenant_id: _tenant, ...terms } = await contractBody();
    const end = terms.contract_end.replaceAll("-", "/");
    const { id } = await callerFor(services, await demoCaller(services)).quotations.create({
      ...terms,
      prospect_name: "مازن العنزي",
      prospect_phone: "0551234567",
      valid_until: "2026-12-31",
    } as never);
    const pdf = await call("GET", `/api/quotations/${id}/pdf?lang=ar`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    if (process.env.AMLAK_KEEP_PDF) writeFileSync(process.env.AMLAK_KEEP_PDF, pdf.rawPayload);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("15,000.00");
    expect(text).toContain(end);
  });

  it("describes these routes in an OpenAPI document built from the same schemas", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(doc.openapi).toBe("3.1.0");
    const contractBodySchema = doc.paths["/api/contracts"].post.requestBody.content["application/json"].schema;
    expect(contractBodySchema.required).toEqual(
      expect.arrayContaining(["tenant_id", "real_estate_id", "contract_start", "contract_end", "price", "contract_interval"]),
    );
    expect(doc.paths["/api/payments/{id}/pay"].post.parameters.map((p: { name: string }) => p.name)).toEqual([
      "API-Version",
      "id",
      "Idempotency-Key",
    ]);
  });
});
