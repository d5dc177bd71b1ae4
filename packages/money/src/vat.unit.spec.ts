import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal, money } from "./money.ts";
import { documentVat, netOfGross, vatOf, withVat } from "./vat.ts";

describe("VAT", () => {
  it("charges 15% by default, rounded half-up to the halala", () => {
    expect(vatOf(money("100")).toString()).toBe("15");
    expect(vatOf(money("10.03")).toString()).toBe("1.5");
    expect(vatOf(money("0.1")).toString()).toBe("0.02");
  });

  it("takes another rate", () => {
    expect(vatOf(money("200"), "0.05").toString()).toBe("10");
    expect(withVat(money("200"), "0.05").toString()).toBe("210");
  });

  it("works out a document's VAT once per rate, not as the sum of its lines' rounded VAT (BR-CO-17)", () => {
    // Each 10.03 line's VAT is 1.5045, rounded to 1.50; the rate's total of 30.09 makes 4.5135, rounded to 4.51.
    const lines = [10.03, 10.03, 10.03].map((net) => ({ net, rate: "0.15" }));
    expect(lines.map(({ net }) => vatOf(money(net)).toFixed(2))).toEqual(["1.50", "1.50", "1.50"]);
    expect(documentVat(lines).toFixed(2)).toBe("4.51");
    expect(documentVat([...lines, { net: "4000", rate: "0" }, { net: "0.10", rate: "0.150" }]).toFixed(2)).toBe("4.53");
  });

  it("adds VAT to a net amount", () => {
    expect(withVat(money("1000")).toString()).toBe("1150");
  });

  it("splits a gross amount into net and VAT", () => {
    const { net, vat } = netOfGross(money("1150"));
    expect(net.toString()).toBe("1000");
    expect(vat.toString()).toBe("150");
  });

  it("rounds the net of an awkward gross and leaves the VAT to match", () => {
    const { net, vat } = netOfGross(money("100"));
    expect(net.toString()).toBe("86.96");
    expect(vat.toString()).toBe("13.04");
  });

  it("always splits a gross amount into parts that add up to it", () => {
    const gross = fc.bigInt({ min: 0n, max: 10n ** 14n }).map((value) => new Decimal(value.toString()).dividedBy(100));
    fc.assert(
      fc.property(gross, fc.constantFrom("0.15", "0.05", "0"), (amount, rate) => {
        const { net, vat } = netOfGross(amount, rate);
        expect(net.plus(vat).equals(amount)).toBe(true);
        expect(net.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(vat.decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });
});
