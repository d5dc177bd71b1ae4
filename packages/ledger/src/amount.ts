import { MAX_AMOUNT } from "@amlak/domain";
import { money, type Money } from "@amlak/money";

/** An amount as commands and events carry it: a plain decimal string; events always write two places ("1150.00"). */
export type AmountText = string;

const PLAIN_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** A positive amount of at most two decimals that fits numeric(14,2), or null. */
export function positiveAmount(text: AmountText): Money | null {
  if (!PLAIN_AMOUNT.test(text)) return null;
  const amount = money(text);
  return amount.isZero() || amount.gt(MAX_AMOUNT) ? null : amount;
}
