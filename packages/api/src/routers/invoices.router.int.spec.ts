import { formatDate, riyadhToday, type UserType } from "@amlak/domain";
import { addDays } from "@amlak/domain";
import { documentNumber, PAGE_SIZE } from "@amlak/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };
const today = riyadhToday(new Date());

/** What the test issued: a tax invoice for the shop's rent, one for a commission, and receipts for paid rent. */
const issued = { rentInvoice: "", commissionInvoice: "", receipts: [] as string[] };

const as = (type: UserType) => callerFor(services, { ...client, type });

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "566000012", password: "Secret@123", email: "566000012@example.sa" }, today);
  client = await demoCaller(services, "566000012");
  const api = callerFor(services, client);
  const payments = await owner
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .select(["p.id", "p.payment_type", "p.status", "c.is_taxable"])
    .where("p.org_id", "=", client.orgId)
    .orderBy("p.due_date")
    .orderBy("p.id")
    .execute();
  const taxableRent = payments.find((p) => p.is_taxable && p.payment_type === "rent" && p.status === "paid")!;
  const commission = payments.find((p) => p.payment_type === "commission" && (p.status === "paid" || p.status === "pending"))!;
  issued.rentInvoice = (await api.invoices.issue({ payment_ids: [taxableRent.id] })).id;
  issued.commissionInvoice = (await api.invoices.issue({ payment_ids: [commission.id] })).id;
  const paidRent = payments.filter((p) => p.payment_type === "rent" && p.status === "paid").slice(0, PAGE_SIZE + 2);
  for (const payment of paidRent) issued.receipts.push((await api.receipts.issue({ id: payment.id })).id);
});

describe("the tax invoices list", () => {
  it("lists the invoices newest first with their buyer and totals, as issued", async () => {
    const api = callerFor(services, client);
    const list = await api.invoices.list({});
    expect(list.total).toBe(2);
    expect(list.rows.map((row) => row.id)).toEqual([issued.commissionInvoice, issued.rentInvoice]);
    const invoice = await api.invoices.get({ id: issued.rentInvoice });
    expect(list.rows[1]).toEqual({
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      date: today,
      party: invoice.buyer.name,
      partyVatNo: null,
      totalWithoutVat: invoice.total_without_vat,
      vat: invoice.vat_total,
      total: invoice.total,
      // The organization is not onboarded with ZATCA: a phase-1 invoice, with no phase-2 status.
      zatcaStatus: null,
      notes: [],
    });
    expect(invoice.zatca).toBeNull();
    expect(invoice.vat_total.greaterThan(0)).toBe(true);
  });

  it("searches by the printed number and by the buyer, and filters by issue day", async () => {
    const api = callerFor(services, client);
    const invoice = await api.invoices.get({ id: issued.rentInvoice });
    const byNumber = await api.invoices.list({ searchText: documentNumber("invoice", invoice.number) });
    expect(byNumber.rows.map((row) => row.id)).toEqual([invoice.id]);
    const byBuyer = await api.invoices.list({ searchText: invoice.buyer.name.slice(0, 4) });
    expect(byBuyer.rows.map((row) => row.id)).toContain(invoice.id);
    expect((await api.invoices.list({ searchText: "لا أحد بهذا الاسم" })).total).toBe(0);
    expect((await api.invoices.list({ date_from: today, date_to: today })).total).toBe(2);
    expect((await api.invoices.list({ date_to: addDays(today, -1) })).total).toBe(0);
    expect((await api.invoices.list({ date_from: addDays(today, 1) })).total).toBe(0);
  });

  it("sorts by total both ways", async () => {
    const api = callerFor(services, client);
    const ascending = (await api.invoices.list({ sort: "total", direction: "asc" })).rows.map((row) => Number(row.total));
    expect(ascending).toEqual([...ascending].sort((x, y) => x - y));
    const descending = (await api.invoices.list({ sort: "total", direction: "desc" })).rows.map((row) => Number(row.total));
    expect(descending).toEqual([...ascending].reverse());
  });
});

describe("an invoice's lines", () => {
  const dueDateOf = async (paymentId: string) =>
    (await owner.selectFrom("payments").select("due_date").where("id", "=", paymentId).executeTakeFirstOrThrow()).due_date;

  it("read as each payment's type and due date in the caller's language and calendar; the stored lines keep the ledger's", async () => {
    const rent = await callerFor(services, client).invoices.get({ id: issued.rentInvoice });
    const commission = await callerFor(services, client).invoices.get({ id: issued.commissionInvoice });
    const [rentDue, commissionDue] = await Promise.all([dueDateOf(rent.payment_ids[0]!), dueDateOf(commission.payment_ids[0]!)]);
    expect(rent.lines.map((line) => line.description)).toEqual([`Rent — due ${rentDue.replaceAll("-", "/")}`]);
    expect(commission.lines.map((line) => line.description)).toEqual([`Commission — due ${commissionDue.replaceAll("-", "/")}`]);

    await owner.updateTable("users").set({ date_type: "hj" }).where("id", "=", client.userId).execute();
    try {
      const arabic = await callerFor(services, client, "ar").invoices.get({ id: issued.rentInvoice });
      const hijri = formatDate(rentDue, { dateType: "hj", lang: "ar" });
      expect(hijri).toMatch(/^14\d\d\/\d\d\/\d\d هـ$/);
      expect(arabic.lines.map((line) => line.description)).toEqual([`الإيجار — استحقاق ${hijri}`]);
    } finally {
      await owner.updateTable("users").set({ date_type: "md" }).where("id", "=", client.userId).execute();
    }

    const stored = await owner.selectFrom("invoices").select("lines").where("id", "=", issued.rentInvoice).executeTakeFirstOrThrow();
    expect(stored.lines.map((line) => line.description)).toEqual([`rent ${rentDue}`]);
  });
});

describe("the cash receipts list", () => {
  it("pages the receipts ten at a time, newest first, with the amount, method and paid date", async () => {
    const api = callerFor(services, client);
    const first = await api.receipts.list({});
    expect(first.total).toBe(issued.receipts.length);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows.map((row) => row.id)).toEqual([...issued.receipts].reverse().slice(0, PAGE_SIZE));
    const second = await api.receipts.list({ page: 2 });
    expect(second.rows.map((row) => row.id)).toEqual([...issued.receipts].reverse().slice(PAGE_SIZE));
    const receipt = await api.receipts.get({ id: first.rows[0]!.id });
    expect(first.rows[0]).toMatchObject({
      number: receipt.number,
      date: today,
      party: receipt.payer,
      amount: receipt.amount,
      method: receipt.method,
      paidDate: receipt.paid_date,
      paymentId: receipt.payment_id,
      unit: receipt.real_estate_title,
    });
    expect(first.rows[0]!.contractId).toBeTruthy();
  });

  it("searches by number and payer, filters by issue day and sorts by paid date", async () => {
    const api = callerFor(services, client);
    const receipt = await api.receipts.get({ id: issued.receipts[0]! });
    const byNumber = await api.receipts.list({ searchText: documentNumber("receipt", receipt.number) });
    expect(byNumber.rows.map((row) => row.id)).toEqual([receipt.id]);
    const byPayer = await api.receipts.list({ searchText: receipt.payer });
    expect(byPayer.rows.every((row) => row.party === receipt.payer)).toBe(true);
    expect(byPayer.total).toBeGreaterThan(0);
    expect((await api.receipts.list({ date_to: addDays(today, -1) })).total).toBe(0);
    const paidDates = (await api.receipts.list({ sort: "paidDate", direction: "asc" })).rows.map((row) => row.paidDate);
    expect(paidDates).toEqual([...paidDates].sort());
  });

  it("refuses a range that ends before it starts and an unknown sort column as field errors", async () => {
    const answer = await refusalOf(
      callerFor(services, client).receipts.list({ date_from: "2026-02-01", date_to: "2026-01-01", sort: "payer" as never }),
    );
    expect(answer).toMatchObject({ status: 400, body: { code: "validation.failed" } });
    expect(Object.keys(answer!.body.fieldErrors ?? {}).sort()).toEqual(["sort"]);
    const range = await refusalOf(callerFor(services, client).invoices.list({ date_from: "2026-02-01", date_to: "2026-01-01" }));
    expect(Object.keys(range!.body.fieldErrors ?? {})).toEqual(["date_to"]);
  });
});

describe("who reads invoices and receipts", () => {
  it("lets the read-only sub-user read both lists, hides commission invoices from the operational sub-user, refuses the viewer", async () => {
    const readonly = as("readonly_subClient");
    expect((await readonly.invoices.list({})).total).toBe(2);
    expect((await readonly.receipts.list({})).total).toBe(issued.receipts.length);
    const operational = as("operational_subClient");
    expect((await operational.invoices.list({})).rows.map((row) => row.id)).toEqual([issued.rentInvoice]);
    expect((await operational.receipts.list({})).total).toBe(issued.receipts.length);
    const viewer = as("viewer");
    for (const call of [() => viewer.invoices.list({}), () => viewer.receipts.list({})]) {
      expect((await refusalOf(call()))?.body.code).toBe("auth.roleForbidden");
    }
  });
});
