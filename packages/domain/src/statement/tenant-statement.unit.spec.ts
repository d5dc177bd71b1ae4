import { money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { tenantSettlementOf, tenantStatement, type TenantCharge, type TenantVoucher } from "./tenant-statement.ts";

const charge = (
  paymentId: string,
  dueDate: string,
  total: string,
  paidDate: string | null = null,
  more: Partial<TenantCharge> = {},
): TenantCharge => ({
  paymentId,
  splitFrom: null,
  status: paidDate ? "paid" : "pending",
  dueDate,
  paidDate,
  collectionId: null,
  total: money(total),
  type: "rent",
  realEstate: "شقة 101",
  ...more,
});
const voucher = (collectionId: string, date: string, amount: string): TenantVoucher => ({
  collectionId,
  date,
  amount: money(amount),
  reference: "TRX-1",
});

const figures = (statement: ReturnType<typeof tenantStatement>) => ({
  opening: statement.opening.toFixed(2),
  charges: statement.charges.toFixed(2),
  paid: statement.paid.toFixed(2),
  closing: statement.closing.toFixed(2),
  lines: statement.lines.map((line) => `${line.date} ${line.kind} ${line.balance.toFixed(2)}`),
});

describe("a tenant's statement", () => {
  const charges = [
    charge("jan", "2026-01-01", "3000.00", "2026-01-03"),
    charge("feb", "2026-02-01", "3000.00", "2026-03-10"),
    charge("mar", "2026-03-01", "3000.00"),
    charge("apr", "2026-04-01", "3000.00"),
  ];

  it("carries what was owed before the period, then each charge and payment in date order with the running balance", () => {
    expect(figures(tenantStatement(charges, [], { from: "2026-02-15", to: "2026-03-31" }))).toEqual({
      opening: "3000.00",
      charges: "3000.00",
      paid: "3000.00",
      closing: "3000.00",
      lines: ["2026-03-01 charge 6000.00", "2026-03-10 payment 3000.00"],
    });
  });

  it("owes nothing not yet due and lists a same-day charge before its payment; the whole history has no opening", () => {
    const statement = tenantStatement([...charges, charge("may", "2026-05-01", "3000.00", "2026-05-01")], [], {
      from: null,
      to: "2026-05-01",
    });
    expect(figures(statement)).toEqual({
      opening: "0.00",
      charges: "15000.00",
      paid: "9000.00",
      closing: "6000.00",
      lines: [
        "2026-01-01 charge 3000.00",
        "2026-01-03 payment 0.00",
        "2026-02-01 charge 3000.00",
        "2026-03-01 charge 6000.00",
        "2026-03-10 payment 3000.00",
        "2026-04-01 charge 6000.00",
        "2026-05-01 charge 9000.00",
        "2026-05-01 payment 6000.00",
      ],
    });
  });

  it("counts a voucher's whole amount on the day it came in, not the payments it paid, and its advance as credit", () => {
    // 5,000 on 10 April: January and February paid, 1,000 of March (split off it), and 1,000 held as an advance.
    const byVoucher = { collectionId: "v1" };
    const paidCharges = [
      charge("jan", "2026-01-01", "1500.00", "2026-04-10", byVoucher),
      charge("feb", "2026-02-01", "1500.00", "2026-04-10", byVoucher),
      charge("mar", "2026-03-01", "1500.00", null, { status: "split" }),
      charge("mar-paid", "2026-03-01", "1000.00", "2026-04-10", { ...byVoucher, splitFrom: "mar" }),
      charge("mar-rest", "2026-03-01", "500.00", null, { splitFrom: "mar" }),
      // April paid from the advance when it fell due, May not yet due by the period's end.
      charge("apr", "2026-04-15", "1500.00", "2026-04-15", byVoucher),
      charge("may", "2026-05-01", "1500.00"),
    ];
    const statement = tenantStatement(paidCharges, [voucher("v1", "2026-04-10", "5000.00")], { from: null, to: "2026-04-30" });
    expect(figures(statement)).toEqual({
      opening: "0.00",
      charges: "6000.00",
      paid: "5000.00",
      closing: "1000.00",
      lines: [
        "2026-01-01 charge 1500.00",
        "2026-02-01 charge 3000.00",
        "2026-03-01 charge 4500.00",
        "2026-04-10 collection -500.00",
        "2026-04-15 charge 1000.00",
      ],
    });
    expect(statement.lines[2]).toMatchObject({ paymentId: "mar", charge: money("1500.00") });
    expect(statement.lines[3]).toMatchObject({ kind: "collection", collectionId: "v1", reference: "TRX-1", paymentId: null });
  });

  it("counts the voucher's payments one by one when the voucher is not part of the statement (one contract's)", () => {
    const paidCharges = [charge("jan", "2026-01-01", "1500.00", "2026-04-10", { collectionId: "v1" })];
    expect(figures(tenantStatement(paidCharges, [], { from: null, to: "2026-04-30" })).lines).toEqual([
      "2026-01-01 charge 1500.00",
      "2026-04-10 payment 0.00",
    ]);
  });

  it("takes a credit note off what is owed on the day it was issued and adds a debit note", () => {
    const note = (noteId: string, noteType: "credit" | "debit", date: string, total: string) => ({
      noteId,
      noteType,
      date,
      total: money(total),
      number: noteType === "credit" ? "CN-000001" : "DN-000001",
      invoiceNumber: "INV-000001",
    });
    const statement = tenantStatement(
      [charge("jan", "2026-01-01", "3450.00", "2026-01-03")],
      [],
      { from: "2026-01-01", to: "2026-01-31" },
      [
        note("cn", "credit", "2026-01-10", "115.00"),
        note("dn", "debit", "2026-01-10", "57.50"),
        note("later", "credit", "2026-02-01", "10.00"),
      ],
    );
    expect(figures(statement)).toMatchObject({
      charges: "3507.50",
      paid: "3565.00",
      closing: "-57.50",
      lines: ["2026-01-01 charge 3450.00", "2026-01-03 payment 0.00", "2026-01-10 debitNote 57.50", "2026-01-10 creditNote -57.50"],
    });
    expect(statement.lines.at(-1)).toMatchObject({ noteId: "cn", type: "CN-000001", reference: "INV-000001" });
  });

  it("keeps a part split off to another due day as its own charge", () => {
    const statement = tenantStatement(
      [
        charge("jan", "2026-01-01", "3000.00", null, { status: "split" }),
        charge("jan-a", "2026-01-01", "1000.00", null, { splitFrom: "jan" }),
        charge("jan-b", "2026-02-01", "2000.00", null, { splitFrom: "jan" }),
      ],
      [],
      { from: null, to: "2026-03-01" },
    );
    expect(figures(statement).lines).toEqual(["2026-01-01 charge 1000.00", "2026-02-01 charge 3000.00"]);
  });
});

describe("the security deposit on a tenant's statement (issue #23)", () => {
  it("charges it like any instalment, and says how much is asked and how much was received by the period's end", () => {
    const statement = tenantStatement(
      [
        charge("rent", "2026-01-01", "3000.00", "2026-01-02"),
        charge("deposit-part-1", "2026-01-01", "1000.00", "2026-01-02", { type: "deposit", splitFrom: "deposit" }),
        charge("deposit-part-2", "2026-02-01", "1500.00", "2026-03-05", { type: "deposit", splitFrom: "deposit" }),
        charge("deposit", "2026-01-01", "2500.00", null, { type: "deposit", status: "split" }),
      ],
      [],
      { from: null, to: "2026-02-28" },
    );
    expect(statement.deposit).toEqual({
      asked: money("2500.00"),
      received: money("1000.00"),
      kept: money(0),
      applied: money(0),
      returned: money(0),
    });
    expect(figures(statement)).toMatchObject({ charges: "5500.00", paid: "4000.00", closing: "1500.00" });
  });
});

describe("a lease's settlement on the tenant's statement (issue #23)", () => {
  // Three months paid ahead, the tenant left after the first: 2,000 of the 6,000 refunded, 1,500 of it by a credit
  // note on February's invoice; 400 of the 2,500 deposit kept for damages, 100 paying rent owed, 2,000 returned.
  const charges = [
    charge("deposit", "2026-01-01", "2500.00", "2026-01-01", { type: "deposit" }),
    charge("jan", "2026-01-01", "2000.00", "2026-01-01"),
    charge("feb", "2026-02-01", "2000.00", "2026-01-01"),
    charge("mar", "2026-03-01", "2000.00", "2026-01-01"),
  ];
  const settlement = tenantSettlementOf({
    contractId: "lease",
    date: "2026-02-10",
    refund: "2000.00",
    refundCredited: "1500.00",
    reference: "TRX-77",
    depositHeld: "2500.00",
    depositApplied: "100.00",
    depositReturned: "2000.00",
  });
  const note = {
    noteId: "note",
    noteType: "credit" as const,
    date: "2026-02-10",
    total: money("1500.00"),
    number: "CN-1",
    invoiceNumber: "INV-2",
  };

  it("credits the rent no credit note took off, then charges the refund paid out, leaving what was owed", () => {
    const statement = tenantStatement(charges, [], { from: "2026-02-01", to: "2026-12-31" }, [note], [settlement]);
    // March was paid ahead in January: the tenant holds it in credit until it falls due.
    expect(figures(statement).lines).toEqual([
      "2026-02-01 charge -2000.00",
      "2026-02-10 creditNote -3500.00",
      "2026-02-10 rentReleased -4000.00",
      "2026-02-10 refund -2000.00",
      "2026-03-01 charge 0.00",
    ]);
    expect(statement.lines[3]).toMatchObject({ reference: "TRX-77", charge: money("2000.00") });
    expect(statement.closing.toFixed(2)).toBe("0.00");
  });

  it("says what the settlement did with the deposit, once the statement reaches its day", () => {
    const deposit = (to: string) => {
      const { received, kept, applied, returned } = tenantStatement(charges, [], { from: null, to }, [note], [settlement]).deposit;
      return [received, kept, applied, returned].map((figure) => figure.toFixed(2));
    };
    expect(deposit("2026-02-09")).toEqual(["2500.00", "0.00", "0.00", "0.00"]);
    expect(deposit("2026-02-10")).toEqual(["0.00", "400.00", "100.00", "2000.00"]);
  });
});
