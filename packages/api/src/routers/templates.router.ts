import {
  countUserTemplatesLocked,
  deleteUserTemplate,
  findUserTemplate,
  insertUserTemplate,
  listUserTemplates,
  lockUserTemplate,
  updateUserTemplate,
} from "@amlak/db";
import { AppError } from "@amlak/domain";
import {
  TEMPLATE_TYPE_IDS,
  TEMPLATES_PER_TYPE_MAX,
  ZIdSchema,
  ZTemplateCreateSchema,
  ZTemplateListSchema,
  ZTemplateUpdateSchema,
  type TTemplateType,
} from "@amlak/schemas";
import { z } from "zod";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { ZInstantOutput, ZOkOutput } from "../outputs/values.ts";
import { areaProcedure, router } from "../trpc.ts";

/** Settings are where templates are written: the client's (SPEC §2 General Settings). */
const settings = areaProcedure("settings");
/** Whoever reads contracts reads the terms they were made from; the wizard offers them to whoever prepares one. */
const reader = actionProcedure("contracts.read");

const ZTemplateOutput = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  template_type_id: z.number(),
  updated_at: ZInstantOutput,
  /** Contracts signed on it: their terms are this text, so it can no longer be changed or deleted. */
  contracts: z.number(),
});

const templateOf = (row: {
  id: string;
  template_type: string;
  title: string;
  content: string;
  updated_at: Date;
  contracts: string | null;
}) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  template_type_id: TEMPLATE_TYPE_IDS[row.template_type as TTemplateType],
  updated_at: row.updated_at,
  contracts: Number(row.contracts ?? 0),
});

/**
 * A signed contract's terms are its template's text, so a template signed contracts use is frozen: changing it would
 * rewrite what the parties signed. Locked first, so a signing on it finishes before the check (or waits for the change).
 */
async function requireUnsignedTemplate(trx: Parameters<typeof lockUserTemplate>[0], id: string): Promise<void> {
  const contracts = await lockUserTemplate(trx, id);
  if (contracts === undefined) throw new AppError("notFound");
  if (contracts > 0) throw new AppError("template.inUse", { count: contracts });
}

/** The organization's user templates (SPEC §3 User template): contract terms, at most three (SPEC §9). */
export const templatesRouter = router({
  list: reader
    .input(ZTemplateListSchema)
    .output(z.array(ZTemplateOutput))
    .query(async ({ ctx, input }) => (await listUserTemplates(ctx.trx, input.templateType)).map(templateOf)),

  /** One template: a contract's terms, shown on the contract page. */
  get: reader
    .input(ZIdSchema)
    .output(ZTemplateOutput)
    .query(async ({ ctx, input }) => {
      const row = await findUserTemplate(ctx.trx, input.id);
      if (!row) throw new AppError("notFound");
      return templateOf(row);
    }),

  /** Counted under a lock on the organization, so parallel creates cannot pass the limit together. */
  create: settings
    .input(ZTemplateCreateSchema)
    .output(ZTemplateOutput)
    .mutation(async ({ ctx, input }) => {
      const templateType = input.template_type_id;
      if ((await countUserTemplatesLocked(ctx.trx, ctx.caller.orgId, templateType)) >= TEMPLATES_PER_TYPE_MAX) {
        throw new AppError("template.limitReached", { max: TEMPLATES_PER_TYPE_MAX });
      }
      const row = await insertUserTemplate(ctx.trx, {
        org_id: ctx.caller.orgId,
        template_type: templateType,
        title: input.title,
        content: input.content,
      });
      return templateOf(row);
    }),

  update: settings
    .input(ZTemplateUpdateSchema)
    .output(ZTemplateOutput)
    .mutation(async ({ ctx, input }) => {
      await requireUnsignedTemplate(ctx.trx, input.id);
      return templateOf(await updateUserTemplate(ctx.trx, input.id, { title: input.title, content: input.content }, ctx.now()));
    }),

  delete: settings
    .input(ZIdSchema)
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      await requireUnsignedTemplate(ctx.trx, input.id);
      await deleteUserTemplate(ctx.trx, input.id);
      return { ok: true as const };
    }),
});
