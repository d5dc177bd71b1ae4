import { withOrg } from "@amlak/db";
import { cancelContract, signContract } from "@amlak/ledger";
import { toFixed2 } from "@amlak/money";
import { ZContractCancelSchema, ZContractCreateSchema, ZPaymentIdSchema } from "@amlak/schemas";
import { AppError } from "../errors.ts";
import { ledgerCommandProcedure, ledgerQueryProcedure } from "../ledger/ledger-procedures.ts";
import { requirePackageAction } from "../ledger/package-permission.ts";
import { findContracts, findPayments } from "../ledger/read-models.ts";
import { router } from "../trpc.ts";

export const contractsRouter = router({
  /** Signs a lease contract and schedules its payments (issue #3 rules in @amlak/domain generateSchedule). */
  create: ledgerCommandProcedure("contracts.write")
    .input(ZContractCreateSchema)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.database.app;
      await requirePackageAction(db, { ...ctx, type: ctx.caller.type }, "CONTRACTS", "MANAGE_ENTITY");
      const parties = await withOrg(db, ctx.orgId, async (trx) => ({
        estate: await trx.selectFrom("real_estates").select(["kind", "lessor_id"]).where("id", "=", input.real_estate_id).executeTakeFirst(),
        tenant: await trx.selectFrom("contacts").select("type").where("id", "=", input.tenant_id).executeTakeFirst(),
        lessor: input.lessor_id
          ? await trx.selectFrom("contacts").select("type").where("id", "=", input.lessor_id).executeTakeFirst()
          : undefined,
      }));
      const fieldErrors: Record<string, string> = {};
      if (parties.estate?.kind !== "unit") fieldErrors.real_estate_id = "field.invalid";
      if (parties.tenant?.type !== "tenant") fieldErrors.tenant_id = "field.invalid";
      if (input.lessor_id && parties.lessor?.type !== "lessor") fieldErrors.lessor_id = "field.invalid";
      const lessorId = input.lessor_id ?? parties.estate?.lessor_id;
      if (!lessorId) fieldErrors.lessor_id ??= "field.required";
      if (Object.keys(fieldErrors).length || !lessorId) throw new AppError("validation.failed", {}, fieldErrors);
      const { contractId, paymentIds } = await signContract(db, ctx.ledger, {
        lessorId,
        tenantId: input.tenant_id,
        realEstateId: input.real_estate_id,
        terms: {
          contract_start: input.contract_start,
          contract_end: input.contract_end,
          price: toFixed2(input.price),
          interval: input.contract_interval,
          annual_commission: toFixed2(input.annual_commission),
          additional_commission: toFixed2(input.additional_commission),
          annual_service: toFixed2(input.annual_service),
          water_costs: toFixed2(input.water_costs),
          electricity_costs: toFixed2(input.electricity_costs),
          extra_costs: toFixed2(input.extra_costs),
          is_taxable: input.is_taxable,
        },
        autoPayCommission: input.auto_pay_commission,
        termsTemplateId: input.terms_template_id ?? null,
      });
      return { id: contractId, paymentIds };
    }),

  list: ledgerQueryProcedure("contracts.read").query(({ ctx }) => findContracts(ctx.trx, ctx.today)),

  get: ledgerQueryProcedure("contracts.read")
    .input(ZPaymentIdSchema)
    .query(async ({ ctx, input }) => {
      const [contract] = await findContracts(ctx.trx, ctx.today, input.id);
      if (!contract) throw new AppError("notFound");
      return contract;
    }),

  payments: ledgerQueryProcedure("payments.read")
    .input(ZPaymentIdSchema)
    .query(async ({ ctx, input }) => {
      const [contract] = await findContracts(ctx.trx, ctx.today, input.id);
      if (!contract) throw new AppError("notFound");
      return findPayments(ctx.trx, { contractId: input.id });
    }),

  /** Cancels the contract on `cancelled_on` (default today); its unpaid payments due after that day are cancelled. */
  cancel: ledgerCommandProcedure("contracts.write")
    .input(ZContractCancelSchema)
    .mutation(({ ctx, input }) =>
      cancelContract(ctx.database.app, ctx.ledger, { contractId: input.id, cancelledOn: input.cancelled_on ?? ctx.today }),
    ),
});
