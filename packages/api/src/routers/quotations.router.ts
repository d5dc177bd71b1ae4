import { ZIdSchema, ZQuotationCreateSchema } from "@amlak/schemas";
import { AppError } from "@amlak/domain";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { requirePackageAction } from "../ledger/package-permission.ts";
import { schedulePreview } from "../ledger/schedule-preview.ts";
import { scheduleTerms } from "../ledger/sign-contract-from-terms.ts";
import { router } from "../trpc.ts";

const prepare = actionProcedure("contracts.draft");

/** Rent quotations (عروض أسعار الإيجار): terms and the schedule they would make, for a prospective tenant. */
export const quotationsRouter = router({
  create: prepare.input(ZQuotationCreateSchema).mutation(async ({ ctx, input }) => {
    await requirePackageAction(ctx.database.app, { ...ctx.caller, lang: ctx.lang, today: ctx.today }, "CONTRACTS", "CREATE_QUOTATION");
    const estate = await ctx.trx.selectFrom("real_estates").select("kind").where("id", "=", input.real_estate_id).executeTakeFirst();
    if (estate?.kind !== "unit") throw new AppError("validation.failed", {}, { real_estate_id: "field.invalid" });
    schedulePreview(scheduleTerms(input));
    const { real_estate_id, prospect_name, prospect_phone, valid_until, ...terms } = input;
    const row = await ctx.trx
      .insertInto("rent_quotations")
      .values({
        org_id: ctx.caller.orgId,
        real_estate_id,
        prospect_name,
        prospect_phone: prospect_phone ?? null,
        valid_until: valid_until ?? null,
        terms: JSON.stringify(terms),
        created_by: ctx.caller.userId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: row.id };
  }),

  list: prepare.query(({ ctx }) =>
    ctx.trx
      .selectFrom("rent_quotations")
      .innerJoin("real_estates", "real_estates.id", "rent_quotations.real_estate_id")
      .select([
        "rent_quotations.id",
        "prospect_name",
        "prospect_phone",
        "valid_until",
        "rent_quotations.created_at",
        "real_estates.title as real_estate_title",
      ])
      .orderBy("rent_quotations.created_at", "desc")
      .execute(),
  ),

  /** Everything the printed quotation shows: prospect, unit, terms and the schedule they make. */
  get: prepare.input(ZIdSchema).query(async ({ ctx, input }) => {
    const row = await ctx.trx
      .selectFrom("rent_quotations")
      .innerJoin("real_estates", "real_estates.id", "rent_quotations.real_estate_id")
      .select([
        "rent_quotations.id",
        "rent_quotations.real_estate_id",
        "prospect_name",
        "prospect_phone",
        "valid_until",
        "terms",
        "rent_quotations.created_at",
        "real_estates.title as real_estate_title",
        "real_estates.city",
      ])
      .where("rent_quotations.id", "=", input.id)
      .executeTakeFirst();
    if (!row) throw new AppError("notFound");
    const terms = ZQuotationCreateSchema.parse({
      ...(row.terms as object),
      real_estate_id: row.real_estate_id,
      prospect_name: row.prospect_name,
    });
    return { ...row, terms, schedule: schedulePreview(scheduleTerms(terms)) };
  }),

  delete: prepare.input(ZIdSchema).mutation(async ({ ctx, input }) => {
    const deleted = await ctx.trx.deleteFrom("rent_quotations").where("id", "=", input.id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw new AppError("notFound");
    return { id: input.id };
  }),
});
