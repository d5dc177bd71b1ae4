export { toWesternDigits } from "./digits.ts";
export { Decimal, money, type Money } from "./money.ts";
export { parseMoney } from "./parse.ts";
export { checkAmount, MAX_AMOUNT, type AmountCheck, type AmountProblem } from "./amount.ts";
export { add, mul, round2, split, sub } from "./arithmetic.ts";
export { VAT_RATE, netOfGross, vatOf, withVat } from "./vat.ts";
export { formatMoney, toFixed2 } from "./format.ts";
export { hasAtMostTwoDecimals, isPositive } from "./predicates.ts";
