import { riyadhToday } from "@amlak/domain";
import { catalogues } from "@amlak/i18n";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };
const today = riyadhToday(new Date());
const as = (type: Caller["type"]) => callerFor(services, { ...client, type });
const DEMO_USER = "حساب تجريبي";

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "568000001", password: "Secret@123", email: "568000001@example.sa" }, today);
  client = await demoCaller(services, "568000001");
});

/** The demo contract of a unit, with its payments. */
async function contractOf(unit: string) {
  const [row] = (await as("client").contracts.list({ searchText: unit })).rows;
  const payments = await as("client").contracts.payments({ id: row!.id });
  return { id: row!.id, payments };
}

describe("a record's history", () => {
  it("tells a contract's signing, and its instalments' payments, by whom and through which request, newest first", async () => {
    const { id, payments } = await contractOf("شقة 101");
    const history = await as("client").history.of({ record: "contract", id });
    const signed = history.at(-1)!;
    expect(signed).toMatchObject({
      type: "ContractSigned",
      descriptionKey: "contractsScreen.history.ContractSigned",
      record: "contract",
      recordId: id,
      payment: null,
      actor: { id: client.userId, name: DEMO_USER },
      requestId: "seed-demo",
      number: payments.length,
    });
    expect(signed.date! < signed.endDate!).toBe(true);
    // The schedule is told once, by the signing; paid rent shows up with the instalment it paid.
    expect(history.some((event) => event.type === "PaymentScheduled")).toBe(false);
    const paid = history.filter((event) => event.type === "PaymentMarkedPaid");
    expect(paid.length).toBe(payments.filter((payment) => payment.status === "paid").length);
    const rentPaid = paid.find((event) => event.payment?.type === "rent")!;
    const instalment = payments.find((payment) => payment.id === rentPaid.recordId)!;
    expect(rentPaid).toMatchObject({
      record: "payment",
      payment: { type: "rent", dueDate: instalment.due_date },
      date: instalment.paid_date,
    });
    expect(rentPaid.method).toBe(instalment.method);
    const positions = history.map((event) => BigInt(event.position));
    expect(positions).toEqual([...positions].sort((x, y) => (y > x ? 1 : -1)));
  });

  it("adds the cancellation and the instalments it cancelled, under the request that cancelled them", async () => {
    const { id } = await contractOf("شقة 201");
    const { cancelledPaymentIds } = await as("client").contracts.cancel({ id, cancelled_on: today });
    expect(cancelledPaymentIds.length).toBeGreaterThan(0);
    const history = await as("client").history.of({ record: "contract", id });
    expect(history[0]!.type).toBe("PaymentCancelled");
    const cancellation = history.find((event) => event.type === "ContractCancelled")!;
    expect(cancellation).toMatchObject({ date: today, requestId: "test-request", actor: { name: DEMO_USER } });
    const cancelled = history.filter((event) => event.type === "PaymentCancelled");
    expect(cancelled.map((event) => event.recordId).sort()).toEqual([...cancelledPaymentIds].sort());
    expect(cancelled.every((event) => event.requestId === "test-request" && event.payment !== null)).toBe(true);
  });

  it("tells a payment's life with its receipt and its tax invoice", async () => {
    const { payments } = await contractOf("محل تجاري");
    const paid = payments.find((payment) => payment.status === "paid" && payment.payment_type === "rent")!;
    const receipt = await as("client").receipts.issue({ id: paid.id });
    const invoice = await as("client").invoices.issue({ payment_ids: [paid.id] });
    const history = await as("client").history.of({ record: "payment", id: paid.id });
    expect(history.map((event) => event.type)).toEqual(["InvoiceIssued", "ReceiptIssued", "PaymentMarkedPaid", "PaymentScheduled"]);
    expect(history[0]).toMatchObject({ record: "invoice", recordId: invoice.id, number: invoice.number });
    expect(history[1]).toMatchObject({ record: "receipt", recordId: receipt.id, number: receipt.number, date: paid.paid_date });
    expect(history[3]).toMatchObject({ date: paid.due_date, payment: null });

    expect((await as("client").history.of({ record: "invoice", id: invoice.id })).map((event) => event.type)).toEqual(["InvoiceIssued"]);
    expect((await as("client").history.of({ record: "receipt", id: receipt.id })).map((event) => event.type)).toEqual(["ReceiptIssued"]);
  });

  it("describes every event with a key both languages translate", async () => {
    const { id } = await contractOf("شقة 201");
    const { payments } = await contractOf("محل تجاري");
    const events = [
      ...(await as("client").history.of({ record: "contract", id })),
      ...(await as("client").history.of({ record: "payment", id: payments.find((payment) => payment.invoice_id)!.id })),
    ];
    const keys = [...new Set(events.map((event) => event.descriptionKey))];
    expect(keys.length).toBeGreaterThan(4);
    for (const key of keys) {
      expect((catalogues.ar as Record<string, string>)[key], key).toBeTruthy();
      expect((catalogues.en as Record<string, string>)[key], key).toBeTruthy();
    }
  });
});

describe("who may read a history", () => {
  it("is whoever may read the record: the operational user reads a contract's, without its commissions", async () => {
    const { id, payments } = await contractOf("شقة 301");
    const operational = await as("operational_subClient").history.of({ record: "contract", id });
    const full = await as("client").history.of({ record: "contract", id });
    expect(full.some((event) => event.payment?.type === "commission")).toBe(true);
    expect(operational.some((event) => event.payment?.type === "commission")).toBe(false);
    expect(operational.length).toBe(full.filter((event) => event.payment?.type !== "commission").length);
    const commission = payments.find((payment) => payment.payment_type === "commission")!;
    expect((await refusalOf(as("operational_subClient").history.of({ record: "payment", id: commission.id })))?.body.code).toBe("notFound");
    expect((await as("readonly_subClient").history.of({ record: "payment", id: commission.id })).length).toBeGreaterThan(0);
  });

  it("refuses the viewer, and answers notFound for a record the organization does not have", async () => {
    const { id } = await contractOf("شقة 301");
    expect((await refusalOf(as("viewer").history.of({ record: "contract", id })))?.body.code).toBe("auth.roleForbidden");
    for (const record of ["contract", "payment", "invoice", "receipt"] as const) {
      const answer = await refusalOf(as("client").history.of({ record, id: "00000000-0000-4000-8000-000000000000" }));
      expect(answer?.body.code, record).toBe("notFound");
    }
    // A payment's id is not a contract's.
    expect(
      (await refusalOf(as("client").history.of({ record: "contract", id: (await contractOf("شقة 301")).payments[0]!.id })))?.body.code,
    ).toBe("notFound");
  });

  it("tells a property's history: its units' contracts and their payments' lives, and expenses recorded on it", async () => {
    const { id: contract } = await contractOf("شقة 101");
    const [unit] = await as("client").realEstates.find({ searchText: "شقة 101" });
    const [compound] = (await as("client").realEstates.find({})).filter((estate) => estate.kind === "compound");
    const { paymentIds } = await as("client").payments.create({
      direction: "expense",
      category: "maintenance",
      due_date: today,
      price: "250",
      real_estate_id: unit!.id,
    });
    for (const estate of [unit!, compound!]) {
      const history = await as("client").history.of({ record: "realEstate", id: estate.id });
      expect(history.some((event) => event.type === "ContractSigned" && event.recordId === contract)).toBe(true);
      expect(history.some((event) => event.type === "PaymentRecorded" && event.recordId === paymentIds[0])).toBe(true);
      expect(history.every((event) => event.type !== "PaymentScheduled")).toBe(true);
    }
  });

  it("refuses an unknown kind of record as a field error", async () => {
    const answer = await refusalOf(as("client").history.of({ record: "task" as never, id: "1" }));
    expect(answer).toMatchObject({ status: 400, body: { code: "validation.failed" } });
    expect(Object.keys(answer!.body.fieldErrors ?? {}).sort()).toEqual(["id", "record"]);
  });
});
