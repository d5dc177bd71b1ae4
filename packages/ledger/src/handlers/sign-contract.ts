import type { Db } from "@amlak/db";
import { randomUUID } from "node:crypto";
import type { SignContract } from "../contract/contract.commands.ts";
import { contractDecider } from "../contract/contract.decider.ts";
import { paymentScheduleCommands } from "../contract/contract-payments.ts";
import { scheduleFor } from "../contract/contract-schedule.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { streamId } from "../streams.ts";
import type { CommandHooks } from "../event-store/run-command.ts";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { requireUnitFree } from "./unit-lease.ts";
import { isVatRegistered } from "./vat-registration.ts";

/** SignContract less what the handler adds: the organization and the new contract's and payments' ids. */
export type SignContractInput = Omit<SignContract["data"], "contractId" | "orgId" | "paymentIds">;

export interface SignedContractIds {
  contractId: string;
  paymentIds: string[];
}

/**
 * Signs a contract and schedules one payment per row of its schedule; the payment ids follow the rows' order. The
 * unit must be free for the whole period (one lease per unit at a time). The payments carry VAT only when the
 * organization is VAT-registered.
 */
export function signContract(
  db: Db,
  ctx: LedgerContext,
  input: SignContractInput,
  hooks?: CommandHooks<SignedContractIds>,
): Promise<SignedContractIds> {
  return runLedgerCommand(
    db,
    ctx,
    "signContract",
    input,
    async (session) => signContractInSession(session, input, { vatRegistered: await isVatRegistered(session.trx, ctx.orgId) }),
    hooks,
  );
}

/**
 * Signing inside a command's session, for every handler that signs (one contract, or an imported portfolio's many):
 * the unit must be free for the period, the contract stream records the signing and each schedule row starts its
 * payment stream. `seller` is the organization as the handler read it in its transaction.
 */
export async function signContractInSession(
  session: LedgerSession,
  input: SignContractInput,
  seller: { vatRegistered: boolean },
): Promise<SignedContractIds> {
  await requireUnitFree(session.trx, input.realEstateId, { start: input.terms.contract_start, end: input.terms.contract_end });
  const contractId = randomUUID();
  const paymentIds = scheduleFor(input.terms).rows.map(() => randomUUID());
  const contractStream = streamId.contract(contractId);
  const { events } = await session.execute(contractDecider, contractStream, {
    type: "SignContract",
    data: { ...input, contractId, orgId: session.orgId, paymentIds },
  });
  for (const event of events) {
    if (event.type !== "ContractSigned") continue;
    for (const command of paymentScheduleCommands(event, seller)) {
      await session.execute(paymentDecider, streamId.payment(command.data.paymentId), command, contractStream);
    }
  }
  return { contractId, paymentIds };
}
