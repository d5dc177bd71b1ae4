import { allocateOldestFirst, type OpenInstalment } from "@amlak/domain";
import { add, checkAmount, money, sub, toFixed2, type Money } from "@amlak/money";

/** What the user typed against each instalment, by payment id. */
export type AllocationTexts = Record<string, string>;

export interface PlanView {
  /** The amount each instalment shows: the user's or, until they change one, the oldest first. */
  texts: AllocationTexts;
  allocated: Money;
  advance: Money;
  /** Some typed amount is not an amount. */
  invalid: boolean;
}

/**
 * The allocation the drawer shows for `amount` received on `paidDate` (ISO), as the server will take it: the oldest
 * due first (allocateOldestFirst, the server's rule) until the user types their own.
 */
export function planView(
  open: readonly OpenInstalment[],
  amountText: string,
  paidDate: string | undefined,
  typed: AllocationTexts | null,
): PlanView {
  const amount = checkAmount(amountText, "positive");
  const received = amount.ok ? amount.value : money(0);
  const texts = typed ?? (amount.ok && paidDate ? oldestFirstTexts(received, open, paidDate) : {});
  const parsed = Object.values(texts)
    .filter((text) => text.trim() !== "")
    .map((text) => checkAmount(text, "nonNegative"));
  const allocated = add(...parsed.flatMap((check) => (check.ok ? [check.value] : [])));
  return { texts, allocated, advance: sub(received, allocated), invalid: parsed.some((check) => !check.ok) };
}

function oldestFirstTexts(amount: Money, open: readonly OpenInstalment[], paidDate: string): AllocationTexts {
  const { allocations } = allocateOldestFirst(amount, open, paidDate);
  return Object.fromEntries(allocations.map((allocation) => [allocation.paymentId, toFixed2(allocation.amount)]));
}

/** The allocations to send: each instalment given a positive amount. */
export function allocationsOf(texts: AllocationTexts): { payment_id: string; amount: string }[] {
  return Object.entries(texts).flatMap(([paymentId, text]) => {
    const check = checkAmount(text, "positive");
    return check.ok ? [{ payment_id: paymentId, amount: toFixed2(check.value) }] : [];
  });
}

/** Where a voucher's receipt opens: the receipts tab of the invoices page, the receipt drawn. */
export const receiptHref = (receiptId: string) => `/invoices?tab=receipts&receipt=${receiptId}`;
