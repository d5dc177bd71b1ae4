import { money, type Money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { checkoutQuote, type CheckoutQuote } from "./checkout-quote.ts";

const figures = (quote: CheckoutQuote) =>
  Object.fromEntries(Object.entries(quote).map(([name, amount]: [string, Money]) => [name, amount.toFixed(2)]));

describe("checkoutQuote", () => {
  it("charges the listed price, VAT included, when there is no code and nothing to credit", () => {
    expect(figures(checkoutQuote({ listPrice: money("298"), promotionPercent: 0, unused: null }))).toEqual({
      price: "298.00",
      discount: "0.00",
      credit: "0.00",
      total: "298.00",
      vatAmount: "38.87",
    });
  });

  it("takes a promotion code's percent off the listed price, to the halala", () => {
    expect(figures(checkoutQuote({ listPrice: money("298"), promotionPercent: 30, unused: null }))).toMatchObject({
      discount: "89.40",
      total: "208.60",
      vatAmount: "27.21",
    });
  });

  it("credits the unused days of the current period pro rata by day after the discount", () => {
    const quote = checkoutQuote({
      listPrice: money("298"),
      promotionPercent: 10,
      unused: { paid: money("92"), remainingDays: 10, totalDays: 30 },
    });
    expect(figures(quote)).toMatchObject({ discount: "29.80", credit: "30.67", total: "237.53", vatAmount: "30.98" });
    expect(quote.price.minus(quote.discount).minus(quote.credit).equals(quote.total)).toBe(true);
  });

  it("never credits more than is left to pay", () => {
    const quote = checkoutQuote({
      listPrice: money("436"),
      promotionPercent: 50,
      unused: { paid: money("3576.00"), remainingDays: 300, totalDays: 365 },
    });
    expect(figures(quote)).toMatchObject({ credit: "218.00", total: "0.00", vatAmount: "0.00" });
  });

  it("keeps the VAT inside the total so net plus VAT is the total exactly", () => {
    for (const total of ["92", "883.20", "0.01", "4185.60"]) {
      const quote = checkoutQuote({ listPrice: money(total), promotionPercent: 0, unused: null });
      const net = quote.total.minus(quote.vatAmount);
      expect(net.times("0.15").toDecimalPlaces(2).minus(quote.vatAmount).abs().lessThanOrEqualTo("0.01")).toBe(true);
    }
  });
});
