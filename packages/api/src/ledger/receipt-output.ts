import type { findReceipt } from "@amlak/db";
import { money } from "@amlak/money";

type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;

/** A receipt as the API answers it: its amounts as money. */
export const receiptOutput = (row: ReceiptRow) => ({
  ...row,
  amount: money(row.amount),
  advance: row.advance === null ? null : money(row.advance),
  lines: row.lines.map((line) => ({ ...line, amount: money(line.amount) })),
});
