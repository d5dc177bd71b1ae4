import { toFixed2 } from "./format.ts";
import { money } from "./money.ts";

const TWO_DECIMALS = /^-?\d+\.\d{2}$/;

/** An amount as "1234.50": text already so (a numeric(…, 2) column) is kept; anything else is parsed and rounded half-up. */
export const asTwoDecimals = (amount: string | number): string => {
  const text = String(amount);
  return TWO_DECIMALS.test(text) ? text : toFixed2(money(text));
};

interface RunningTotal {
  /** Adds an amount; null (an empty cell) adds nothing. */
  add(amount: string | number | null | undefined): void;
  /** The sum so far as "1234.50". */
  value(): string;
}

/**
 * An exact sum of many amounts, kept in halalas as a bigint: a report totals 100,000 cells, which as Decimals cost
 * more than the rest of the report (docs/performance.md). Exact at any size, like Decimal.
 */
export function runningTotal(): RunningTotal {
  let halalas = 0n;
  return {
    add(amount) {
      if (amount === null || amount === undefined) return;
      halalas += BigInt(asTwoDecimals(amount).replace(".", ""));
    },
    value() {
      const negative = halalas < 0n;
      const digits = (negative ? -halalas : halalas).toString().padStart(3, "0");
      return `${negative ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
    },
  };
}
