import { withOrg } from "@amlak/db";
import type { ReportName } from "@amlak/domain";
import { sub, money, toFixed2 } from "@amlak/money";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { callerFor, demoOrganization, refusalOf, testServices } from "../testing/harness.ts";
import { foldLedger, isCommission, sumOf } from "./testing/ledger-fold.ts";
import { withKeyedRows } from "./testing/report-rows.ts";
import { REPORT_DEFINITIONS } from "./catalogue.ts";
import { openReport } from "./run-report.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };
let other: Caller & { orgId: string };
let ledger: Awaited<ReturnType<typeof foldLedger>>;

beforeAll(async () => {
  client = await demoOrganization(services, "569100001");
  other = await demoOrganization(services, "569100002");
  ledger = await foldLedger(owner, client.orgId);
});

const run = async (report: string, filters: Record<string, unknown> = {}, caller = client, resultType = "RAW") =>
  withKeyedRows(await callerFor(services, caller).reports.run({ report: report as never, filters, result_type: resultType as never }));

/** The filters the money reports are checked with: none, and one lessor over a period. */
function filterCases() {
  const paid = ledger.payments.filter((payment) => payment.status === "paid").map((payment) => payment.paidDate!);
  const sorted = [...paid].sort();
  const period = { start_date: sorted[Math.floor(sorted.length / 4)]!, end_date: sorted[Math.floor((sorted.length * 3) / 4)]! };
  return [{}, { lessor: ledger.lessors[0]!, ...period }] as { lessor?: string; start_date?: string; end_date?: string }[];
}

const settledIn = (filters: { lessor?: string; start_date?: string; end_date?: string }) =>
  ledger.payments.filter(
    (payment) =>
      payment.status === "paid" &&
      (!filters.lessor || ledger.lessorOf(payment) === filters.lessor) &&
      (!filters.start_date || payment.paidDate! >= filters.start_date) &&
      (!filters.end_date || payment.paidDate! <= filters.end_date),
  );

/** The lessor's figures from the events: income and expenses other than commissions, commissions the manager was paid. */
function lessorFigures(settled: typeof ledger.payments) {
  const total_income = sumOf(settled.filter((payment) => payment.direction === "income" && !isCommission(payment)));
  const total_expenses = sumOf(settled.filter((payment) => payment.direction === "expense" && !isCommission(payment)));
  const total_commission = sumOf(settled.filter((payment) => payment.direction === "income" && isCommission(payment)));
  const net_return = toFixed2(sub(sub(money(total_income), money(total_expenses)), money(total_commission)));
  return { total_income, total_expenses, total_commission, net_return };
}

describe("report totals equal the sums of the ledger events", () => {
  it("has paid income, expenses and commissions to report on", () => {
    const settled = settledIn({});
    expect(settled.some((payment) => payment.direction === "income" && !isCommission(payment))).toBe(true);
    expect(settled.some((payment) => isCommission(payment))).toBe(true);
  });

  it("Income: per contract, paid in the period", async () => {
    for (const filters of filterCases()) {
      const report = await run("INCOME_REPORT", filters);
      expect(report.totals).toEqual(lessorFigures(settledIn(filters)));
      expect(report.columns.map((column) => column.key)).toEqual([
        "name",
        "title",
        "contract_start",
        "total_income",
        "total_expenses",
        "total_commission",
        "net_return",
      ]);
    }
  });

  it("Income with show_all_summary adds the contracts without movement, at zero, with the same totals", async () => {
    const filters = filterCases()[1]!;
    const moved = await run("INCOME_REPORT", filters);
    const all = await run("INCOME_REPORT", { ...filters, show_all_summary: true });
    expect(all.rows.length).toBeGreaterThanOrEqual(moved.rows.length);
    expect(all.totals).toEqual(moved.totals);
  });

  it("Income per payment: one line per paid payment, the same figures", async () => {
    for (const filters of filterCases()) {
      const settled = settledIn(filters).filter((payment) => payment.direction === "income" || !isCommission(payment));
      const report = await run("INCOME_REPORT_DETAILS", { ...filters, show_received_by: true });
      expect(report.rows).toHaveLength(settled.length);
      const figures = lessorFigures(settled);
      expect(report.totals).toEqual({
        income: figures.total_income,
        expense: figures.total_expenses,
        commission: figures.total_commission,
      });
      expect(Object.keys(report.rows[0] ?? {}).sort()).toEqual(
        [
          "name",
          "title",
          "contract_start",
          "income",
          "expense",
          "commission",
          "comment",
          "received_by_name",
          "paid_at",
          "payment_method_name",
        ].sort(),
      );
    }
  });

  it("Investment: per property, the same figures for payments on a property", async () => {
    for (const filters of filterCases()) {
      const report = await run("INVESTMENT_REPORT", filters);
      const onProperty = settledIn(filters).filter((payment) => payment.realEstateId || payment.contractId);
      expect(report.totals).toEqual(lessorFigures(onProperty));
    }
  });

  it("Profit: the commissions the manager was paid and paid out", async () => {
    for (const filters of filterCases()) {
      const commissions = settledIn(filters).filter(isCommission);
      const earned = sumOf(commissions.filter((payment) => payment.direction === "income"));
      const paidOut = sumOf(commissions.filter((payment) => payment.direction === "expense"));
      const report = await run("PROFIT_REPORT", filters);
      expect(report.totals).toEqual({
        total_commission: earned,
        total_expenses: paidOut,
        profit: toFixed2(sub(money(earned), money(paidOut))),
      });
    }
  });

  it("Commission payments: due in the period, All, pending or paid, with VAT", async () => {
    for (const filters of filterCases())
      for (const status of ["All", "pending", "paid"] as const) {
        const due = ledger.payments.filter(
          (payment) =>
            isCommission(payment) &&
            payment.direction === "income" &&
            (status === "All" ? ["pending", "paid"] : [status]).includes(payment.status) &&
            (!filters.lessor || ledger.lessorOf(payment) === filters.lessor) &&
            (!filters.start_date || payment.dueDate >= filters.start_date) &&
            (!filters.end_date || payment.dueDate <= filters.end_date),
        );
        const report = await run("COMMISSION_PAYMENTS_REPORT", { ...filters, payment_status: status });
        expect(report.rows).toHaveLength(due.length);
        expect(report.totals).toEqual({ amount: sumOf(due, (payment) => payment.price.plus(payment.vat)) });
      }
  });
});

describe("reading a report through a cursor", () => {
  it("gives every report the same lines a few at a time, inside the organization's transaction, as read at once", async () => {
    for (const report of Object.keys(REPORT_DEFINITIONS) as ReportName[]) {
      const [whole, streamed] = await withOrg(services.database.app, client.orgId, async (trx) => {
        const caller = { trx, orgId: client.orgId, type: client.type, lang: "ar" as const, now: new Date() };
        const read = async () => (await openReport(caller, report, { payment_status: "All" }, "EXCEL")).lines;
        const lines: string[][] = [];
        for await (const cells of (await read()).each(3)) lines.push(cells as string[]);
        return [await (await read()).all(), lines];
      });
      expect(streamed, report).toEqual(whole);
      if (report === "INCOME_REPORT_DETAILS") expect(whole.length).toBeGreaterThan(3 * 3);
    }
  });
});

describe("who may run a report", () => {
  it("follows the SPEC §6 categories: 403 outside the caller's", async () => {
    const as = (type: Caller["type"]) => ({ ...client, type });
    expect((await refusalOf(run("INCOME_REPORT", {}, as("operational_subClient"))))?.body.code).toBe("auth.roleForbidden");
    expect((await refusalOf(run("INCOME_REPORT", {}, as("operational_subClient"))))?.status).toBe(403);
    expect((await refusalOf(run("INVESTMENT_REPORT", {}, as("viewer"))))?.status).toBe(403);
    expect((await refusalOf(run("PROFIT_REPORT", {}, as("subClient"))))?.body.code).toBe("auth.roleForbidden");
    expect((await refusalOf(run("COMMISSION_PAYMENTS_REPORT", {}, as("readonly_subClient"))))?.status).toBe(403);
    expect(await refusalOf(run("INCOME_REPORT", {}, as("readonly_subClient")))).toBeNull();
    expect(await refusalOf(run("PROFIT_REPORT", {}, as("client")))).toBeNull();
  });

  it("follows the package: a report or an export it does not list is refused", async () => {
    const org = await demoOrganization(services, "569100003");
    await owner.updateTable("subscriptions").set({ package_code: "basic" }).where("org_id", "=", org.orgId).execute();
    expect(await refusalOf(run("INCOME_REPORT", {}, org))).toBeNull();
    for (const report of ["INVESTMENT_REPORT", "PROFIT_REPORT", "COMMISSION_PAYMENTS_REPORT", "INCOME_REPORT_DETAILS"])
      expect((await refusalOf(run(report, {}, org)))?.body.code).toBe("subscription.notAllowed");
    expect(await refusalOf(run("INCOME_REPORT", {}, org, "EXCEL"))).toBeNull();
    expect((await refusalOf(run("INCOME_REPORT", {}, org, "PDF")))?.body.code).toBe("subscription.notAllowed");
    await owner.updateTable("subscriptions").set({ package_code: "free" }).where("org_id", "=", org.orgId).execute();
    expect((await refusalOf(run("INCOME_REPORT", {}, org)))?.body.code).toBe("subscription.notAllowed");
    expect(await refusalOf(run("INCOME_REPORT", {}, client, "EXCEL"))).toBeNull();
  });
});

describe("report filters", () => {
  it("refuses a start after the end and a malformed date, with translated field errors", async () => {
    const backwards = { start_date: "2026-05-01", end_date: "2026-04-01" };
    const en = await refusalOf(run("INCOME_REPORT", backwards), "en");
    const ar = await refusalOf(run("INCOME_REPORT", backwards), "ar");
    expect(en?.status).toBe(400);
    expect(en?.body.fieldErrors?.["filters.end_date"]).toMatch(/[a-z]/i);
    expect(ar?.body.fieldErrors?.["filters.end_date"]).toMatch(/[\u0600-\u06FF]/);
    const malformed = await refusalOf(run("INCOME_REPORT", { start_date: "2026-13-45" }));
    expect(Object.keys(malformed?.body.fieldErrors ?? {})).toEqual(["filters.start_date"]);
  });

  it("refuses another organization's lessor or property as an invalid field, naming nothing of theirs", async () => {
    const theirs = await foldLedger(owner, other.orgId);
    const refused = await refusalOf(run("INCOME_REPORT", { lessor: theirs.lessors[0] }));
    expect(refused?.body.fieldErrors).toEqual({ "filters.lessor": expect.any(String) });
    const unit = await owner.selectFrom("real_estates").select("id").where("org_id", "=", other.orgId).executeTakeFirstOrThrow();
    expect((await refusalOf(run("INVESTMENT_REPORT", { real_estate_id: unit.id })))?.body.fieldErrors).toEqual({
      "filters.real_estate_id": expect.any(String),
    });
    const own = await run("INVESTMENT_REPORT", { show_all_summary: true });
    const theirTitles = await owner.selectFrom("real_estates").select("id").where("org_id", "=", other.orgId).execute();
    expect(JSON.stringify(own)).not.toContain(theirTitles[0]!.id);
  });
});

describe("a security deposit (issue #23)", () => {
  it("changes no income figure of any report or of the dashboard when it is received, and is held in the books", async () => {
    const manager = await demoOrganization(services, "569100004");
    const api = callerFor(services, manager);
    const unit = await owner
      .selectFrom("real_estates as re")
      .select("re.id")
      .where("re.org_id", "=", manager.orgId)
      .where("re.kind", "=", "unit")
      .where((eb) => eb.not(eb.exists(eb.selectFrom("contracts as c").select("c.id").whereRef("c.real_estate_id", "=", "re.id"))))
      .executeTakeFirstOrThrow();
    const tenant = await owner
      .selectFrom("contacts")
      .select("id")
      .where("org_id", "=", manager.orgId)
      .where("type", "=", "tenant")
      .executeTakeFirstOrThrow();
    const { paymentIds } = await api.contracts.create({
      tenant_id: tenant.id,
      real_estate_id: unit.id,
      contract_start: "2026-11-01",
      contract_end: "2027-10-31",
      price: "36000",
      contract_interval: 12,
      deposit: "5000",
    });
    const deposit = await owner
      .selectFrom("payments")
      .select(["id", "vat"])
      .where("id", "in", paymentIds)
      .where("payment_type", "=", "deposit")
      .executeTakeFirstOrThrow();
    expect(deposit.vat).toBe("0.00");

    const figures = async () => ({
      reports: Object.fromEntries(
        await Promise.all(Object.keys(REPORT_DEFINITIONS).map(async (name) => [name, (await run(name, {}, manager)).totals] as const)),
      ),
      dashboard: await api.dashboard.financial(),
    });
    const before = await figures();
    await api.payments.pay({ id: deposit.id, paid_date: "2026-11-02", payment_method: "cash" });
    expect(await figures()).toEqual(before);

    const held = await owner
      .selectFrom("journal_lines")
      .select(["account", (eb) => eb.fn.sum<string>(eb("credit", "-", eb.ref("debit"))).as("balance")])
      .where("org_id", "=", manager.orgId)
      .where("account", "in", ["deposits_held", "deposits_due"])
      .groupBy("account")
      .execute();
    expect(Object.fromEntries(held.map((row) => [row.account, row.balance]))).toEqual({ deposits_held: "5000.00", deposits_due: "0.00" });
    expect(await refusalOf(api.invoices.issue({ payment_ids: [deposit.id] }))).toMatchObject({ status: 409 });
  });
});
