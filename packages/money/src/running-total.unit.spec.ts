import { describe, expect, it } from "vitest";
import { add, money, toFixed2 } from "./index.ts";
import { asTwoDecimals, runningTotal } from "./running-total.ts";

describe("runningTotal", () => {
  it("sums two-decimal amounts exactly, skipping empty cells", () => {
    const total = runningTotal();
    for (const amount of ["0.10", "0.20", null, "1234.50", undefined, "-0.05"]) total.add(amount);
    expect(total.value()).toBe("1234.75");
  });

  it("writes small, zero and negative sums with two decimals and no -0.00", () => {
    const cases: [string[], string][] = [
      [[], "0.00"],
      [["0.05"], "0.05"],
      [["-0.05"], "-0.05"],
      [["-12.30", "2.30"], "-10.00"],
      [["1.00", "-1.00"], "0.00"],
    ];
    for (const [amounts, expected] of cases) {
      const total = runningTotal();
      amounts.forEach((amount) => total.add(amount));
      expect(total.value(), amounts.join(" + ")).toBe(expected);
    }
  });

  it("takes computed amounts (12.5, 0, 3.005) as rounded half-up to the halala, as toFixed2 does", () => {
    const total = runningTotal();
    for (const amount of ["12.5", "0", 3.005, "7"]) total.add(amount);
    expect(total.value()).toBe(toFixed2(add(money("12.50"), money("3.01"), money("7"))));
    expect(asTwoDecimals("3.005")).toBe("3.01");
    expect(asTwoDecimals("-2.5")).toBe("-2.50");
  });

  it("agrees with Decimal where a double would not: 20,000 amounts near the 1e12 cap sum to 1.8e16", () => {
    const amounts = Array.from({ length: 20_000 }, (_, k) => `${900_000_000_000 + k * 7919}.${String(k % 100).padStart(2, "0")}`);
    const total = runningTotal();
    amounts.forEach((amount) => total.add(amount));
    expect(total.value()).toBe(toFixed2(amounts.reduce((sum, amount) => sum.plus(amount), money(0))));
  });
});
