import type { Db } from "@amlak/db";
import type { ScheduleInput } from "@amlak/domain";
import { randomUUID } from "node:crypto";
import { contractDecider } from "../contract/contract.decider.ts";
import { paymentScheduleCommands } from "../contract/contract-payments.ts";
import { scheduleFor } from "../contract/contract-schedule.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { streamId } from "../streams.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";

export interface SignContractInput {
  lessorId: string;
  tenantId: string;
  realEstateId: string;
  terms: ScheduleInput;
  autoPayCommission: boolean;
  termsTemplateId?: string | null;
}

/** Signs a contract and schedules one payment per row of its schedule; the payment ids follow the rows' order. */
export function signContract(db: Db, ctx: LedgerContext, input: SignContractInput): Promise<{ contractId: string; paymentIds: string[] }> {
  return runLedgerCommand(db, ctx, "signContract", input, async (session) => {
    const contractId = randomUUID();
    const paymentIds = scheduleFor(input.terms).rows.map(() => randomUUID());
    const contractStream = streamId.contract(contractId);
    const { events } = await session.execute(contractDecider, contractStream, {
      type: "SignContract",
      data: { ...input, contractId, orgId: ctx.orgId, paymentIds },
    });
    for (const event of events) {
      if (event.type !== "ContractSigned") continue;
      for (const command of paymentScheduleCommands(event)) {
        await session.execute(paymentDecider, streamId.payment(command.data.paymentId), command, contractStream);
      }
    }
    return { contractId, paymentIds };
  });
}
