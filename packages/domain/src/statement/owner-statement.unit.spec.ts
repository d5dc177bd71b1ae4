import { money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import type { ManagementAgreement } from "../owners/management-agreement.ts";
import { ownerStatement, type OwnerPayment } from "./owner-statement.ts";

const paid = (
  paymentId: string,
  party: OwnerPayment["party"],
  category: string,
  paidDate: string,
  price: string,
  vat = "0",
): OwnerPayment => ({
  paymentId,
  lessorId: "lessor",
  party,
  category,
  paidDate,
  price: money(price),
  vat: money(vat),
  realEstate: "شقة 101",
  propertyId: null,
  tenant: party === "tenant" ? "محمد" : null,
});

const agreement = (expenseCategories: string[]): ManagementAgreement => ({
  feeKind: "percent",
  feeValue: money("5"),
  expenseCategories,
  effectiveFrom: "2026-01-01",
});

const figures = (statement: ReturnType<typeof ownerStatement>) => ({
  opening: statement.opening.toFixed(2),
  collected: statement.collected.toFixed(2),
  commission: statement.commission.toFixed(2),
  expenses: statement.expenses.toFixed(2),
  net: statement.net.toFixed(2),
  closing: statement.closing.toFixed(2),
  lines: statement.lines.map((line) => `${line.date} ${line.kind} ${line.amount.toFixed(2)} ${line.balance.toFixed(2)}`),
});

describe("an owner's statement", () => {
  const period = { from: "2026-02-01", to: "2026-02-28" };

  it("carries what was due before the period, then adds rent collected and takes off commission and expenses", () => {
    const statement = ownerStatement(
      [
        paid("jan-rent", "tenant", "rent", "2026-01-05", "5000.00"),
        paid("jan-fee", "lessor", "commission", "2026-01-05", "250.00", "37.50"),
        paid("feb-fix", "vendor", "maintenance", "2026-02-20", "400.00", "60.00"),
        paid("feb-rent", "tenant", "rent", "2026-02-03", "5000.00"),
        paid("feb-fee", "lessor", "commission", "2026-02-03", "250.00", "37.50"),
        paid("feb-water", "tenant", "water", "2026-02-10", "120.00"),
      ],
      period,
    );
    expect(figures(statement)).toEqual({
      opening: "4712.50",
      collected: "5120.00",
      commission: "287.50",
      expenses: "460.00",
      net: "4372.50",
      closing: "9085.00",
      lines: [
        "2026-02-03 collected 5000.00 9712.50",
        "2026-02-03 commission 287.50 9425.00",
        "2026-02-10 collected 120.00 9545.00",
        "2026-02-20 expense 460.00 9085.00",
      ],
    });
  });

  it("takes each remittance's fee and payout off on the day it was paid, an earlier one in the opening balance", () => {
    const remittance = (remittanceId: string, paidDate: string, amount: string, fee: string) => ({
      remittanceId,
      paidDate,
      amount: money(amount),
      fee: money(fee),
    });
    const statement = ownerStatement(
      [paid("jan-rent", "tenant", "rent", "2026-01-05", "5000.00"), paid("feb-rent", "tenant", "rent", "2026-02-03", "5000.00")],
      period,
      { remittances: [remittance("jan", "2026-01-31", "4712.50", "287.50"), remittance("feb", "2026-02-28", "4000.00", "287.50")] },
    );
    expect(figures(statement)).toMatchObject({ opening: "0.00", collected: "5000.00", net: "4712.50", closing: "712.50" });
    expect([statement.fees.toFixed(2), statement.remitted.toFixed(2)]).toEqual(["287.50", "4000.00"]);
    expect(statement.lines.map((line) => `${line.date} ${line.kind} ${line.amount.toFixed(2)} ${line.balance.toFixed(2)}`)).toEqual([
      "2026-02-03 collected 5000.00 5000.00",
      "2026-02-28 fee 287.50 4712.50",
      "2026-02-28 remittance 4000.00 712.50",
    ]);
  });

  it("takes off only the expenses the lessor's agreement charges to them, and the fee still to charge from what is due", () => {
    const statement = ownerStatement(
      [
        paid("rent", "tenant", "rent", "2026-02-03", "5000.00"),
        paid("fix", "vendor", "maintenance", "2026-02-20", "400.00", "60.00"),
        paid("clean", "vendor", "cleaning", "2026-02-21", "100.00", "15.00"),
      ],
      period,
      { agreements: new Map([["lessor", { lessor: agreement(["maintenance"]), properties: new Map() }]]), feeToCharge: money("287.50") },
    );
    expect(figures(statement)).toMatchObject({ expenses: "460.00", closing: "4540.00" });
    expect([statement.feeToCharge.toFixed(2), statement.due.toFixed(2)]).toEqual(["287.50", "4252.50"]);
    expect(statement.lines.map((line) => line.paymentId)).toEqual(["rent", "fix"]);
  });

  it("takes off an expense on a property by the property's own agreement, on the others by the lessor's", () => {
    const onVilla = (payment: OwnerPayment): OwnerPayment => ({ ...payment, propertyId: "villa" });
    const statement = ownerStatement(
      [
        paid("rent", "tenant", "rent", "2026-02-03", "5000.00"),
        onVilla(paid("villa-fix", "vendor", "maintenance", "2026-02-20", "400.00")),
        onVilla(paid("villa-clean", "vendor", "cleaning", "2026-02-21", "100.00")),
        paid("fix", "vendor", "maintenance", "2026-02-22", "300.00"),
        paid("clean", "vendor", "cleaning", "2026-02-23", "50.00"),
      ],
      period,
      {
        agreements: new Map([
          ["lessor", { lessor: agreement(["maintenance"]), properties: new Map([["villa", agreement(["cleaning"])]]) }],
        ]),
      },
    );
    expect(statement.lines.map((line) => line.paymentId)).toEqual(["rent", "villa-clean", "fix"]);
    expect(statement.expenses.toFixed(2)).toBe("400.00");
  });

  it("keeps VAT on rent out of the owner's share and the tenant's brokerage fee out altogether", () => {
    const statement = ownerStatement(
      [
        paid("rent", "tenant", "rent", "2026-02-03", "10000.00", "1500.00"),
        paid("brokerage", "tenant", "additional_commission", "2026-02-03", "2500.00", "375.00"),
      ],
      period,
    );
    expect(figures(statement)).toMatchObject({ opening: "0.00", collected: "10000.00", net: "10000.00", closing: "10000.00" });
    expect(statement.lines.map((line) => line.paymentId)).toEqual(["rent"]);
  });

  it("leaves out what was paid after the period and answers zeros with no payments", () => {
    expect(figures(ownerStatement([paid("mar", "tenant", "rent", "2026-03-01", "5000.00")], period))).toEqual({
      opening: "0.00",
      collected: "0.00",
      commission: "0.00",
      expenses: "0.00",
      net: "0.00",
      closing: "0.00",
      lines: [],
    });
  });
});
