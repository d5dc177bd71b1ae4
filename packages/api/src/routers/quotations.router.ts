import { ZIdSchema, ZQuotationCreateSchema } from "@amlak/schemas";
import { deleteQuotation, findLeasedEstate, findQuotation, insertQuotation, listQuotations } from "@amlak/db";
import { AppError, scheduleInputOf } from "@amlak/domain";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { actorOf, requirePackageAction } from "../ledger/package-permission.ts";
import { schedulePreview } from "../ledger/schedule-preview.ts";
import { router } from "../trpc.ts";
import { ZQuotationOutput } from "../outputs/documents.output.ts";

const prepare = actionProcedure("contracts.draft");

/** Rent quotations (عروض أسعار الإيجار): terms and the schedule they would make, for a prospective tenant. */
export const quotationsRouter = router({
  create: prepare.input(ZQuotationCreateSchema).mutation(async ({ ctx, input }) => {
    await requirePackageAction(ctx.trx, actorOf(ctx), "CONTRACTS", "CREATE_QUOTATION");
    const estate = await findLeasedEstate(ctx.trx, input.real_estate_id);
    if (estate?.kind !== "unit") throw new AppError("validation.failed", {}, { real_estate_id: "field.invalid" });
    schedulePreview(scheduleInputOf(input));
    const { real_estate_id, prospect_name, prospect_phone, valid_until, ...terms } = input;
    const row = await insertQuotation(ctx.trx, {
      org_id: ctx.caller.orgId,
      real_estate_id,
      prospect_name,
      prospect_phone: prospect_phone ?? null,
      valid_until: valid_until ?? null,
      terms,
      created_by: ctx.caller.userId,
    });
    return { id: row.id };
  }),

  list: prepare.query(({ ctx }) => listQuotations(ctx.trx)),

  /** Everything the printed quotation shows: prospect, unit, terms and the schedule they make. */
  get: prepare
    .input(ZIdSchema)
    .output(ZQuotationOutput)
    .query(async ({ ctx, input }) => {
      const row = await findQuotation(ctx.trx, input.id);
      if (!row) throw new AppError("notFound");
      const terms = ZQuotationCreateSchema.parse({
        ...(row.terms as object),
        real_estate_id: row.real_estate_id,
        prospect_name: row.prospect_name,
      });
      return { ...row, terms, schedule: schedulePreview(scheduleInputOf(terms)) };
    }),

  delete: prepare.input(ZIdSchema).mutation(async ({ ctx, input }) => {
    if (!(await deleteQuotation(ctx.trx, input.id))) throw new AppError("notFound");
    return { id: input.id };
  }),
});
