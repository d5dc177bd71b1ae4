import { addDays, riyadhToday, type UserType } from "@amlak/domain";
import { add, money, round2, sub, toFixed2 } from "@amlak/money";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { callerFor, demoOrganization, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());
const period = { start_date: addDays(today, -120), end_date: today };
let orgA: Caller & { orgId: string };
let orgB: Caller & { orgId: string };
let lessor = "";

const statementAs = (type: UserType, input: object, caller: Caller = orgA) =>
  callerFor(services, { ...caller, type }).ownerStatements.get(input as never);

/**
 * What the payments read model says, in one SQL pass: for the lessor's paid payments (by the contract's lessor, else
 * the unit's), rent and the tenant's other charges without VAT, the annual commission and expenses with it, before
 * and within the period.
 */
async function sqlSums(orgId: string, lessorId: string, { start_date, end_date }: typeof period) {
  const { rows } = await sql<{ when: string; collected: string; commission: string; expenses: string }>`
    select case when p.paid_date < ${start_date}::date then 'before' else 'within' end as when,
      coalesce(sum(p.price) filter (where p.party = 'tenant' and coalesce(p.payment_type, p.category) not in ('commission', 'additional_commission')), 0)::text as collected,
      coalesce(sum(p.price + p.vat) filter (where p.party = 'lessor'), 0)::text as commission,
      coalesce(sum(p.price + p.vat) filter (where p.direction = 'expense'), 0)::text as expenses
    from payments p
    left join contracts c on c.id = p.contract_id
    left join real_estates re on re.id = coalesce(p.real_estate_id, c.real_estate_id)
    where p.org_id = ${orgId} and p.status = 'paid' and p.paid_date <= ${end_date}::date
      and coalesce(c.lessor_id, re.lessor_id) = ${lessorId}
    group by 1`.execute(owner);
  const of = (when: string) => rows.find((row) => row.when === when) ?? { collected: "0", commission: "0", expenses: "0" };
  const net = (row: ReturnType<typeof of>) => sub(sub(money(row.collected), money(row.commission)), money(row.expenses));
  const within = of("within");
  return {
    opening: toFixed2(net(of("before"))),
    collected: toFixed2(money(within.collected)),
    commission: toFixed2(money(within.commission)),
    expenses: toFixed2(money(within.expenses)),
  };
}

beforeAll(async () => {
  orgA = await demoOrganization(services, "566300041");
  orgB = await demoOrganization(services, "566300042");
  const flat = await owner
    .selectFrom("real_estates")
    .select(["id", "lessor_id"])
    .where("org_id", "=", orgA.orgId)
    .where("title", "=", "شقة 102")
    .executeTakeFirstOrThrow();
  lessor = flat.lessor_id!;
  const api = callerFor(services, orgA);
  const { paymentIds } = await api.payments.create({
    direction: "expense",
    category: "maintenance",
    due_date: today,
    price: "460",
    real_estate_id: flat.id,
  });
  await api.payments.pay({ id: paymentIds[0]!, paid_date: today, payment_method: "cash" });
});

/**
 * The lessor's statement and a remittance proposal over their whole history: for a period with nothing before it, what
 * is due on the statement is what a remittance would propose.
 */
async function wholeHistory() {
  const [statement, proposal] = await Promise.all([
    statementAs("client", { lessor, start_date: "2000-01-01", end_date: today }),
    callerFor(services, orgA).owners.proposal({ lessor_id: lessor, from: "2000-01-01", to: today }),
  ]);
  expect(statement.due).toBe(toFixed2(proposal.due));
  return { statement, proposal };
}

describe("the owner statement", () => {
  it("closes at the opening balance plus rent collected less commission and expenses, as the payments add up", async () => {
    const statement = await statementAs("client", { lessor, ...period });
    expect(statement).toMatchObject({
      ...(await sqlSums(orgA.orgId, lessor, period)),
      start_date: period.start_date,
      end_date: period.end_date,
    });
    expect(money(statement.collected).gt(0)).toBe(true);
    expect(money(statement.commission).gt(0)).toBe(true);
    expect(statement.expenses).toBe("460.00");
    const closing = sub(
      sub(add(money(statement.opening), money(statement.collected)), money(statement.commission)),
      money(statement.expenses),
    );
    expect(statement.closing).toBe(toFixed2(closing));
    expect(statement.net).toBe(toFixed2(sub(closing, money(statement.opening))));
    expect(statement.lines.at(-1)?.balance).toBe(statement.closing);
    expect(statement.lines.find((line) => line.kind === "expense")).toMatchObject({
      category: "Maintenance",
      real_estate: "شقة 102",
      amount: "460.00",
    });
    for (const line of statement.lines) expect(line.date >= period.start_date && line.date <= period.end_date).toBe(true);
  });

  it("carries everything before the period into the opening balance", async () => {
    const whole = await statementAs("client", { lessor, start_date: "2000-01-01", end_date: today });
    const later = await statementAs("client", { lessor, ...period });
    expect(whole.opening).toBe("0.00");
    expect(later.closing).toBe(whole.closing);
    const before = await statementAs("client", { lessor, start_date: "2000-01-01", end_date: addDays(period.start_date, -1) });
    expect(later.opening).toBe(before.closing);
  });

  it("takes off what the lessor's management agreement charges them, so what is due is what a remittance proposes", async () => {
    const whole = { start_date: "2000-01-01", end_date: today };
    const api = callerFor(services, orgA);
    // Maintenance is the manager's under this agreement: the 460 paid on the flat leaves the owner's account.
    await api.owners.saveAgreement({
      lessor_id: lessor,
      fee_kind: "percent",
      fee_value: "5",
      expense_categories: ["electricity"],
      effective_from: "2000-01-01",
    });
    const [statement, proposal] = await Promise.all([
      statementAs("client", { lessor, ...whole }),
      api.owners.proposal({ lessor_id: lessor, from: whole.start_date, to: whole.end_date }),
    ]);
    expect(statement.lines.some((line) => line.kind === "expense" && line.category === "Maintenance")).toBe(false);
    expect(statement.expenses).toBe(toFixed2(proposal.expenses));
    expect(money(proposal.fee).gt(0)).toBe(true);
    expect(statement.fee_to_charge).toBe(toFixed2(add(proposal.fee, proposal.fee_vat)));
    expect(statement.due).toBe(toFixed2(proposal.due));
  });

  it("is for the lessor-side report users of a package with the income report", async () => {
    expect(await statementAs("readonly_subClient", { lessor, ...period })).toMatchObject({ lessor: { id: lessor } });
    expect(await refusalOf(statementAs("operational_subClient", { lessor, ...period }))).toMatchObject({
      status: 403,
      body: { code: "auth.roleForbidden" },
    });
  });

  it("refuses another organization's lessor, a tenant, a missing lessor and a period that ends before it starts", async () => {
    expect(await refusalOf(statementAs("client", { lessor, ...period }, orgB))).toMatchObject({
      status: 400,
      body: { fieldErrors: { lessor: "This field is invalid" } },
    });
    const tenant = await owner
      .selectFrom("contacts")
      .select("id")
      .where("org_id", "=", orgA.orgId)
      .where("type", "=", "tenant")
      .executeTakeFirstOrThrow();
    expect(await refusalOf(statementAs("client", { lessor: tenant.id, ...period }))).toMatchObject({
      status: 400,
      body: { fieldErrors: { lessor: "This field is invalid" } },
    });
    expect(await refusalOf(statementAs("client", period))).toMatchObject({
      status: 400,
      body: { fieldErrors: { lessor: expect.any(String) } },
    });
    expect(await refusalOf(statementAs("client", { lessor, start_date: today, end_date: addDays(today, -1) }))).toMatchObject({
      status: 400,
      body: { fieldErrors: { end_date: expect.any(String) } },
    });
  });

  describe("with a property on an agreement of its own", () => {
    /** The first day of the month two months before today's: the period touches three calendar months. */
    const threeMonths = () => {
      const start = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 3, 1));
      return { start_date: start.toISOString().slice(0, 10), end_date: today };
    };

    it("works the compound's fee and expenses out by its agreement and the villa's by its own, the statement as the proposal", async () => {
      const api = callerFor(services, orgA);
      const period = threeMonths();
      const compound = await owner
        .selectFrom("real_estates")
        .select("id")
        .where("org_id", "=", orgA.orgId)
        .where("kind", "=", "compound")
        .where("lessor_id", "=", lessor)
        .executeTakeFirstOrThrow();
      const villa = await api.realEstates.create({ kind: "unit", name: "فيلا الاختبار", lessor_id: lessor });
      for (const [category, price] of [
        ["maintenance", "300"],
        ["electricity", "70"],
      ] as const) {
        const { paymentIds } = await api.payments.create({
          direction: "expense",
          category,
          due_date: today,
          price,
          real_estate_id: villa.id,
        });
        await api.payments.pay({ id: paymentIds[0]!, paid_date: today, payment_method: "cash" });
      }
      // The lessor's fixed fee would apply to a property without its own agreement: each has one, so it is charged nowhere.
      await api.owners.saveAgreement({
        lessor_id: lessor,
        fee_kind: "fixed",
        fee_value: "9999",
        expense_categories: [],
        effective_from: "2000-01-01",
      });
      await api.owners.savePropertyAgreement({
        real_estate_id: compound.id,
        fee_kind: "percent",
        fee_value: "5",
        expense_categories: ["maintenance"],
        effective_from: "2000-01-01",
      });
      await api.owners.savePropertyAgreement({
        real_estate_id: villa.id,
        fee_kind: "fixed",
        fee_value: "1000",
        expense_categories: ["electricity"],
        effective_from: period.start_date,
      });

      const [statement, proposal] = await Promise.all([
        statementAs("client", { lessor, ...period }),
        api.owners.proposal({ lessor_id: lessor, from: period.start_date, to: period.end_date }),
      ]);
      // The flat's 460 of maintenance (the compound's) and the villa's 70 of electricity; the villa's maintenance is the manager's.
      expect(toFixed2(proposal.expenses)).toBe("530.00");
      expect(toFixed2(proposal.collected)).toBe(statement.collected);
      expect(toFixed2(proposal.period_fee)).toBe(toFixed2(add(round2(proposal.rent_collected.times(5).div(100)), money("3000"))));
      expect(statement.expenses).toBe("530.00");
      expect(statement.fee_to_charge).toBe(toFixed2(add(proposal.fee, proposal.fee_vat)));
      // What the period added, after the fee still to charge, is what a remittance of the period would pay.
      expect(toFixed2(sub(money(statement.due), money(statement.opening)))).toBe(toFixed2(proposal.due));
      const own = await api.owners.propertyAgreements({ lessor_id: lessor });
      expect(own).toHaveLength(2);
      expect(own).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ real_estate_id: villa.id, fee_kind: "fixed", expense_categories: ["electricity"] }),
          expect.objectContaining({ real_estate_id: compound.id, fee_kind: "percent" }),
        ]),
      );

      await api.owners.removePropertyAgreement({ real_estate_id: villa.id });
      const lessorsAgain = await api.owners.proposal({ lessor_id: lessor, from: period.start_date, to: period.end_date });
      // The villa is under the lessor's agreement again: its fixed fee for three months, and none of the villa's expenses.
      expect(toFixed2(lessorsAgain.period_fee)).toBe(toFixed2(add(round2(proposal.rent_collected.times(5).div(100)), money("29997"))));
      expect(toFixed2(lessorsAgain.expenses)).toBe("460.00");
    });

    it("refuses another organization's property and a unit of a compound, which follows its compound's", async () => {
      const flat = await owner
        .selectFrom("real_estates")
        .select("id")
        .where("org_id", "=", orgA.orgId)
        .where("title", "=", "شقة 102")
        .executeTakeFirstOrThrow();
      const terms = { fee_kind: "percent" as const, fee_value: "5", expense_categories: [], effective_from: today };
      expect(await refusalOf(callerFor(services, orgB).owners.savePropertyAgreement({ real_estate_id: flat.id, ...terms }))).toMatchObject({
        status: 404,
        body: { code: "agreement.propertyNotFound" },
      });
      expect(await refusalOf(callerFor(services, orgA).owners.savePropertyAgreement({ real_estate_id: flat.id, ...terms }))).toMatchObject({
        status: 409,
        body: { code: "agreement.unitInCompound" },
      });
      expect(await refusalOf(callerFor(services, orgB).owners.propertyAgreement({ real_estate_id: flat.id }))).toMatchObject({
        status: 404,
      });
    });
  });

  it("counts a fee net of the credit and debit notes issued by hand on its invoice, in the proposal and the statement alike", async () => {
    const whole = { start_date: "2000-01-01", end_date: today };
    const api = callerFor(services, orgA);
    const figures = async () => {
      const { statement, proposal } = await wholeHistory();
      return { fees: money(statement.fees), earlierFees: proposal.earlier_fees, due: proposal.due, fee: proposal.fee };
    };
    await api.owners.saveAgreement({
      lessor_id: lessor,
      fee_kind: "percent",
      fee_value: "5",
      expense_categories: [],
      effective_from: "2000-01-01",
    });
    const paid = await api.owners.remit({
      lessor_id: lessor,
      from: whole.start_date,
      to: whole.end_date,
      paid_date: today,
      amount: "100",
      method: "bankTransfer",
    });
    expect(paid.invoice_id).not.toBeNull();
    const charged = await figures();
    expect(toFixed2(charged.fees)).toBe(toFixed2(add(paid.fee, paid.fee_vat)));
    expect(toFixed2(charged.fee)).toBe("0.00");

    const noteTotal = async (id: string) =>
      money((await owner.selectFrom("credit_notes").select("total").where("id", "=", id).executeTakeFirstOrThrow()).total);
    const credit = await api.creditNotes.issue({ invoice_id: paid.invoice_id!, note_type: "credit", reason: "refund", amount: "40" });
    const credited = await noteTotal(credit.id);
    const afterCredit = await figures();
    expect(toFixed2(afterCredit.fees)).toBe(toFixed2(sub(charged.fees, credited)));
    expect(toFixed2(afterCredit.earlierFees)).toBe(toFixed2(sub(charged.earlierFees, credited)));
    expect(toFixed2(afterCredit.due)).toBe(toFixed2(add(charged.due, credited)));
    // The credited part of the fee is given back, not charged again by the next remittance.
    expect(toFixed2(afterCredit.fee)).toBe("0.00");

    const debit = await api.creditNotes.issue({ invoice_id: paid.invoice_id!, note_type: "debit", reason: "value_change", amount: "10" });
    const debited = await noteTotal(debit.id);
    const afterDebit = await figures();
    expect(toFixed2(afterDebit.fees)).toBe(toFixed2(add(afterCredit.fees, debited)));
    expect(toFixed2(afterDebit.due)).toBe(toFixed2(sub(afterCredit.due, debited)));
  });

  it("takes a credit note issued by hand on a rent invoice off the owner's collected rent, and adds a debit note, in the proposal and the statement alike", async () => {
    const api = callerFor(services, orgA);
    const figures = async () => {
      const { statement, proposal } = await wholeHistory();
      expect(statement.collected).toBe(toFixed2(proposal.collected));
      return { statement, collected: money(statement.collected) };
    };
    const rent = await owner
      .selectFrom("payments as p")
      .innerJoin("contracts as c", "c.id", "p.contract_id")
      .innerJoin("real_estates as re", "re.id", "c.real_estate_id")
      .select("p.id")
      .where("p.org_id", "=", orgA.orgId)
      .where("p.status", "=", "paid")
      .where(sql<boolean>`coalesce(p.payment_type, p.category) = 'rent'`)
      .where(sql<boolean>`coalesce(c.lessor_id, re.lessor_id) = ${lessor}`)
      .where(sql<boolean>`not exists (select 1 from invoices i where p.id = any(i.payment_ids))`)
      .orderBy("p.paid_date")
      .executeTakeFirstOrThrow();
    const invoice = await api.invoices.issue({ payment_ids: [rent.id] });
    const before = await figures();

    const netOf = async (id: string) =>
      money(
        (await owner.selectFrom("credit_notes").select("total_without_vat").where("id", "=", id).executeTakeFirstOrThrow())
          .total_without_vat,
      );
    const credit = await api.creditNotes.issue({ invoice_id: invoice.id, note_type: "credit", reason: "value_change", amount: "100" });
    const credited = await netOf(credit.id);
    expect(credited.gt(0)).toBe(true);
    const afterCredit = await figures();
    expect(toFixed2(afterCredit.collected)).toBe(toFixed2(sub(before.collected, credited)));
    expect(afterCredit.statement.lines.find((line) => line.category === "Rent lowered by a credit note")).toMatchObject({
      kind: "collected",
      amount: toFixed2(credited.neg()),
      date: today,
    });

    const debit = await api.creditNotes.issue({ invoice_id: invoice.id, note_type: "debit", reason: "value_change", amount: "30" });
    const afterDebit = await figures();
    expect(toFixed2(afterDebit.collected)).toBe(toFixed2(add(afterCredit.collected, await netOf(debit.id))));
  });
});
