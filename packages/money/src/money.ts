import { Decimal } from "decimal.js";

export { Decimal };
export type Money = Decimal;

export function money(value: string | number | Decimal): Money {
  const amount = new Decimal(value);
  if (!amount.isFinite()) throw new RangeError(`Not a finite amount: ${String(value)}`);
  return amount;
}
