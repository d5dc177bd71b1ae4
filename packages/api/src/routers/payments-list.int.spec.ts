import { riyadhToday } from "@amlak/domain";
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
    .select(["id", "status", "due_date", "payment_type", "category", "contract_id", "price"])
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
});
