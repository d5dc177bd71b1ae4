import {
  cancelDraft,
  deleteDraft,
  findDraft,
  insertDraft,
  listDrafts,
  lockDraftForUpdate,
  markDraftConverted,
  updateDraftTerms,
  withOrg,
  type Trx,
} from "@amlak/db";
import { mayPerform, scheduleInputOf } from "@amlak/domain";
import { ZContractCreateSchema, ZContractDraftSchema, ZIdSchema, type TContractCreate } from "@amlak/schemas";
import { AppError } from "@amlak/domain";
import { ledgerCommandProcedure, actionProcedure } from "../ledger/ledger-procedures.ts";
import { schedulePreview } from "../ledger/schedule-preview.ts";
import { resolveLeaseParties, signContractFromTerms } from "../ledger/sign-contract-from-terms.ts";
import { ZContractDraftOutput } from "../outputs/contract-draft.output.ts";
import { router } from "../trpc.ts";

const prepare = actionProcedure("contracts.draft");

/** A draft's stored terms, validated again as a contract body (they were valid when saved). */
const termsOf = (json: unknown): TContractCreate => ZContractCreateSchema.parse(json);

async function openDraft(trx: Trx, id: string, { lock = false } = {}) {
  const draft = await (lock ? lockDraftForUpdate(trx, id) : findDraft(trx, id));
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
  list: prepare.query(({ ctx }) => listDrafts(ctx.trx)),

  save: prepare.input(ZContractDraftSchema).mutation(async ({ ctx, input }) => {
    await resolveLeaseParties(ctx.trx, input.terms, "terms.");
    if (!input.id) {
      const row = await insertDraft(ctx.trx, { org_id: ctx.caller.orgId, terms: input.terms, created_by: ctx.caller.userId });
      return { id: row.id };
    }
    requireDraftStatus((await openDraft(ctx.trx, input.id)).status);
    await updateDraftTerms(ctx.trx, input.id, input.terms, ctx.now());
    return { id: input.id };
  }),

  /** One draft with its terms as saved, to resume it in the contract wizard (?draft=). */
  get: prepare
    .input(ZIdSchema)
    .output(ZContractDraftOutput)
    .query(async ({ ctx, input }) => {
      const { id, status, contract_id, terms, created_at, updated_at } = await openDraft(ctx.trx, input.id);
      return { id, status, contract_id, terms: termsOf(terms), created_at, updated_at };
    }),

  preview: prepare
    .input(ZIdSchema)
    .query(async ({ ctx, input }) => schedulePreview(scheduleInputOf(termsOf((await openDraft(ctx.trx, input.id)).terms)))),

  cancel: prepare.input(ZIdSchema).mutation(async ({ ctx, input }) => {
    requireDraftStatus((await openDraft(ctx.trx, input.id)).status);
    await cancelDraft(ctx.trx, input.id, ctx.now());
    return { id: input.id, status: "cancelled" as const };
  }),

  delete: prepare.input(ZIdSchema).mutation(async ({ ctx, input }) => {
    const draft = await openDraft(ctx.trx, input.id);
    if (draft.status === "converted") throw new AppError("contractDraft.notEditable", { status: draft.status });
    await deleteDraft(ctx.trx, input.id);
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
          await markDraftConverted(trx, input.id, contractId, ctx.now());
        },
      });
    }),
});
