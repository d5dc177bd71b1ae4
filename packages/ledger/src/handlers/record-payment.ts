import type { Db, Trx } from "@amlak/db";
import { addMonthsClamped } from "@amlak/domain";
import { randomUUID } from "node:crypto";
import type { CommandHooks } from "../event-store/run-command.ts";
import type { RecordPayment } from "../payment/payment.commands.ts";
import type { PaidDetails } from "../payment/payment.events.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { streamId } from "../streams.ts";
import { AppError } from "@amlak/domain";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { isVatRegistered } from "./vat-registration.ts";

type RecordPaymentData = RecordPayment["data"];

/**
 * RecordPayment less what the handler adds (the ids and the organization's VAT registration), its references
 * optional, and a repeat that makes one per occurrence.
 */
export type RecordPaymentInput = Omit<RecordPaymentData, "paymentId" | "orgId" | "contractId" | "realEstateId" | "vatRegistered"> &
  Partial<Pick<RecordPaymentData, "contractId" | "realEstateId">> & {
    /** A recurring payment: `count` occurrences, `everyMonths` apart from dueDate. */
    repeat?: { everyMonths: number; count: number };
    /** Already paid (a task's cost, settled when it is recorded): each occurrence is marked paid in the same command. */
    paid?: PaidDetails;
  };

/**
 * Records a manual income or expense, or each occurrence of a recurring one; ids in due-date order. `hooks` write
 * what must commit with the payment (a task linked to its expense).
 */
export function recordPayment(
  db: Db,
  ctx: LedgerContext,
  input: RecordPaymentInput,
  hooks?: CommandHooks<{ paymentIds: string[] }>,
): Promise<{ paymentIds: string[] }> {
  return runLedgerCommand(
    db,
    ctx,
    "recordPayment",
    input,
    async (session) => {
      const { repeat, paid, contractId = null, realEstateId = null, ...payment } = input;
      await requireReferences(session.trx, { contractId, realEstateId });
      const vatRegistered = await isVatRegistered(session.trx, ctx.orgId);
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
            vatRegistered,
            dueDate: addMonthsClamped(input.dueDate, k * (repeat?.everyMonths ?? 0)),
          },
        });
        if (paid)
          await session.execute(paymentDecider, streamId.payment(paymentId), { type: "MarkPaymentPaid", data: { paymentId, ...paid } });
        paymentIds.push(paymentId);
      }
      return { paymentIds };
    },
    hooks,
  );
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
