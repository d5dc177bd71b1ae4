import { describe, expect, it } from "vitest";
import { checkAmount, MAX_AMOUNT } from "./amount.ts";
import { Decimal, money } from "./money.ts";

const code = (raw: string | number, sign: "positive" | "nonNegative" = "positive") => {
  const check = checkAmount(raw, sign);
  return check.ok ? check.value.toFixed(2) : check.code;
};

describe("checkAmount", () => {
  it("reads typed, sent and exact amounts alike", () => {
    expect(code("١٬٢٣٤٫٥٠")).toBe("1234.50");
    expect(code("1,234.5")).toBe("1234.50");
    expect(code(1234.5)).toBe("1234.50");
    expect(checkAmount(money("7.25"), "positive")).toEqual({ ok: true, value: money("7.25") });
  });

  it("refuses what is not an amount, or is out of bounds, with the field's message key", () => {
    expect(code("12a")).toBe("field.invalid");
    expect(code(Number.NaN)).toBe("field.invalid");
    expect(checkAmount(new Decimal(Number.POSITIVE_INFINITY), "positive")).toEqual({ ok: false, code: "field.invalid" });
    expect(code("0")).toBe("amount.positive");
    expect(code("-0", "nonNegative")).toBe("0.00");
    expect(code("-1", "nonNegative")).toBe("amount.nonNegative");
    expect(code("1.005")).toBe("amount.twoDecimals");
    expect(code(MAX_AMOUNT.toFixed(2))).toBe("999999999999.99");
    expect(code("1000000000000")).toBe("amount.limit");
  });
});
