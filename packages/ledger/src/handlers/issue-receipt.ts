import type { Db } from "@amlak/db";
import { randomUUID } from "node:crypto";
import { AppError } from "@amlak/domain";
import { paymentDecider } from "../payment/payment.decider.ts";
import type { IssueReceipt } from "../receipt/receipt.commands.ts";
import { receiptDecider } from "../receipt/receipt.decider.ts";
import { streamId } from "../streams.ts";
import { issuedAt, nextDocumentNumber } from "./document-numbers.ts";
import { lockDocumentedPayments } from "./documented-payments.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";

/** IssueReceipt's payer, and the id of the payment the handler loads into its `payment`. */
export type IssueReceiptInput = Pick<IssueReceipt["data"], "payer"> & { paymentId: string };

/** Issues a cash receipt (سند قبض) for a paid income payment, numbered from the organization's receipt sequence. */
export function issueReceipt(db: Db, ctx: LedgerContext, input: IssueReceiptInput): Promise<{ receiptId: string; number: number }> {
  return runLedgerCommand(db, ctx, "issueReceipt", input, async (session) => {
    const number = (await lockDocumentedPayments(session.trx, "receipt", [input.paymentId])).get(input.paymentId);
    if (number != null) throw new AppError("receipt.alreadyIssued", { number });
    const payment = await session.load(paymentDecider, streamId.payment(input.paymentId));
    if (payment.status === "none") throw new AppError("payment.notFound");
    const receiptNumber = await nextDocumentNumber(session.trx, session.orgId, "receipt");
    const receiptId = randomUUID();
    await session.execute(receiptDecider, streamId.receipt(receiptId), {
      type: "IssueReceipt",
      data: { receiptId, number: receiptNumber, issuedAt: issuedAt(session.now), payer: input.payer, payment },
    });
    return { receiptId, number: receiptNumber };
  });
}
