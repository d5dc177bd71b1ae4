import { findRenewalLinks } from "@amlak/db";
import { AppError, type RenewalChange } from "@amlak/domain";
import { renewContracts } from "@amlak/ledger";
import { ZContractRenewSchema, ZIdSchema, type TContractRenew } from "@amlak/schemas";
import { actionProcedure, ledgerCommandProcedure } from "../ledger/ledger-procedures.ts";
import { actorOf, requirePackageAction } from "../ledger/package-permission.ts";
import { ZRenewalLinksOutput, ZRenewedContractsOutput } from "../outputs/contract-renewals.output.ts";
import { router } from "../trpc.ts";

function changeOf(input: TContractRenew): RenewalChange {
  const increase =
    input.increase_percent !== undefined
      ? { percent: input.increase_percent }
      : input.increase_amount !== undefined
        ? { amount: input.increase_amount }
        : null;
  return {
    increase,
    interval: input.contract_interval ?? null,
    months: input.months ?? null,
    chargeAdditionalCommission: input.charge_additional_commission,
  };
}

/** Lease renewal (issue #23): each lease continues as a new contract linked to it (@amlak/domain renewalTerms). */
export const contractRenewalsRouter = router({
  /**
   * Renews every listed contract with one change, all or none, in one transaction: a refusal names the lease (its
   * unit and tenant; its id in the error's details) and renews nothing. Renewing signs contracts, so the package
   * must allow managing them.
   */
  renew: ledgerCommandProcedure("contracts.write")
    .input(ZContractRenewSchema)
    .output(ZRenewedContractsOutput)
    .mutation(async ({ ctx, input }) => {
      await requirePackageAction(ctx.database.app, actorOf(ctx, ctx.orgId), "CONTRACTS", "MANAGE_ENTITY");
      const renewed = await renewContracts(ctx.database.app, ctx.ledger, { contractIds: input.contract_ids, change: changeOf(input) });
      return { renewals: renewed.map((renewal) => ({ contract_id: renewal.contractId, renewed_from: renewal.renewedFrom })) };
    }),

  /** The contract page's "Renewed from" and "Renewed by". */
  links: actionProcedure("contracts.read")
    .input(ZIdSchema)
    .output(ZRenewalLinksOutput)
    .query(async ({ ctx, input }) => {
      const links = await findRenewalLinks(ctx.trx, ctx.caller.orgId, input.id);
      if (!links) throw new AppError("notFound");
      return links;
    }),
});
