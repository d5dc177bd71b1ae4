import type { Db } from "@amlak/db";
import { randomUUID } from "node:crypto";
import { LedgerRuleError } from "../ledger-rule-error.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { receiptDecider } from "../receipt/receipt.decider.ts";
import { streamId } from "../streams.ts";
import { issuedAt, nextDocumentNumber } from "./document-numbers.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";

/** Issues a cash receipt (سند قبض) for a paid income payment, numbered from the organization's receipt sequence. */
export function issueReceipt(
  db: Db,
  ctx: LedgerContext,
  input: { paymentId: string; payer: string },
): Promise<{ receiptId: string; number: number }> {
  return runLedgerCommand(db, ctx, "issueReceipt", input, async (session) => {
    // The lock keeps a concurrent command from issuing a second receipt for the payment.
    const earlier = await session.trx
      .selectFrom("payments")
      .leftJoin("receipts", "receipts.id", "payments.receipt_id")
      .select("receipts.number")
      .where("payments.id", "=", input.paymentId)
      .forUpdate("payments")
      .executeTakeFirst();
    if (earlier?.number != null) throw new LedgerRuleError("receipt.alreadyIssued", { number: earlier.number });
    const payment = await session.load(paymentDecider, streamId.payment(input.paymentId));
    if (payment.status === "none") throw new LedgerRuleError("payment.notFound");
    const number = await nextDocumentNumber(session.trx, session.orgId, "receipt");
    const receiptId = randomUUID();
    await session.execute(receiptDecider, streamId.receipt(receiptId), {
      type: "IssueReceipt",
      data: { receiptId, number, issuedAt: issuedAt(session.now), payer: input.payer, payment },
    });
    return { receiptId, number };
  });
}
