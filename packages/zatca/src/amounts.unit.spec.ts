import { describe, expect, it } from "vitest";
import { documentAmounts } from "./amounts.ts";
import type { ZatcaLine } from "./document.ts";

const line = (unitPrice: string, vat: ZatcaLine["vat"], quantity = "1"): ZatcaLine => ({ name: "x", quantity, unitPrice, vat });

describe("documentAmounts", () => {
  it("rounds each line's VAT, and the breakdown's VAT once over its taxable amount", () => {
    const amounts = documentAmounts([line("0.05", { category: "S", rate: "15" }), line("0.05", { category: "S", rate: "15" })]);
    expect(amounts.lines.map((l) => l.vat.toFixed(2))).toEqual(["0.01", "0.01"]);
    expect(amounts.breakdown.map((b) => [b.taxable.toFixed(2), b.tax.toFixed(2)])).toEqual([["0.10", "0.02"]]);
    expect(amounts.vat.toFixed(2)).toBe("0.02");
  });

  it("groups lines by category, rate and reason; a rate written 15 or 15.00 is one rate", () => {
    const amounts = documentAmounts([
      line("100", { category: "S", rate: "15" }),
      line("200", { category: "E", reason: "VATEX-SA-30" }),
      line("300", { category: "S", rate: "15.00" }),
      line("400", { category: "S", rate: "5" }),
      line("50", { category: "O", reason: "Deposit held for the landlord" }),
    ]);
    expect(amounts.breakdown.map((b) => [b.vat.category, b.taxable.toFixed(2), b.tax.toFixed(2)])).toEqual([
      ["S", "400.00", "60.00"],
      ["E", "200.00", "0.00"],
      ["S", "400.00", "20.00"],
      ["O", "50.00", "0.00"],
    ]);
    expect([amounts.net, amounts.vat, amounts.total].map((a) => a.toFixed(2))).toEqual(["1050.00", "80.00", "1130.00"]);
  });

  it("multiplies quantity by price in decimals, rounding the line to the halala", () => {
    const [first] = documentAmounts([line("0.10", { category: "S", rate: "15" }, "3")]).lines;
    expect(first?.net.toFixed(20)).toBe("0.30000000000000000000");
  });
});
