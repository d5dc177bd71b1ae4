import { withOrg, type Trx } from "@amlak/db";
import { mayPerform } from "@amlak/domain";
import { ZContractCreateSchema, ZContractDraftSchema, ZIdSchema, type TContractCreate } from "@amlak/schemas";
import { AppError } from "@amlak/domain";
import { ledgerCommandProcedure, actionProcedure } from "../ledger/ledger-procedures.ts";
import { schedulePreview } from "../ledger/schedule-preview.ts";
import { scheduleTerms, signContractFromTerms } from "../ledger/sign-contract-from-terms.ts";
import { router } from "../trpc.ts";

const prepare = actionProcedure("contracts.draft");

/** A draft's stored terms, validated again as a contract body (they were valid when saved). */
const termsOf = (json: unknown): TContractCreate => ZContractCreateSchema.parse(json);

async function openDraft(trx: Trx, id: string, { lock = false } = {}) {
  const query = trx.selectFrom("contract_drafts").selectAll().where("id", "=", id);
  const draft = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!draft) throw new AppError("notFound");
  return draft;
}

function requireDraftStatus(status: string) {
  if (status !== "draft") throw new AppError("contractDraft.notEditable", { status });
}

/**
 * Contract drafts (SPEC §4): created, edited, previewed, cancelled, deleted and converted to a contract. A
 * restricted sub-user may prepare them; converting (signing) needs someone who may sign contracts.
 */
export const contractDraftsRouter = router({
  list: prepare.query(({ ctx }) =>
    ctx.trx
      .selectFrom("contract_drafts")
      .select(["id", "terms", "status", "contract_id", "created_at", "updated_at"])
      .orderBy("created_at", "desc")
      .execute(),
  ),

  save: prepare.input(ZContractDraftSchema).mutation(async ({ ctx, input }) => {
    const terms = JSON.stringify(input.terms);
    if (!input.id) {
      const row = await ctx.trx
        .insertInto("contract_drafts")
        .values({ org_id: ctx.caller.orgId, terms, created_by: ctx.caller.userId })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: row.id };
    }
    requireDraftStatus((await openDraft(ctx.trx, input.id)).status);
    await ctx.trx.updateTable("contract_drafts").set({ terms, updated_at: ctx.now() }).where("id", "=", input.id).execute();
    return { id: input.id };
  }),

  preview: prepare
    .input(ZIdSchema)
    .query(async ({ ctx, input }) => schedulePreview(scheduleTerms(termsOf((await openDraft(ctx.trx, input.id)).terms)))),

  cancel: prepare.input(ZIdSchema).mutation(async ({ ctx, input }) => {
    requireDraftStatus((await openDraft(ctx.trx, input.id)).status);
    await ctx.trx.updateTable("contract_drafts").set({ status: "cancelled", updated_at: ctx.now() }).where("id", "=", input.id).execute();
    return { id: input.id, status: "cancelled" as const };
  }),

  delete: prepare.input(ZIdSchema).mutation(async ({ ctx, input }) => {
    const draft = await openDraft(ctx.trx, input.id);
    if (draft.status === "converted") throw new AppError("contractDraft.notEditable", { status: draft.status });
    await ctx.trx.deleteFrom("contract_drafts").where("id", "=", input.id).execute();
    return { id: input.id };
  }),

  /**
   * Signs the draft as a contract through the ledger and marks it converted, in the signing transaction: the
   * draft's row is locked first, so of two conversions only one signs and the draft records that contract.
   */
  convert: ledgerCommandProcedure("contracts.draft")
    .input(ZIdSchema)
    .mutation(async ({ ctx, input }) => {
      if (!mayPerform(ctx.caller.type, "contracts.write")) throw new AppError("auth.roleForbidden");
      const db = ctx.database.app;
      const draft = await withOrg(db, ctx.orgId, (trx) => openDraft(trx, input.id));
      requireDraftStatus(draft.status);
      // Converting the same draft twice (a double click, two tabs) answers the first contract instead of signing another.
      const ledger = { ...ctx.ledger, idempotencyKey: ctx.ledger.idempotencyKey ?? `convert-draft:${input.id}` };
      return signContractFromTerms({ ...ctx, type: ctx.caller.type }, db, ledger, termsOf(draft.terms), {
        before: async (trx) => requireDraftStatus((await openDraft(trx, input.id, { lock: true })).status),
        after: async (trx, { contractId }) => {
          await trx
            .updateTable("contract_drafts")
            .set({ status: "converted", contract_id: contractId, updated_at: ctx.now() })
            .where("id", "=", input.id)
            .execute();
        },
      });
    }),
});
