import { money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { tenantStatement, type TenantCharge } from "./tenant-statement.ts";

const charge = (paymentId: string, dueDate: string, total: string, paidDate: string | null = null): TenantCharge => ({
  paymentId,
  dueDate,
  paidDate,
  total: money(total),
  type: "rent",
  realEstate: "شقة 101",
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
    expect(figures(tenantStatement(charges, { from: "2026-02-15", to: "2026-03-31" }))).toEqual({
      opening: "3000.00",
      charges: "3000.00",
      paid: "3000.00",
      closing: "3000.00",
      lines: ["2026-03-01 charge 6000.00", "2026-03-10 payment 3000.00"],
    });
  });

  it("owes nothing not yet due and lists a same-day charge before its payment; the whole history has no opening", () => {
    const statement = tenantStatement([...charges, charge("may", "2026-05-01", "3000.00", "2026-05-01")], { from: null, to: "2026-05-01" });
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
});
