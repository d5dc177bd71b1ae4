import { cancelContract } from "@amlak/ledger";
import { ZContractCancelSchema, ZContractCreateSchema, ZIdSchema } from "@amlak/schemas";
import { AppError } from "@amlak/domain";
import { ledgerCommandProcedure, actionProcedure } from "../ledger/ledger-procedures.ts";
import { signContractFromTerms } from "../ledger/sign-contract-from-terms.ts";
import { findContracts, findPayments } from "../ledger/read-models.ts";
import { router } from "../trpc.ts";
import { z } from "zod";
import { ZCancelledContractOutput, ZContractOutput, ZPaymentOutput, ZSignedContractOutput } from "../outputs/ledger.output.ts";

export const contractsRouter = router({
  /** Signs a lease contract and schedules its payments (issue #3 rules in @amlak/domain generateSchedule). */
  create: ledgerCommandProcedure("contracts.write")
    .input(ZContractCreateSchema)
    .output(ZSignedContractOutput)
    .mutation(({ ctx, input }) => signContractFromTerms({ ...ctx, type: ctx.caller.type }, ctx.database.app, ctx.ledger, input)),

  list: actionProcedure("contracts.read").query(({ ctx }) => findContracts(ctx.trx, ctx.today)),

  get: actionProcedure("contracts.read")
    .input(ZIdSchema)
    .output(ZContractOutput)
    .query(async ({ ctx, input }) => {
      const [contract] = await findContracts(ctx.trx, ctx.today, input.id);
      if (!contract) throw new AppError("notFound");
      return contract;
    }),

  payments: actionProcedure("payments.read")
    .input(ZIdSchema)
    .output(z.array(ZPaymentOutput))
    .query(async ({ ctx, input }) => {
      const [contract] = await findContracts(ctx.trx, ctx.today, input.id);
      if (!contract) throw new AppError("notFound");
      return findPayments(ctx.trx, { contractId: input.id });
    }),

  /** Cancels the contract on `cancelled_on` (default today); its unpaid payments due after that day are cancelled. */
  cancel: ledgerCommandProcedure("contracts.write")
    .input(ZContractCancelSchema)
    .output(ZCancelledContractOutput)
    .mutation(({ ctx, input }) =>
      cancelContract(ctx.database.app, ctx.ledger, { contractId: input.id, cancelledOn: input.cancelled_on ?? ctx.today }),
    ),
});
