import { addDays, riyadhToday, type ReportName } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import { add, money, toFixed2 } from "@amlak/money";
import { documentNumber, type TReportFilters } from "@amlak/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { callerFor, demoOrganization, refusalOf, testServices } from "../testing/harness.ts";
import { foldLedger, isCommission, sumOf } from "./testing/ledger-fold.ts";
import { withKeyedRows } from "./testing/report-rows.ts";

const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());
let orgA: Caller & { orgId: string };
let orgB: Caller & { orgId: string };

type Filters = Partial<TReportFilters>;
const run = async (caller: Caller, report: ReportName, filters: Filters = {}, lang: "ar" | "en" = "en") =>
  withKeyedRows(await callerFor(services, caller, lang).reports.run({ report, filters: { payment_status: "All", ...filters } }));

/** The contracts as their own events tell them: signed terms, lessor, unit, and whether a cancellation followed. */
async function contractsFromEvents(orgId: string) {
  const events = await owner.selectFrom("ledger_events").select(["type", "data"]).where("org_id", "=", orgId).orderBy("position").execute();
  type Signed = {
    contractId: string;
    lessorId: string;
    realEstateId: string;
    terms: { contractStart: string; contractEnd: string; price: string };
  };
  const signed = events.filter((event) => event.type === "ContractSigned").map((event) => event.data as Signed);
  const cancelled = new Set(
    events.filter((event) => event.type === "ContractCancelled").map((event) => (event.data as { contractId: string }).contractId),
  );
  return signed.map((contract) => ({
    ...contract,
    cancelled: cancelled.has(contract.contractId),
    ongoing: !cancelled.has(contract.contractId) && contract.terms.contractStart <= today && contract.terms.contractEnd >= today,
  }));
}

const unitsOf = (orgId: string) =>
  owner.selectFrom("real_estates").select(["id", "title", "kind", "parent_id", "lessor_id"]).where("org_id", "=", orgId).execute();
const lessorsOf = (orgId: string) =>
  owner.selectFrom("contacts").select(["id", "name"]).where("org_id", "=", orgId).where("type", "=", "lessor").orderBy("phone").execute();

beforeAll(async () => {
  orgA = await demoOrganization(services, "566300031");
  orgB = await demoOrganization(services, "566300032");
  const api = callerFor(services, orgA);
  const units = await unitsOf(orgA.orgId);
  const payments = await owner
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .innerJoin("real_estates as re", "re.id", "c.real_estate_id")
    .select(["p.id", "p.payment_type", "p.status", "c.is_taxable", "re.title", "c.id as contractId"])
    .where("p.org_id", "=", orgA.orgId)
    .orderBy("p.due_date")
    .orderBy("p.id")
    .execute();
  // A tax invoice for the shop's rent (lessor 2) and one for a flat's commission (lessor 1).
  const shopRent = payments.find((p) => p.is_taxable && p.payment_type === "rent" && p.status === "paid")!;
  const flatCommission = payments.find((p) => p.title === "شقة 101" && p.payment_type === "commission" && p.status === "paid")!;
  await api.invoices.issue({ payment_ids: [shopRent.id] });
  await api.invoices.issue({ payment_ids: [flatCommission.id] });
  // A paid maintenance expense on a vacant flat of lessor 1, and the lease of شقة 301 cancelled today.
  const flat = units.find((unit) => unit.title === "شقة 102")!;
  const { paymentIds } = await api.payments.create({
    direction: "expense",
    category: "maintenance",
    due_date: today,
    price: "460",
    real_estate_id: flat.id,
    comment: "تسريب مياه",
  });
  await api.payments.pay({ id: paymentIds[0]!, paid_date: today, payment_method: "cash", received_by: "سباك" });
  const lease301 = payments.find((p) => p.title === "شقة 301")!;
  await api.contracts.cancel({ id: lease301.contractId, cancelled_on: today });
});

describe("the active contracts report", () => {
  it("lists exactly the contracts running today by their events, with their value and interval", async () => {
    const ongoing = (await contractsFromEvents(orgA.orgId)).filter((contract) => contract.ongoing);
    const result = await run(orgA, "ACTIVE_CONTRACTS_REPORT");
    expect(result.rows).toHaveLength(ongoing.length);
    expect(result.totals.price).toBe(toFixed2(add(money(0), ...ongoing.map((contract) => money(contract.terms.price)))));
    expect(result.rows.map((row) => row.contract_start).sort()).toEqual(ongoing.map((contract) => contract.terms.contractStart).sort());
    expect(result.rows.find((row) => row.title === "شقة 101")).toMatchObject({ payment_period: "Half-yearly (every 6 months)" });
    const arabic = await run(orgA, "ACTIVE_CONTRACTS_REPORT", {}, "ar");
    expect(arabic.rows.find((row) => row.title === "شقة 201")).toMatchObject({ payment_period: "ربع سنوي (كل 3 أشهر)" });
    expect(result.rows.map((row) => row.title)).not.toContain("شقة 301");
    for (const row of result.rows) expect(row.next_payment_due === null || String(row.next_payment_due) >= "2000-01-01").toBe(true);
  });

  it("keeps a lessor's and a property's contracts", async () => {
    const contracts = (await contractsFromEvents(orgA.orgId)).filter((contract) => contract.ongoing);
    const units = await unitsOf(orgA.orgId);
    for (const lessor of await lessorsOf(orgA.orgId)) {
      const theirs = contracts.filter((contract) => contract.lessorId === lessor.id);
      const result = await run(orgA, "ACTIVE_CONTRACTS_REPORT", { lessor: lessor.id });
      expect(result.rows).toHaveLength(theirs.length);
      expect(result.totals.price).toBe(toFixed2(add(money(0), ...theirs.map((contract) => money(contract.terms.price)))));
    }
    const compound = units.find((unit) => unit.kind === "compound")!;
    const inCompound = new Set(units.filter((unit) => unit.parent_id === compound.id).map((unit) => unit.id));
    const result = await run(orgA, "ACTIVE_CONTRACTS_REPORT", { real_estate_id: compound.id });
    expect(result.rows).toHaveLength(contracts.filter((contract) => inCompound.has(contract.realEstateId)).length);
  });
});

describe("the contracts report", () => {
  it("lists every contract with its status, then the units nobody rents today as vacant", async () => {
    const contracts = await contractsFromEvents(orgA.orgId);
    const leasedToday = new Set(contracts.filter((contract) => contract.ongoing).map((contract) => contract.realEstateId));
    const vacantUnits = (await unitsOf(orgA.orgId)).filter((unit) => unit.kind === "unit" && !leasedToday.has(unit.id));
    const result = await run(orgA, "CONTRACTS_REPORT");
    expect(result.rows).toHaveLength(contracts.length + vacantUnits.length);
    const byStatus = (status: string) => result.rows.filter((row) => row.contract_status === status);
    expect(byStatus("Ongoing")).toHaveLength(leasedToday.size);
    expect(byStatus("Cancelled").map((row) => row.title)).toEqual(["شقة 301"]);
    expect(byStatus("Upcoming").map((row) => row.title)).toEqual(["فيلا حي الملقا"]);
    expect(
      byStatus("Vacant")
        .map((row) => row.title)
        .sort(),
    ).toEqual(vacantUnits.map((unit) => unit.title).sort());
    for (const row of byStatus("Vacant")) expect(row).toMatchObject({ name: null, price: null, contract_status1: null });
    for (const row of result.rows) expect(row.contract_status1).toBe(row.next_payment_due);
  });

  it("filters by status, vacant included, and by the period the contracts run in", async () => {
    const contracts = await contractsFromEvents(orgA.orgId);
    const cancelled = await run(orgA, "CONTRACTS_REPORT", { contract_status: "Contract_Cancelled" });
    expect(cancelled.rows).toHaveLength(contracts.filter((contract) => contract.cancelled).length);
    const vacant = await run(orgA, "CONTRACTS_REPORT", { contract_status: "Contract_Vacant" }, "ar");
    expect(new Set(vacant.rows.map((row) => row.contract_status))).toEqual(
      new Set([translate("ar", "reportsScreen.contractStatus.Contract_Vacant")]),
    );
    expect(vacant.rows.every((row) => row.name === null)).toBe(true);
    const later = addDays(today, 365 * 10);
    const farFuture = await run(orgA, "CONTRACTS_REPORT", { contract_status: "Contract_Ongoing", start_date: later, end_date: later });
    expect(farFuture.rows).toEqual([]);
    const upcoming = contracts.filter((contract) => contract.terms.contractStart > today);
    const fromTomorrow = await run(orgA, "CONTRACTS_REPORT", { contract_status: "Contract_Upcoming", start_date: addDays(today, 1) });
    expect(fromTomorrow.rows).toHaveLength(upcoming.length);
  });
});

describe("the lessor's payments report", () => {
  it("adds up each lessor's live payments by status as their events do", async () => {
    const { payments, lessorOf } = await foldLedger(owner, orgA.orgId);
    for (const lessor of await lessorsOf(orgA.orgId)) {
      const theirs = payments.filter((payment) => lessorOf(payment) === lessor.id);
      const withVat = (payment: (typeof payments)[number]) => add(payment.price, payment.vat);
      for (const status of ["All", "pending", "paid"] as const) {
        const expected = theirs.filter((payment) => (status === "All" ? ["pending", "paid"] : [status]).includes(payment.status));
        const result = await run(orgA, "PAYMENTS_LESSOR_REPORT", { lessor: lessor.id, payment_status: status });
        expect(result.rows, `${lessor.name} ${status}`).toHaveLength(expected.length);
        expect(result.totals.amount).toBe(sumOf(expected, withVat));
      }
    }
  });

  it("filters by due dates, category and tenant, and shows who received a payment only when asked", async () => {
    const { payments } = await foldLedger(owner, orgA.orgId);
    const live = payments.filter((payment) => payment.status === "pending" || payment.status === "paid");
    const from = addDays(today, -60);
    const inRange = await run(orgA, "PAYMENTS_LESSOR_REPORT", { start_date: from, end_date: today });
    expect(inRange.rows).toHaveLength(live.filter((payment) => payment.dueDate >= from && payment.dueDate <= today).length);
    const maintenance = await run(orgA, "PAYMENTS_LESSOR_REPORT", {
      payment_category_agent_view_id: "maintenance",
      show_received_by: true,
    });
    expect(maintenance.rows).toEqual([
      expect.objectContaining({
        title: "شقة 102",
        name: null,
        payment_type: "Maintenance",
        amount: "460.00",
        payment_status: "Paid",
        due_date: today,
        received_by_name: "سباك",
        paid_at: today,
        payment_method_name: "Cash",
      }),
    ]);
    const hidden = await run(orgA, "PAYMENTS_LESSOR_REPORT", { payment_category_agent_view_id: "maintenance" });
    expect(hidden.rows[0]).toMatchObject({ received_by_name: null });
    const commissions = await run(orgA, "PAYMENTS_LESSOR_REPORT", { payment_category_agent_view_id: "commission" });
    expect(commissions.rows).toHaveLength(live.filter((payment) => payment.type === "commission").length);
    expect(commissions.totals.amount).toBe(
      sumOf(
        live.filter(isCommission).filter((payment) => payment.type === "commission"),
        (p) => add(p.price, p.vat),
      ),
    );
    const tenant = await owner
      .selectFrom("contacts")
      .select(["id", "name"])
      .where("org_id", "=", orgA.orgId)
      .where("type", "=", "tenant")
      .orderBy("phone")
      .executeTakeFirstOrThrow();
    const theirs = await run(orgA, "PAYMENTS_LESSOR_REPORT", { tenant_id: tenant.id });
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(new Set(theirs.rows.map((row) => row.name))).toEqual(new Set([tenant.name]));
  });
});

describe("the tax invoice report", () => {
  it("lists the invoices issued as their events say, numbered as printed, with totals for the VAT return", async () => {
    const events = await owner
      .selectFrom("ledger_events")
      .select("data")
      .where("org_id", "=", orgA.orgId)
      .where("type", "=", "InvoiceIssued")
      .orderBy("position")
      .execute();
    type Issued = { number: number; totalWithoutVat: string; vatTotal: string; total: string; seller: { vatNo: string } };
    const issued = events.map((event) => event.data as Issued);
    const result = await run(orgA, "TAX_INVOICE_REPORT");
    expect(result.rows.map((row) => row.invoice_number)).toEqual(issued.map((invoice) => documentNumber("invoice", invoice.number)));
    const sum = (amount: (invoice: Issued) => string) => toFixed2(add(money(0), ...issued.map((invoice) => money(amount(invoice)))));
    expect(result.totals).toEqual({
      total_price_without_vat: sum((invoice) => invoice.totalWithoutVat),
      vat_amount: sum((invoice) => invoice.vatTotal),
      total_price: sum((invoice) => invoice.total),
    });
    expect(result.rows[0]).toMatchObject({ property: "محل تجاري - طريق العليا", invoice_date: today, vat_no: issued[0]!.seller.vatNo });
  });

  it("keeps a lessor's invoices and the invoice dates asked for", async () => {
    const [lessor1, lessor2] = await lessorsOf(orgA.orgId);
    expect((await run(orgA, "TAX_INVOICE_REPORT", { lessor: lessor2!.id })).rows.map((row) => row.property)).toEqual([
      "محل تجاري - طريق العليا",
    ]);
    expect((await run(orgA, "TAX_INVOICE_REPORT", { lessor: lessor1!.id })).rows.map((row) => row.property)).toEqual(["شقة 101"]);
    expect((await run(orgA, "TAX_INVOICE_REPORT", { start_date: addDays(today, 1) })).rows).toEqual([]);
    expect((await run(orgA, "TAX_INVOICE_REPORT", { start_date: today, end_date: today })).rows).toHaveLength(2);
  });
});

describe("the tax invoice report with credit and debit notes", () => {
  it("counts a note on the day it was issued, a credit note's amounts taken off the VAT return", async () => {
    const before = await run(orgA, "TAX_INVOICE_REPORT");
    const [first] = before.rows;
    const api = callerFor(services, orgA);
    const invoice = (await api.invoices.list({})).rows.find((row) => documentNumber("invoice", row.number) === first!.invoice_number)!;
    const credit = await api.creditNotes.issue({ invoice_id: invoice.id, note_type: "credit", reason: "refund", amount: "100" });
    const debit = await api.creditNotes.issue({ invoice_id: invoice.id, note_type: "debit", reason: "supply_change", amount: "40" });
    const [credited, debited] = await Promise.all([api.creditNotes.get({ id: credit.id }), api.creditNotes.get({ id: debit.id })]);

    const after = await run(orgA, "TAX_INVOICE_REPORT");
    expect(after.rows.map((row) => row.invoice_number)).toEqual([
      ...before.rows.map((row) => row.invoice_number),
      documentNumber("debit_note", debit.number),
      documentNumber("credit_note", credit.number),
    ]);
    expect(after.rows.at(-1)).toMatchObject({ invoice_date: today, property: first!.property, total_price_without_vat: "-100.00" });
    const vatOf = (result: typeof before) => money(result.totals!.vat_amount as string);
    expect(toFixed2(vatOf(before).minus(vatOf(after)))).toBe(toFixed2(credited.vat_total.minus(debited.vat_total)));
    // A note issued today is not in a period that ended yesterday.
    expect((await run(orgA, "TAX_INVOICE_REPORT", { end_date: addDays(today, -1) })).rows).toEqual([]);

    // The payments page and the contract's schedule list the notes on the invoiced payment's row, oldest first.
    const [paymentId] = (await api.invoices.get({ id: invoice.id })).payment_ids;
    const { contract_id } = await api.payments.get({ id: paymentId! });
    const pages = await Promise.all([1, 2].map((page) => api.payments.list({ contract_id: contract_id!, page })));
    const listed = pages.flatMap((page) => page.rows).find((row) => row.id === paymentId);
    const scheduled = (await api.contracts.schedule({ id: contract_id! })).find((row) => row.id === paymentId);
    for (const row of [listed!, scheduled!]) {
      expect(row.notes.map((note) => [note.id, note.noteType, toFixed2(note.total)])).toEqual([
        [credit.id, "credit", toFixed2(credited.total)],
        [debit.id, "debit", toFixed2(debited.total)],
      ]);
    }

    // The tenant's statement takes the credit note off and adds the debit note, each on the day it was issued.
    const contract = await owner.selectFrom("contracts").select("tenant_id").where("id", "=", contract_id!).executeTakeFirstOrThrow();
    const statement = await api.contacts.statement({ id: contract.tenant_id });
    const noteLines = statement.lines.filter((line) => line.noteId !== null);
    expect(noteLines.map((line) => [line.kind, line.date, line.typeName, line.reference])).toEqual([
      ["debitNote", today, documentNumber("debit_note", debit.number), first!.invoice_number],
      ["creditNote", today, documentNumber("credit_note", credit.number), first!.invoice_number],
    ]);
    expect(toFixed2(noteLines[0]!.charge)).toBe(toFixed2(debited.total));
    expect(toFixed2(noteLines[1]!.paid)).toBe(toFixed2(credited.total));
  });
});

describe("another organization", () => {
  it("cannot name this organization's lessor or property, and sees only its own rows", async () => {
    const [lessor] = await lessorsOf(orgA.orgId);
    const units = await unitsOf(orgA.orgId);
    for (const report of ["ACTIVE_CONTRACTS_REPORT", "CONTRACTS_REPORT", "PAYMENTS_LESSOR_REPORT", "TAX_INVOICE_REPORT"] as const) {
      expect(await refusalOf(run(orgB, report, { lessor: lessor!.id }))).toMatchObject({ status: 400 });
      expect(await refusalOf(run(orgB, report, { real_estate_id: units[0]!.id }))).toMatchObject({ status: 400 });
    }
    expect((await run(orgB, "TAX_INVOICE_REPORT")).rows).toEqual([]);
    const { payments } = await foldLedger(owner, orgB.orgId);
    const live = payments.filter((payment) => payment.status === "pending" || payment.status === "paid");
    const theirs = await run(orgB, "PAYMENTS_LESSOR_REPORT");
    expect(theirs.totals.amount).toBe(sumOf(live, (payment) => add(payment.price, payment.vat)));
    expect((await run(orgB, "CONTRACTS_REPORT", { contract_status: "Contract_Cancelled" })).rows).toEqual([]);
  });
});
