import { checkAmount, type Money } from "@amlak/money";

/** An amount as commands and events carry it: a plain decimal string; events always write two places ("1150.00"). */
export type AmountText = string;

/** A positive amount of at most two decimals that fits numeric(14,2), or null. */
export function positiveAmount(text: AmountText): Money | null {
  const amount = checkAmount(text, "positive");
  return amount.ok ? amount.value : null;
}
