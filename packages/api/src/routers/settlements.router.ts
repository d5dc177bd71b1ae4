import { findLeaseSettlement } from "@amlak/db";
import { proposeLeaseSettlement, settleLease } from "@amlak/ledger";
import type { money } from "@amlak/money";
import { toFixed2 } from "@amlak/money";
import { ZSettlementContractSchema, ZSettlementProposalSchema, ZSettlementSchema } from "@amlak/schemas";
import { actionProcedure, ledgerCommandProcedure } from "../ledger/ledger-procedures.ts";
import { settlementOutput } from "../ledger/settlement-output.ts";
import { ZLeaseSettlementOutput, ZSettlementProposalOutput } from "../outputs/settlements.output.ts";
import { router } from "../trpc.ts";
import { z } from "zod";

const deductionsOf = (deductions: { kind: "damages" | "utilities" | "other"; amount: ReturnType<typeof money>; note: string }[]) =>
  deductions.map((deduction) => ({ ...deduction, amount: toFixed2(deduction.amount) }));

/**
 * Lease settlement (issue #23): what ending a lease on a day would settle, the settlement that ends it (early, or at
 * its end) with the refund, the deductions and the deposit returned, and the settlement once made.
 */
export const settlementsRouter = router({
  proposal: actionProcedure("contracts.write")
    .input(ZSettlementProposalSchema)
    .output(ZSettlementProposalOutput)
    .query(async ({ ctx, input }) => {
      const {
        lease,
        money: held,
        proposal,
      } = await proposeLeaseSettlement(ctx.trx, ctx.caller.orgId, {
        contractId: input.contract_id,
        endOn: input.end_on,
        deductions: deductionsOf(input.deductions),
      });
      return {
        contract_id: input.contract_id,
        end_on: input.end_on,
        contract_end: lease.contractEnd,
        early: input.end_on < lease.contractEnd,
        rent_earned: proposal.rentEarned,
        rent_paid: proposal.rentPaid,
        unearned_rent: proposal.unearnedRent,
        rent_owed: proposal.rentOwed,
        deposit_held: held.depositHeld,
        deductions: proposal.deductions,
        deposit_return: proposal.depositReturn,
        deductions_owed: proposal.deductionsOwed,
      };
    }),

  /** Ends the lease and settles it; `get` then reads what was recorded. */
  settle: ledgerCommandProcedure("contracts.write")
    .input(ZSettlementSchema)
    .output(z.object({ contract_id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const settled = await settleLease(ctx.database.app, ctx.ledger, {
        contractId: input.contract_id,
        endOn: input.end_on,
        deductions: deductionsOf(input.deductions),
        refund: toFixed2(input.refund),
        applyDepositToRent: input.apply_deposit_to_rent,
        method: input.method,
        reference: input.reference ?? "",
      });
      return { contract_id: settled.contractId };
    }),

  /** The lease's settlement, or null while it has none. */
  get: actionProcedure("payments.read")
    .input(ZSettlementContractSchema)
    .output(ZLeaseSettlementOutput)
    .query(async ({ ctx, input }) => {
      const row = await findLeaseSettlement(ctx.trx, ctx.caller.orgId, input.contract_id);
      if (!row) return { settlement: null };
      return { settlement: await settlementOutput(ctx.trx, ctx.caller.orgId, row) };
    }),
});
