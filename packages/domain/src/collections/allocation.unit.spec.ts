import { add, money, vatOf } from "@amlak/money";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors/index.ts";
import { allocateOldestFirst, checkAllocations, cutGross, type OpenInstalment } from "./allocation.ts";

const open = (paymentId: string, dueDate: string, amountDue: string): OpenInstalment => ({
  paymentId,
  dueDate,
  amountDue: money(amountDue),
});
const plain = (plan: {
  allocations: { paymentId: string; amount: { toFixed(n: number): string } }[];
  advance: { toFixed(n: number): string };
}) => ({
  allocations: plan.allocations.map((allocation) => [allocation.paymentId, allocation.amount.toFixed(2)]),
  advance: plan.advance.toFixed(2),
});

describe("allocateOldestFirst", () => {
  const instalments = [open("b", "2026-03-01", "1150.00"), open("a", "2026-01-01", "1150.00"), open("c", "2026-05-01", "1150.00")];

  it("pays the oldest due instalments first and the last one in part", () => {
    expect(plain(allocateOldestFirst(money("2000"), instalments, "2026-04-01"))).toEqual({
      allocations: [
        ["a", "1150.00"],
        ["b", "850.00"],
      ],
      advance: "0.00",
    });
  });

  it("keeps what is beyond the instalments due by the paid date as an advance", () => {
    expect(plain(allocateOldestFirst(money("3000"), instalments, "2026-04-01"))).toEqual({
      allocations: [
        ["a", "1150.00"],
        ["b", "1150.00"],
      ],
      advance: "700.00",
    });
  });

  it("holds everything as an advance when nothing is due yet", () => {
    expect(plain(allocateOldestFirst(money("500"), instalments, "2025-12-31"))).toEqual({ allocations: [], advance: "500.00" });
  });
});

describe("checkAllocations", () => {
  const instalments = [open("a", "2026-01-01", "1150.00"), open("b", "2026-03-01", "1150.00")];

  it("takes the user's choice and keeps the rest as an advance", () => {
    expect(plain(checkAllocations(money("1500"), instalments, [{ paymentId: "b", amount: money("1000") }]))).toEqual({
      allocations: [["b", "1000.00"]],
      advance: "500.00",
    });
  });

  it.each([
    ["an instalment that is not open", [{ paymentId: "z", amount: money("1") }], "collection.allocationNotOpen"],
    [
      "the same instalment twice",
      [
        { paymentId: "a", amount: money("1") },
        { paymentId: "a", amount: money("1") },
      ],
      "collection.allocationNotOpen",
    ],
    ["more than is owed on it", [{ paymentId: "a", amount: money("1150.01") }], "collection.allocationOverDue"],
    [
      "more than the amount",
      [
        { paymentId: "a", amount: money("1150") },
        { paymentId: "b", amount: money("500") },
      ],
      "collection.allocatedOverAmount",
    ],
    ["a negative amount", [{ paymentId: "a", amount: money("-1") }], "payment.invalidAmount"],
    ["nothing", [{ paymentId: "a", amount: money("0") }], "payment.invalidAmount"],
    ["a fraction of a halala", [{ paymentId: "a", amount: money("1.001") }], "payment.invalidAmount"],
  ])("refuses %s", (_, chosen, code) => {
    expect(() => checkAllocations(money("1500"), instalments, chosen)).toThrow(expect.objectContaining({ code }) as AppError);
  });
});

describe("cutGross", () => {
  it("cuts a part off a taxable instalment, the VAT of both adding up to the instalment's", () => {
    const { part, rest } = cutGross({ price: money("1000"), vat: money("150"), vatRate: money("0.15") }, money("500"));
    expect([part.price.toFixed(2), part.vat.toFixed(2), rest.price.toFixed(2), rest.vat.toFixed(2)]).toEqual([
      "434.78",
      "65.22",
      "565.22",
      "84.78",
    ]);
  });

  it("keeps both sides' prices positive and the sums exact for any instalment and part", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10_000_000 }),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (priceHalalas, taxable, share) => {
          const price = money(priceHalalas).dividedBy(100);
          const vat = taxable ? vatOf(price, "0.15") : money(0);
          const total = add(price, vat).times(100).toNumber();
          const grossHalalas = 1 + Math.floor(share * (total - 2));
          const gross = money(grossHalalas).dividedBy(100);
          const { part, rest } = cutGross({ price, vat, vatRate: money(taxable ? "0.15" : "0") }, gross);
          expect(add(part.price, part.vat).eq(gross)).toBe(true);
          expect(add(part.price, rest.price).eq(price)).toBe(true);
          expect(add(part.vat, rest.vat).eq(vat)).toBe(true);
          expect(part.price.gt(0) && rest.price.gt(0) && part.vat.gte(0) && rest.vat.gte(0)).toBe(true);
          // Within a halala of the rate applied to the part.
          expect(
            part.vat
              .minus(vatOf(part.price, taxable ? "0.15" : "0"))
              .abs()
              .lte("0.02"),
          ).toBe(true);
        },
      ),
    );
  });

  it("refuses to cut the whole instalment or more", () => {
    expect(() => cutGross({ price: money("100"), vat: money("15"), vatRate: money("0.15") }, money("115"))).toThrow(AppError);
  });
});
