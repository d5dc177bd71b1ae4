import { add, money, sub, type Money } from "@amlak/money";
import { ACCOUNT_CODES, type AccountCode } from "./chart-of-accounts.ts";
import type { JournalLine } from "./postings.ts";

/** Each account's balance as debits minus credits; the balances of a sound ledger add up to zero. */
export function trialBalance(lines: Iterable<JournalLine>): Record<AccountCode, Money> {
  const balances = Object.fromEntries(ACCOUNT_CODES.map((code) => [code, money(0)])) as Record<AccountCode, Money>;
  for (const line of lines) {
    balances[line.account] = add(balances[line.account], sub(money(line.debit), money(line.credit)));
  }
  return balances;
}

/** Debits equal credits. */
export function isBalanced(lines: readonly JournalLine[]): boolean {
  return add(...Object.values(trialBalance(lines))).isZero();
}
