export { toWesternDigits } from "./digits.ts";
export { Decimal, money, type Money } from "./money.ts";
export { checkAmount, MAX_AMOUNT } from "./amount.ts";
export { add, round2, split, sub } from "./arithmetic.ts";
export { VAT_RATE, documentVat, netOfGross, vatOf } from "./vat.ts";
export { formatArea, formatMoney, toFixed2 } from "./format.ts";
export { asTwoDecimals, runningTotal } from "./running-total.ts";
