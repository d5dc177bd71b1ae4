import {
  attachableRecordExists,
  countDocumentsByKind,
  countDocumentsOn,
  deleteDocument,
  findDocument,
  listDocuments,
  setDocumentShared,
  withOrg,
  type DocumentShelf,
  type Trx,
} from "@amlak/db";
import { AppError, canAccessArea, grantedLimit, mayPerform } from "@amlak/domain";
import { FILE_KINDS, ZDocumentListSchema, ZDocumentShareSchema, ZDocumentUsageSchema, ZIdSchema, ZUploadSchema } from "@amlak/schemas";
import { z } from "zod";
import { loadAuthorization } from "../authorization.ts";
import { limitOf, storedFileOf, uploadDocuments, type MemberContext } from "../documents/upload.ts";
import { actorOf, requirePackageAction, requireSubUserSeat } from "../ledger/package-permission.ts";
import { pageOf } from "../list-procedures.ts";
import { listPageOutput } from "../outputs/portfolio.output.ts";
import { ZInstantOutput, ZOkOutput } from "../outputs/values.ts";
import { areaProcedure, authedProcedure, router } from "../trpc.ts";

const archive = areaProcedure("archive");

/**
 * Uploading and deleting: a member whose type sees the archive and may change documents (readonly sub-users and viewers
 * may not). No outer transaction: the procedure runs its own, so a file written to storage can be removed again when
 * the transaction does not commit.
 */
const documentsWrite = authedProcedure.use(async ({ ctx, next }) => {
  const orgId = ctx.caller.orgId;
  if (!orgId) throw new AppError("auth.noOrganization");
  if (!canAccessArea(ctx.caller.type, "archive") || !mayPerform(ctx.caller.type, "documents.write"))
    throw new AppError("auth.roleForbidden");
  await requireSubUserSeat(ctx.database.app, { ...actorOf(ctx, orgId), userId: ctx.caller.userId });
  return next({ ctx: { ...ctx, caller: { ...ctx.caller, orgId } } });
});

/** The organization's own papers (VAT, commercial registration) are its owner's, as its settings are. */
function requireOrganizationManager(ctx: MemberContext, attachedTo: string) {
  if (attachedTo === "organization" && !mayPerform(ctx.caller.type, "organization.manage")) throw new AppError("auth.roleForbidden");
}

const ZFileKind = z.enum(FILE_KINDS);
const ZStoredFile = z.object({
  id: z.string(),
  name: z.string(),
  kind: ZFileKind,
  size: z.int(),
  url: z.string().meta({ description: "a signed link to the file, valid for 15 minutes" }),
  created_at: ZInstantOutput,
  key_object: z.string().meta({ description: "the document's id" }),
});

const ZDocumentRow = ZStoredFile.extend({
  attached_to: z.enum(["archive", "real_estate", "contract", "task", "organization"]),
  is_personal: z.boolean(),
  shared_with_portal: z.boolean(),
  mine: z.boolean(),
  owner_name: z.string().nullable(),
  real_estate_id: z.string().nullable(),
  contract_id: z.string().nullable(),
  task_id: z.string().nullable(),
  /** The property, the contract's unit or the task the file is attached to. */
  record_title: z.string().nullable(),
});

const ZUsage = z.object({ used: z.int(), limit: z.int() });

/** A record the usage or list names must be the organization's. */
async function requireRecords(
  trx: Trx,
  input: { real_estate_id?: string | undefined; contract_id?: string | undefined; task_id?: string | undefined },
) {
  const named = [
    ["real_estate", input.real_estate_id],
    ["contract", input.contract_id],
    ["task", input.task_id],
  ] as const;
  for (const [record, id] of named) if (id && !(await attachableRecordExists(trx, record, id))) throw new AppError("notFound");
}

/** The document archive (SPEC §2 /archive) and the files of properties, contracts and tasks. */
export const documentsRouter = router({
  /**
   * Stores uploaded files (SPEC §7 POST /upload). Called by the REST edge with the multipart files read into memory;
   * over /trpc no file can be sent, so it refuses there.
   */
  upload: documentsWrite
    .input(ZUploadSchema)
    .output(z.object({ results: z.array(ZStoredFile) }))
    .mutation(async ({ ctx, input }) => {
      requireOrganizationManager(ctx, input.type === "ORGANIZATION" ? "organization" : "");
      return { results: await uploadDocuments(ctx, input) };
    }),

  /** The archive (everything the caller may see, the shared shelf or their personal one) or one record's files. */
  list: archive
    .input(ZDocumentListSchema)
    .output(listPageOutput(ZDocumentRow).extend({ counts: z.record(ZFileKind, z.int()) }))
    .query(async ({ ctx, input }) => {
      await requireRecords(ctx.trx, input);
      const filters = { ...input, viewerId: ctx.caller.userId };
      const [page, counts] = await Promise.all([listDocuments(ctx.trx, filters, pageOf(input)), countDocumentsByKind(ctx.trx, filters)]);
      return {
        total: page.total,
        counts,
        rows: page.rows.map((row) => ({
          ...storedFileOf(ctx, row),
          attached_to: row.attached_to,
          is_personal: row.is_personal,
          shared_with_portal: row.shared_with_portal,
          mine: row.owner_id === ctx.caller.userId,
          owner_name: row.owner_name,
          real_estate_id: row.real_estate_id,
          contract_id: row.contract_id,
          task_id: row.task_id,
          record_title: row.real_estate_title ?? row.contract_real_estate_title ?? row.task_title,
        })),
      };
    }),

  /**
   * How full the archive's shelves are, and the named record's files, against the package's limits ("2 of 5"); a limit
   * of 0 means the package does not allow it (SPEC §6).
   */
  usage: archive
    .input(ZDocumentUsageSchema)
    .output(z.object({ shared: ZUsage, personal: ZUsage, record: ZUsage.nullable() }))
    .query(async ({ ctx, input }) => {
      await requireRecords(ctx.trx, input);
      const { permissions: granted } = await loadAuthorization(ctx.trx, actorOf(ctx));
      const usage = async (shelf: DocumentShelf) => {
        const code = limitOf(shelf);
        return { used: await countDocumentsOn(ctx.trx, shelf), limit: code ? (grantedLimit(granted, "DOCUMENTS", code) ?? 0) : 0 };
      };
      const record: DocumentShelf | null = input.real_estate_id
        ? { attachedTo: "real_estate", recordId: input.real_estate_id }
        : input.contract_id
          ? { attachedTo: "contract", recordId: input.contract_id }
          : input.task_id
            ? { attachedTo: "task", recordId: input.task_id }
            : null;
      return {
        shared: await usage({ attachedTo: "archive", personalOf: null }),
        personal: await usage({ attachedTo: "archive", personalOf: ctx.caller.userId }),
        record: record && (await usage(record)),
      };
    }),

  /**
   * Shares a contract's or a real estate's file with its tenants and owners in the portal, or stops sharing it; the
   * archive's and tasks' files stay the organization's own.
   */
  share: documentsWrite
    .input(ZDocumentShareSchema)
    .output(ZOkOutput)
    .mutation(({ ctx, input }) =>
      withOrg(ctx.database.app, ctx.caller.orgId, async (trx) => {
        const document = await findDocument(trx, input.id, ctx.caller.userId);
        if (!document) throw new AppError("notFound");
        if (document.attached_to !== "contract" && document.attached_to !== "real_estate") throw new AppError("document.notShareable");
        await setDocumentShared(trx, input.id, input.shared_with_portal);
        return { ok: true as const };
      }),
    ),

  /** Deletes a file the caller may see (a personal one only its owner), its row first, then the stored bytes. */
  delete: documentsWrite
    .input(ZIdSchema)
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      const key = await withOrg(ctx.database.app, ctx.caller.orgId, async (trx) => {
        await requirePackageAction(trx, actorOf(ctx), "DOCUMENTS", "DELETE_ENTITY");
        const document = await findDocument(trx, input.id, ctx.caller.userId);
        if (!document) throw new AppError("notFound");
        requireOrganizationManager(ctx, document.attached_to);
        return (await deleteDocument(trx, input.id))?.storage_key;
      });
      // After the commit: a file whose row is gone is never served; failing to remove it leaves only unused bytes.
      if (key) await ctx.storage.delete(key).catch(() => undefined);
      return { ok: true as const };
    }),
});
