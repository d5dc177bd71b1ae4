import type { Db, Trx } from "@amlak/db";
import { addMonthsClamped, type IsoDate } from "@amlak/domain";
import { randomUUID } from "node:crypto";
import type { AmountText } from "../amount.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import type { Direction } from "../payment/payment.events.ts";
import { streamId } from "../streams.ts";
import { AppError } from "@amlak/domain";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";

export interface RecordPaymentInput {
  direction: Direction;
  /** A PAYMENT_CATEGORY lookup id. */
  category: string;
  due_date: IsoDate;
  price: AmountText;
  vatIncluded: boolean;
  comment: string;
  contractId?: string | null;
  realEstateId?: string | null;
  /** A recurring payment: `count` occurrences, `everyMonths` apart from due_date. */
  repeat?: { everyMonths: number; count: number };
}

/** Records a manual income or expense, or each occurrence of a recurring one; ids in due-date order. */
export function recordPayment(db: Db, ctx: LedgerContext, input: RecordPaymentInput): Promise<{ paymentIds: string[] }> {
  return runLedgerCommand(db, ctx, "recordPayment", input, async (session) => {
    const { repeat, contractId = null, realEstateId = null, ...payment } = input;
    await requireReferences(session.trx, { contractId, realEstateId });
    const paymentIds: string[] = [];
    for (let k = 0; k < (repeat?.count ?? 1); k++) {
      const paymentId = randomUUID();
      await session.execute(paymentDecider, streamId.payment(paymentId), {
        type: "RecordPayment",
        data: {
          ...payment,
          paymentId,
          orgId: ctx.orgId,
          contractId,
          realEstateId,
          due_date: addMonthsClamped(input.due_date, k * (repeat?.everyMonths ?? 0)),
        },
      });
      paymentIds.push(paymentId);
    }
    return { paymentIds };
  });
}

/**
 * The contract and unit a payment names must be the organization's: read under row-level security, another
 * organization's id is as absent as a made-up one (and the foreign keys, which carry org_id, back this up).
 */
async function requireReferences(trx: Trx, { contractId, realEstateId }: { contractId: string | null; realEstateId: string | null }) {
  const fieldErrors: Record<string, string> = {};
  if (contractId && !(await trx.selectFrom("contracts").select("id").where("id", "=", contractId).executeTakeFirst())) {
    fieldErrors.contract_id = "reference.notFound";
  }
  if (realEstateId && !(await trx.selectFrom("real_estates").select("id").where("id", "=", realEstateId).executeTakeFirst())) {
    fieldErrors.real_estate_id = "reference.notFound";
  }
  if (Object.keys(fieldErrors).length) throw new AppError("payment.unknownReference", {}, fieldErrors);
}
