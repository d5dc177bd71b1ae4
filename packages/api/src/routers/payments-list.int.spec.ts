import { riyadhToday } from "@amlak/domain";
import { add, money } from "@amlak/money";
import { PAGE_SIZE } from "@amlak/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };
const today = riyadhToday(new Date());

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "566000001", password: "Secret@123", email: "566000001@example.sa" }, today);
  client = await demoCaller(services, "566000001");
});

/** The organization's live payments as the database has them, for the figures the page must agree with. */
const livePayments = () =>
  owner
    .selectFrom("payments")
    .select(["id", "status", "due_date", "payment_type", "category", "contract_id", "direction", "price", "vat"])
    .where("org_id", "=", client.orgId)
    .where("status", "not in", ["deleted", "split"])
    .execute();

describe("the payments page", () => {
  it("pages every live payment ten at a time, by due date", async () => {
    const api = callerFor(services, client);
    const live = await livePayments();
    const first = await api.payments.list({});
    expect(first.total).toBe(live.length);
    expect(first.rows).toHaveLength(Math.min(PAGE_SIZE, live.length));
    const dueDates = first.rows.map((row) => row.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    expect(first.rows[0]!.total.toFixed(2)).toBe(first.rows[0]!.price.plus(first.rows[0]!.vat).toFixed(2));
  });

  it("filters by status (overdue is pending and past due), dates, type and contract, as the database counts them", async () => {
    const api = callerFor(services, client);
    const live = await livePayments();
    const count = (keep: (row: (typeof live)[number]) => boolean) => live.filter(keep).length;
    expect((await api.payments.list({ status: "paid" })).total).toBe(count((row) => row.status === "paid"));
    const overdue = await api.payments.list({ status: "overdue" });
    expect(overdue.total).toBe(count((row) => row.status === "pending" && row.due_date < today));
    expect(overdue.rows.every((row) => row.overdue)).toBe(true);
    const contractId = live.find((row) => row.contract_id)!.contract_id!;
    const ofContract = await api.payments.list({
      contract_id: contractId,
      payment_type: "rent",
      due_from: "2026-01-01",
      due_to: "2027-12-31",
    });
    expect(ofContract.total).toBe(
      count(
        (row) =>
          row.contract_id === contractId && row.payment_type === "rent" && row.due_date >= "2026-01-01" && row.due_date <= "2027-12-31",
      ),
    );
    expect(ofContract.rows.every((row) => row.contractId === contractId && row.type === "rent")).toBe(true);
  });

  it("sorts by amount both ways across the whole list", async () => {
    const api = callerFor(services, client);
    const highest = (await api.payments.list({ sort: "amount", direction: "desc" })).rows.map((row) => Number(row.price));
    expect(highest).toEqual([...highest].sort((x, y) => y - x));
    const max = Math.max(...(await livePayments()).map((row) => Number(row.price)));
    expect(highest[0]).toBe(max);
  });

  it("hides commissions from the operational user, lets the read-only user look, and refuses the viewer", async () => {
    const live = await livePayments();
    const commissions = live.filter((row) => row.payment_type === "commission" || row.payment_type === "additional_commission").length;
    expect(commissions).toBeGreaterThan(0);
    const operational = await callerFor(services, { ...client, type: "operational_subClient" }).payments.list({});
    expect(operational.total).toBe(live.length - commissions);
    expect(
      (await callerFor(services, { ...client, type: "operational_subClient" }).payments.list({ payment_type: "commission" })).total,
    ).toBe(0);
    expect((await callerFor(services, { ...client, type: "readonly_subClient" }).payments.list({})).total).toBe(live.length);
    const refused = await refusalOf(callerFor(services, { ...client, type: "viewer" }).payments.list({}));
    expect(refused?.body.code).toBe("auth.roleForbidden");
  });

  it("refuses an unknown status or sort column as a field error", async () => {
    const api = callerFor(services, client);
    const answer = await refusalOf(api.payments.list({ status: "late" as never, sort: "price" as never }));
    expect(answer).toMatchObject({ status: 400, body: { code: "validation.failed" } });
    expect(Object.keys(answer!.body.fieldErrors ?? {}).sort()).toEqual(["sort", "status"]);
  });

  it("adds up the whole filtered list, income and expense apart, as the database holds the amounts", async () => {
    const api = callerFor(services, client);
    await api.payments.create({ direction: "expense", category: "maintenance", due_date: today, price: "1234.56", comment: "تسريب مياه" });
    const live = await livePayments();
    const sum = (rows: typeof live, column: "price" | "vat") => add(...rows.map((row) => money(row[column]))).toFixed(2);
    for (const status of [undefined, "pending", "paid"] as const) {
      const { totals } = await api.payments.list(status ? { status } : {});
      const matching = live.filter((row) => !status || row.status === status);
      for (const direction of ["income", "expense"] as const) {
        const rows = matching.filter((row) => row.direction === direction);
        expect(totals[direction].price.toFixed(2)).toBe(sum(rows, "price"));
        expect(totals[direction].vat.toFixed(2)).toBe(sum(rows, "vat"));
        expect(totals[direction].total.toFixed(2)).toBe(money(sum(rows, "price")).plus(sum(rows, "vat")).toFixed(2));
      }
    }
    const expenses = await api.payments.list({ payment_direction: "expense" });
    expect(expenses.total).toBe(live.filter((row) => row.direction === "expense").length);
    expect(expenses.totals.income.total.toFixed(2)).toBe("0.00");
    expect(expenses.rows.every((row) => row.direction === "expense")).toBe(true);
    // The comment is searched too.
    const found = await api.payments.list({ searchText: "تسريب" });
    expect(found.rows.map((row) => [row.comment, row.type, row.price.toFixed(2)])).toEqual([["تسريب مياه", "maintenance", "1234.56"]]);
  });

  it("names the lessor on the lessor's commission and the tenant on rent, and gives the documents' numbers", async () => {
    const api = callerFor(services, client);
    const lessors = await owner
      .selectFrom("contacts")
      .select(["id", "name"])
      .where("org_id", "=", client.orgId)
      .where("type", "=", "lessor")
      .execute();
    const lessorNames = new Set(lessors.map((lessor) => lessor.name));
    const commissions = await api.payments.list({ payment_type: "commission" });
    expect(commissions.rows.every((row) => row.party === "lessor" && lessorNames.has(row.partyName ?? ""))).toBe(true);
    const rent = await api.payments.list({ payment_type: "rent", status: "paid" });
    expect(rent.rows.every((row) => row.party === "tenant" && row.partyName && !lessorNames.has(row.partyName))).toBe(true);

    // A lessor's filter keeps exactly the payments of their units, and searching a lessor's name finds them.
    const [lessor] = lessors;
    const ofLessor = await api.payments.list({ lessor_id: lessor!.id, payment_type: "commission" });
    expect(ofLessor.total).toBeGreaterThan(0);
    expect(ofLessor.rows.every((row) => row.partyName === lessor!.name)).toBe(true);
    expect((await api.payments.list({ searchText: lessor!.name, payment_type: "commission" })).total).toBe(ofLessor.total);

    const paid = rent.rows[0]!;
    const receipt = await api.receipts.issue({ id: paid.id });
    const [listed] = (
      await api.payments.list({ searchText: paid.partyName!, due_from: paid.dueDate, due_to: paid.dueDate, payment_type: "rent" })
    ).rows;
    expect(listed).toMatchObject({ id: paid.id, receiptId: receipt.id, receiptNumber: receipt.number, invoiceNumber: null });

    const [taxable] = (await api.payments.list({ payment_type: "rent", status: "paid", sort: "amount", direction: "desc" })).rows;
    expect(taxable!.vat.gt(0)).toBe(true);
    const invoice = await api.invoices.issue({ payment_ids: [taxable!.id] });
    const [invoiced] = (await api.payments.list({ payment_type: "rent", status: "paid", sort: "amount", direction: "desc" })).rows;
    expect(invoiced).toMatchObject({ id: taxable!.id, invoiceId: invoice.id, invoiceNumber: invoice.number });
  });
});
