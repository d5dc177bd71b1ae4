import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatArea, formatMoney, toFixed2 } from "./format.ts";
import { Decimal, money } from "./money.ts";
import { parseMoney } from "./parse.ts";

describe("toFixed2", () => {
  it.each([
    ["12", "12.00"],
    ["12.5", "12.50"],
    ["12.345", "12.35"],
    ["-0.001", "0.00"],
    ["-7.1", "-7.10"],
  ])("writes %s as %s", (value, expected) => {
    expect(toFixed2(money(value))).toBe(expected);
  });

  it("reads back what it writes", () => {
    const amount = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }).map((value) => new Decimal(value.toString()).dividedBy(100));
    fc.assert(
      fc.property(amount, (value) => {
        expect(parseMoney(toFixed2(value))?.equals(value)).toBe(true);
      }),
    );
  });
});

describe("formatMoney", () => {
  it("groups thousands and adds the riyal sign in English", () => {
    expect(formatMoney(money("12345.67"), "en")).toBe("12,345.67 SR");
  });

  it("keeps Western digits and uses the Arabic riyal sign in Arabic", () => {
    expect(formatMoney(money("12345.67"), "ar")).toBe("12,345.67 ر.س");
  });

  it.each([
    ["0", "0.00 SR"],
    ["999.999", "1,000.00 SR"],
    ["1234567.8", "1,234,567.80 SR"],
    ["-1500", "-1,500.00 SR"],
  ])("formats %s as %s", (value, expected) => {
    expect(formatMoney(money(value), "en")).toBe(expected);
  });

  it("formats amounts that parseMoney reads back", () => {
    expect(parseMoney(formatMoney(money("98765.4"), "en").replace(" SR", ""))?.toString()).toBe("98765.4");
  });
});

describe("formatArea", () => {
  it.each([
    ["1850.00", "1,850 m²"],
    ["1850.50", "1,850.5 m²"],
    ["120.25", "120.25 m²"],
    ["1234567", "1,234,567 m²"],
    ["0", "0 m²"],
  ])("writes %s square metres as %s", (value, expected) => {
    expect(formatArea(money(value), "en")).toBe(expected);
  });

  it("keeps Western digits and writes the Arabic unit in Arabic", () => {
    expect(formatArea(money("1850.00"), "ar")).toBe("1,850 م²");
  });
});
