import { countContractsByStatus, findContractFigures, listContracts, listContractSplitLinks, listPayments } from "@amlak/db";
import { cancelContract } from "@amlak/ledger";
import { money } from "@amlak/money";
import { ZContractCancelSchema, ZContractCreateSchema, ZContractListSchema, ZIdSchema } from "@amlak/schemas";
import { AppError, contractStatus, hiddenPaymentTypes, instalmentOf, type UserType } from "@amlak/domain";
import { ledgerCommandProcedure, actionProcedure } from "../ledger/ledger-procedures.ts";
import { actorOf, requirePackageAction } from "../ledger/package-permission.ts";
import { signContractFromTerms } from "../ledger/sign-contract-from-terms.ts";
import { findContracts, findPayments, notesOf, withPaymentAmounts } from "../ledger/read-models.ts";
import { pageOf } from "../list-procedures.ts";
import { router } from "../trpc.ts";
import { z } from "zod";
import {
  ZCancelledContractOutput,
  ZContractOutput,
  ZPaymentOutput,
  ZScheduleRowOutput,
  ZSignedContractOutput,
} from "../outputs/ledger.output.ts";
import { ZContractFiguresOutput, ZContractListOutput } from "../outputs/contracts.output.ts";

/** SPEC §6: the operational sub-user sees which contracts are running, but no contract amounts (no financial items). */
const seesContractAmounts = (type: UserType) => type !== "operational_subClient";

export const contractsRouter = router({
  /** Signs a lease contract and schedules its payments (issue #3 rules in @amlak/domain generateSchedule). */
  create: ledgerCommandProcedure("contracts.write")
    .input(ZContractCreateSchema)
    .output(ZSignedContractOutput)
    .mutation(({ ctx, input }) => signContractFromTerms({ ...ctx, type: ctx.caller.type }, ctx.database.app, ctx.ledger, input)),

  /**
   * The contracts page, one page, filtered by status chip, lessor, property, tenant and search, sorted; with the count
   * of each status chip over the same filters. Yearly rents are left out for a user type that sees no contract amounts.
   */
  list: actionProcedure("contracts.read")
    .input(ZContractListSchema)
    .output(ZContractListOutput)
    .query(async ({ ctx, input }) => {
      const scope = { orgId: ctx.caller.orgId, today: ctx.today };
      const { status: _chip, ...filters } = input;
      const { rows, total } = await listContracts(ctx.trx, scope, input, pageOf(input));
      const counts = await countContractsByStatus(ctx.trx, scope, filters);
      const amounts = seesContractAmounts(ctx.caller.type);
      return {
        total,
        counts,
        rows: rows.map((row) => ({
          ...row,
          status: contractStatus({ start: row.start, end: row.end, cancelled: row.cancelledOn }, ctx.today),
          yearlyRent: amounts ? money(row.yearlyRent) : null,
        })),
      };
    }),

  get: actionProcedure("contracts.read")
    .input(ZIdSchema)
    .output(ZContractOutput)
    .query(async ({ ctx, input }) => {
      const [contract] = await findContracts(ctx.trx, ctx.today, input.id);
      if (!contract) throw new AppError("notFound");
      return contract;
    }),

  /** The contract page's key figures: what the tenant owes in all, has paid, still owes (and is overdue), and the next due. */
  figures: actionProcedure("contracts.read")
    .input(ZIdSchema)
    .output(ZContractFiguresOutput)
    .query(async ({ ctx, input }) => {
      const [contract] = await findContracts(ctx.trx, ctx.today, input.id);
      if (!contract) throw new AppError("notFound");
      const figures = await findContractFigures(ctx.trx, input.id, ctx.today);
      const amount = (value: string) => (seesContractAmounts(ctx.caller.type) ? money(value) : null);
      return {
        total: amount(figures.total),
        paid: amount(figures.paid),
        outstanding: amount(figures.outstanding),
        overdue: amount(figures.overdue),
        nextDue: figures.nextDue,
        nextDueAmount: figures.nextDue ? amount(figures.nextDueAmount) : null,
        deposit: amount(figures.deposit),
        depositReceived: amount(figures.depositReceived),
      };
    }),

  /** The contract's payments by due date; the types the caller's role may not see (commissions) are left out. */
  payments: actionProcedure("payments.read")
    .input(ZIdSchema)
    .output(z.array(ZPaymentOutput))
    .query(async ({ ctx, input }) => {
      const [contract] = await findContracts(ctx.trx, ctx.today, input.id);
      if (!contract) throw new AppError("notFound");
      return findPayments(ctx.trx, { contractId: input.id }, { type: ctx.caller.type, orgId: ctx.caller.orgId, today: ctx.today });
    }),

  /**
   * The contract page's schedule: every live payment of the contract (split ones as their parts, deleted ones left out)
   * by due date, as rows of the payments page so each takes the same row menu, with the instalment each belongs to (a
   * part paid and the rest left share theirs); the types the role may not see are left out.
   */
  schedule: actionProcedure("payments.read")
    .input(ZIdSchema)
    .output(z.array(ZScheduleRowOutput))
    .query(async ({ ctx, input }) => {
      const [contract] = await findContracts(ctx.trx, ctx.today, input.id);
      if (!contract) throw new AppError("notFound");
      const scope = { orgId: ctx.caller.orgId, today: ctx.today, hiddenTypes: hiddenPaymentTypes(ctx.caller.type) };
      const order = { contract_id: input.id, sort: "dueDate", direction: "asc" } as const;
      const [{ rows }, links] = await Promise.all([listPayments(ctx.trx, scope, order, "all"), listContractSplitLinks(ctx.trx, input.id)]);
      const instalment = instalmentOf(links);
      return rows.map((row) => ({
        ...withPaymentAmounts(row),
        notes: notesOf(row),
        overdue: row.status === "pending" && row.dueDate < ctx.today,
        instalmentId: instalment(row.id),
      }));
    }),

  /**
   * Cancels the contract on `cancelled_on` (default today); its unpaid payments due after that day are cancelled. A
   * signed contract is never deleted, so cancelling is what the package's DELETE_ENTITY on CONTRACTS allows.
   */
  cancel: ledgerCommandProcedure("contracts.write")
    .input(ZContractCancelSchema)
    .output(ZCancelledContractOutput)
    .mutation(async ({ ctx, input }) => {
      await requirePackageAction(ctx.database.app, actorOf(ctx, ctx.orgId), "CONTRACTS", "DELETE_ENTITY");
      return cancelContract(ctx.database.app, ctx.ledger, { contractId: input.id, cancelledOn: input.cancelled_on ?? ctx.today });
    }),
});
