import { money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { proposeSettlement, refundByInstalment, settlementFigures, type Deduction, type SettlementRent } from "./lease-settlement.ts";

// A year from 2026-01-01, rent 3,000.00 a quarter.
const quarters = (paid: number): SettlementRent[] =>
  ["2026-01-01", "2026-04-01", "2026-07-01", "2026-10-01"].map((dueDate, k) => ({
    instalmentId: `rent-${k + 1}`,
    dueDate,
    amount: money("3000.00"),
    paid: money(k < paid ? "3000.00" : "0"),
  }));
const damages = (amount: string): Deduction => ({ kind: "damages", amount: money(amount), note: "Broken window" });
const figures = ({ instalments: _, ...proposal }: ReturnType<typeof proposeSettlement>) =>
  Object.fromEntries(Object.entries(proposal).map(([key, value]) => [key, value.toFixed(2)]));

describe("proposeSettlement", () => {
  it("earns the rent of the periods before the day and of its own period by days, refunding what was paid beyond", () => {
    // 2026-05-15 is day 45 of the 91-day period from 2026-04-01 to 2026-06-30.
    const proposal = proposeSettlement({
      contractEnd: "2026-12-31",
      endOn: "2026-05-15",
      rent: quarters(2),
      depositReceived: money("5000.00"),
      deductions: [damages("400.00"), { kind: "utilities", amount: money("150.50"), note: "Water" }],
    });
    expect(figures(proposal)).toEqual({
      rentEarned: "4483.52",
      rentPaid: "6000.00",
      unearnedRent: "1516.48",
      rentOwed: "0.00",
      deductions: "550.50",
      depositReturn: "4449.50",
      deductionsOwed: "0.00",
    });
  });

  it("at the lease's own end earns it all; rent not paid is owed and deductions beyond the deposit are owed", () => {
    const proposal = proposeSettlement({
      contractEnd: "2026-12-31",
      endOn: "2026-12-31",
      rent: quarters(3),
      depositReceived: money("1000.00"),
      deductions: [damages("1250.00")],
    });
    expect(figures(proposal)).toMatchObject({
      rentEarned: "12000.00",
      unearnedRent: "0.00",
      rentOwed: "3000.00",
      depositReturn: "0.00",
      deductionsOwed: "250.00",
    });
  });

  it("earns nothing before the first due date and a whole period on its last day", () => {
    const before = proposeSettlement({
      contractEnd: "2026-12-31",
      endOn: "2025-12-31",
      rent: quarters(1),
      depositReceived: money("0"),
      deductions: [],
    });
    expect(figures(before)).toMatchObject({ rentEarned: "0.00", unearnedRent: "3000.00" });
    const lastDay = proposeSettlement({
      contractEnd: "2026-12-31",
      endOn: "2026-03-31",
      rent: quarters(1),
      depositReceived: money("0"),
      deductions: [],
    });
    expect(figures(lastDay)).toMatchObject({ rentEarned: "3000.00", unearnedRent: "0.00", rentOwed: "0.00" });
  });

  it("earns one day of the first period on its due date", () => {
    const proposal = proposeSettlement({
      contractEnd: "2026-12-31",
      endOn: "2026-01-01",
      rent: quarters(0),
      depositReceived: money("0"),
      deductions: [],
    });
    // One day of the 90 from 2026-01-01 to 2026-03-31.
    expect(figures(proposal)).toMatchObject({ rentEarned: "33.33", rentOwed: "33.33" });
  });

  it("says per instalment what it earned and what of it is still owed", () => {
    const proposal = proposeSettlement({
      contractEnd: "2026-12-31",
      endOn: "2026-05-15",
      rent: quarters(1),
      depositReceived: money("0"),
      deductions: [],
    });
    expect(proposal.instalments.map(({ instalmentId, earned, owed }) => `${instalmentId} ${earned.toFixed(2)} ${owed.toFixed(2)}`)).toEqual(
      ["rent-1 3000.00 0.00", "rent-2 1483.52 1483.52", "rent-3 0.00 0.00", "rent-4 0.00 0.00"],
    );
  });
});

describe("settlementFigures", () => {
  const settle = (paid: number, depositReceived: string, deductions: Deduction[]) =>
    proposeSettlement({
      contractEnd: "2026-12-31",
      endOn: "2026-05-15",
      rent: quarters(paid),
      depositReceived: money(depositReceived),
      deductions,
    });
  const fixed = (figures: ReturnType<typeof settlementFigures>) =>
    Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, value.toFixed(2)]));

  it("refunds what the manager chose, up to the unearned rent, and returns the deposit less the deductions", () => {
    const proposal = settle(2, "5000.00", [damages("400.00")]);
    expect(fixed(settlementFigures(proposal, money("5000.00"), { refund: money("1000.00"), applyDepositToRent: true }))).toEqual({
      refund: "1000.00",
      deductionsCharged: "0.00",
      depositApplied: "0.00",
      depositReturned: "4600.00",
      rentOwed: "0.00",
    });
    expect(() => settlementFigures(proposal, money("5000.00"), { refund: money("1516.49"), applyDepositToRent: true })).toThrow(
      "settlement.refundBeyondUnearned",
    );
    expect(() => settlementFigures(proposal, money("5000.00"), { refund: money("-1"), applyDepositToRent: true })).toThrow(
      "settlement.refundBeyondUnearned",
    );
  });

  it("pays the rent still owed out of the deposit when asked, and charges the tenant deductions beyond the deposit", () => {
    const owing = settle(1, "1000.00", [damages("100.00")]);
    expect(fixed(settlementFigures(owing, money("1000.00"), { refund: money("0"), applyDepositToRent: true }))).toEqual({
      refund: "0.00",
      deductionsCharged: "0.00",
      depositApplied: "900.00",
      depositReturned: "0.00",
      rentOwed: "583.52",
    });
    expect(fixed(settlementFigures(owing, money("1000.00"), { refund: money("0"), applyDepositToRent: false }))).toMatchObject({
      depositApplied: "0.00",
      depositReturned: "900.00",
      rentOwed: "1483.52",
    });
    const beyond = settle(1, "50.00", [damages("100.00")]);
    expect(fixed(settlementFigures(beyond, money("50.00"), { refund: money("0"), applyDepositToRent: true }))).toEqual({
      refund: "0.00",
      deductionsCharged: "50.00",
      depositApplied: "0.00",
      depositReturned: "0.00",
      rentOwed: "1483.52",
    });
  });
});

describe("refundByInstalment", () => {
  // Three quarters paid, the lease ended on 2026-05-15: the second quarter earned 1,483.52 of its 3,000.00.
  const proposal = proposeSettlement({
    contractEnd: "2026-12-31",
    endOn: "2026-05-15",
    rent: quarters(3),
    depositReceived: money("0"),
    deductions: [],
  });
  const refunded = (refund: string) =>
    refundByInstalment(proposal, money(refund)).map(({ instalmentId, amount }) => `${instalmentId} ${amount.toFixed(2)}`);

  it("gives back the last period paid first, then the part of the period the tenant left in", () => {
    expect(proposal.unearnedRent.toFixed(2)).toBe("4516.48");
    expect(refunded("4516.48")).toEqual(["rent-3 3000.00", "rent-2 1516.48"]);
    expect(refunded("1000.00")).toEqual(["rent-3 1000.00"]);
  });

  it("gives back nothing for a refund of nothing", () => {
    expect(refunded("0")).toEqual([]);
  });
});
