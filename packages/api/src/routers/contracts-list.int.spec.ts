import { addDays, addMonthsClamped, contractStatus, riyadhToday } from "@amlak/domain";
import { PAGE_SIZE } from "@amlak/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };
const today = riyadhToday(new Date());
const as = (type: Caller["type"]) => callerFor(services, { ...client, type });

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "567000001", password: "Secret@123", email: "567000001@example.sa" }, today);
  client = await demoCaller(services, "567000001");
});

/** The organization's contracts as the database has them, with their status today. */
async function storedContracts() {
  const rows = await owner
    .selectFrom("contracts as c")
    .innerJoin("contacts as t", "t.id", "c.tenant_id")
    .innerJoin("real_estates as re", "re.id", "c.real_estate_id")
    .select(["c.id", "c.contract_start", "c.contract_end", "c.cancelled_on", "c.lessor_id", "c.price", "c.months", "t.name", "re.title"])
    .where("c.org_id", "=", client.orgId)
    .execute();
  return rows.map((row) => ({
    ...row,
    status: contractStatus({ start: row.contract_start, end: row.contract_end, cancelled: row.cancelled_on }, today),
  }));
}

const idOf = async (table: "contacts" | "real_estates", value: string) =>
  table === "contacts"
    ? (
        await owner
          .selectFrom("contacts")
          .select("id")
          .where("org_id", "=", client.orgId)
          .where("name", "=", value)
          .executeTakeFirstOrThrow()
      ).id
    : (
        await owner
          .selectFrom("real_estates")
          .select("id")
          .where("org_id", "=", client.orgId)
          .where("title", "=", value)
          .executeTakeFirstOrThrow()
      ).id;

/** A lease of شقة 102 (vacant in the demo) that ends 20 days from today. */
async function signEndingSoon() {
  const start = addMonthsClamped(addDays(today, 21), -12);
  const end = addDays(addMonthsClamped(start, 12), -1);
  const { id } = await as("client").contracts.create({
    real_estate_id: await idOf("real_estates", "شقة 102"),
    tenant_id: await idOf("contacts", "فهد بن عبدالعزيز الدوسري"),
    contract_start: start,
    contract_end: end,
    price: "40000",
    contract_interval: 12,
  } as never);
  return { id, end };
}

describe("the contracts page", () => {
  it("pages the contracts newest start first, with each status chip's count as the database has it", async () => {
    const stored = await storedContracts();
    const page = await as("client").contracts.list({});
    expect(page.total).toBe(stored.length);
    expect(page.rows).toHaveLength(Math.min(PAGE_SIZE, stored.length));
    const starts = page.rows.map((row) => row.start);
    expect(starts).toEqual([...starts].sort().reverse());
    const countOf = (status: string) => stored.filter((row) => row.status === status).length;
    expect(page.counts).toMatchObject({
      all: stored.length,
      active: countOf("Contract_Ongoing"),
      upcoming: countOf("Contract_Upcoming"),
      ended: countOf("Contract_Completed"),
      cancelled: countOf("Contract_Cancelled"),
    });
    expect(page.counts.upcoming).toBe(1);
    const shop = page.rows.find((row) => row.unit === "محل تجاري - طريق العليا")!;
    // 255,000 for 36 months: 85,000 a year.
    expect(shop.yearlyRent?.toFixed(2)).toBe("85000.00");
    expect(shop.status).toBe("Contract_Ongoing");
    expect(shop.nextDue).not.toBeNull();
    const apartment = page.rows.find((row) => row.unit === "شقة 101")!;
    expect(apartment.compoundTitle).toBe("مجمع الياسمين السكني");
  });

  it("finds the contracts ending within 3 months and within 30 days, counted from today", async () => {
    const within3Months = await as("client").contracts.list({ status: "ending3Months" });
    // شقة 301 started ten months ago for twelve.
    expect(within3Months.rows.map((row) => row.unit)).toEqual(["شقة 301"]);
    expect(within3Months.counts.ending3Months).toBe(1);
    expect((await as("client").contracts.list({ status: "ending30Days" })).total).toBe(0);

    const { id, end } = await signEndingSoon();
    const within30Days = await as("client").contracts.list({ status: "ending30Days" });
    expect(within30Days.rows.map((row) => [row.id, row.end])).toEqual([[id, end]]);
    expect(within30Days.counts).toMatchObject({ ending30Days: 1, ending3Months: 2 });
    expect((await as("client").contracts.list({ status: "active" })).rows.some((row) => row.id === id)).toBe(true);

    await as("client").contracts.cancel({ id, cancelled_on: today });
    const afterCancel = await as("client").contracts.list({ status: "cancelled" });
    expect(afterCancel.rows.map((row) => [row.id, row.status])).toEqual([[id, "Contract_Cancelled"]]);
    expect(afterCancel.counts.ending30Days).toBe(0);
  });

  it("filters by lessor, by a compound's units, by tenant and by the search text", async () => {
    const api = as("client");
    const lessor2 = await idOf("contacts", "نورة بنت سعد العتيبي");
    const ofLessor = await api.contracts.list({ lessor_id: lessor2 });
    expect(ofLessor.rows.map((row) => row.unit).sort()).toEqual(["فيلا حي الملقا", "محل تجاري - طريق العليا"]);
    expect(ofLessor.counts.all).toBe(2);

    const compound = await idOf("real_estates", "مجمع الياسمين السكني");
    const ofCompound = await api.contracts.list({ real_estate_id: compound });
    expect(ofCompound.rows.every((row) => row.compoundTitle === "مجمع الياسمين السكني")).toBe(true);
    expect(ofCompound.total).toBeGreaterThanOrEqual(3);

    const tenant = await idOf("contacts", "سارة بنت خالد الشهري");
    expect((await api.contracts.list({ tenant_id: tenant })).rows.map((row) => row.unit)).toEqual(["شقة 201"]);
    expect((await api.contracts.list({ searchText: "رواد" })).rows.map((row) => row.unit)).toEqual(["محل تجاري - طريق العليا"]);
    expect((await api.contracts.list({ searchText: "فيلا" })).rows.map((row) => row.tenantName)).toEqual(["ريم بنت فيصل الحربي"]);
    expect((await api.contracts.list({ searchText: "الياسمين" })).total).toBe(ofCompound.total);
  });

  it("sorts by yearly rent, tenant, unit and end across the whole list", async () => {
    const api = as("client");
    const rents = (await api.contracts.list({ sort: "yearlyRent", direction: "desc" })).rows.map((row) => Number(row.yearlyRent));
    expect(rents).toEqual([...rents].sort((x, y) => y - x));
    expect(rents[0]).toBe(120000);
    const ends = (await api.contracts.list({ sort: "end", direction: "asc" })).rows.map((row) => row.end);
    expect(ends).toEqual([...ends].sort());
    // The database's collation orders Arabic names; each order is the other reversed.
    for (const sort of ["tenant", "unit"] as const) {
      const names = async (direction: "asc" | "desc") =>
        (await api.contracts.list({ sort, direction })).rows.map((row) => (sort === "tenant" ? row.tenantName : row.unit));
      expect(await names("asc"), sort).toEqual((await names("desc")).reverse());
    }
  });

  it("refuses an unknown status or sort column as a field error", async () => {
    const answer = await refusalOf(as("client").contracts.list({ status: "late" as never, sort: "price" as never }));
    expect(answer).toMatchObject({ status: 400, body: { code: "validation.failed" } });
    expect(Object.keys(answer!.body.fieldErrors ?? {}).sort()).toEqual(["sort", "status"]);
  });
});

describe("the contract page's figures", () => {
  it("sums what the tenant owes, has paid and still owes, and names the next due date and amount", async () => {
    const [shop] = (await as("client").contracts.list({ searchText: "رواد" })).rows;
    const figures = await as("client").contracts.figures({ id: shop!.id });
    const payments = await as("client").contracts.payments({ id: shop!.id });
    const tenants = payments.filter((payment) => payment.party === "tenant" && ["pending", "paid"].includes(payment.status));
    const sum = (rows: typeof tenants) => rows.reduce((total, row) => total.plus(row.total), tenants[0]!.total.minus(tenants[0]!.total));
    expect(figures.total?.toFixed(2)).toBe(sum(tenants).toFixed(2));
    expect(figures.paid?.toFixed(2)).toBe(sum(tenants.filter((row) => row.status === "paid")).toFixed(2));
    const pending = tenants.filter((row) => row.status === "pending");
    expect(figures.outstanding?.toFixed(2)).toBe(sum(pending).toFixed(2));
    expect(figures.overdue?.toFixed(2)).toBe(sum(pending.filter((row) => row.due_date < today)).toFixed(2));
    // One instalment of the shop is left unpaid in the demo.
    expect(Number(figures.overdue)).toBeGreaterThan(0);
    const nextDue = pending.map((row) => row.due_date).sort()[0]!;
    expect(figures.nextDue).toBe(nextDue);
    expect(figures.nextDueAmount?.toFixed(2)).toBe(sum(pending.filter((row) => row.due_date === nextDue)).toFixed(2));
  });

  it("lists the whole schedule by due date as payments-page rows, split and deleted payments as the page shows them", async () => {
    const [shop] = (await as("client").contracts.list({ searchText: "رواد" })).rows;
    const schedule = await as("client").contracts.schedule({ id: shop!.id });
    const payments = await as("client").contracts.payments({ id: shop!.id });
    expect(schedule.map((row) => row.id).sort()).toEqual(
      payments
        .filter((payment) => !["deleted", "split"].includes(payment.status))
        .map((payment) => payment.id)
        .sort(),
    );
    const dueDates = schedule.map((row) => row.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    expect(schedule.every((row) => row.contractId === shop!.id && row.unit === shop!.unit)).toBe(true);
    expect(schedule.filter((row) => row.overdue).every((row) => row.status === "pending" && row.dueDate < today)).toBe(true);
    const operational = await as("operational_subClient").contracts.schedule({ id: shop!.id });
    expect(operational.length).toBe(schedule.filter((row) => row.type !== "commission").length);
  });

  it("answers notFound for a contract that is not the organization's", async () => {
    const answer = await refusalOf(as("client").contracts.figures({ id: "00000000-0000-4000-8000-000000000000" }));
    expect(answer?.body.code).toBe("notFound");
  });
});

describe("who sees what", () => {
  it("shows the operational user the contracts without amounts, and its schedule without commissions", async () => {
    const operational = as("operational_subClient");
    const page = await operational.contracts.list({});
    expect(page.total).toBe((await as("client").contracts.list({})).total);
    expect(page.rows.every((row) => row.yearlyRent === null)).toBe(true);
    const [shop] = (await operational.contracts.list({ searchText: "رواد" })).rows;
    const figures = await operational.contracts.figures({ id: shop!.id });
    expect(figures).toMatchObject({ total: null, paid: null, outstanding: null, overdue: null, nextDueAmount: null });
    expect(figures.nextDue).not.toBeNull();
    const payments = await operational.contracts.payments({ id: shop!.id });
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.some((payment) => payment.payment_type === "commission")).toBe(false);
    expect((await as("client").contracts.payments({ id: shop!.id })).some((payment) => payment.payment_type === "commission")).toBe(true);
  });

  it("lets the read-only and restricted users read with amounts, and refuses the viewer", async () => {
    for (const type of ["readonly_subClient", "restricted_subClient", "subClient"] as const) {
      const page = await as(type).contracts.list({});
      expect(
        page.rows.every((row) => row.yearlyRent !== null),
        type,
      ).toBe(true);
    }
    for (const call of [as("viewer").contracts.list({}), as("viewer").contracts.figures({ id: "00000000-0000-4000-8000-000000000000" })]) {
      expect((await refusalOf(call))?.body.code).toBe("auth.roleForbidden");
    }
  });
});
