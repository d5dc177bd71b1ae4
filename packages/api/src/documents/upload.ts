import {
  answerOncePerKey,
  attachableRecordExists,
  countDocumentsOn,
  lockDocumentsOf,
  withOrg,
  type DocumentRecord,
  type DocumentShelf,
  type Trx,
} from "@amlak/db";
import { AppError, checkAction, checkLimit } from "@amlak/domain";
import type { TUploadType } from "@amlak/schemas";
import { createHash } from "node:crypto";
import { loadAuthorization } from "../authorization.ts";
import type { Caller, Context } from "../context.ts";
import { idempotencyKeyOf } from "../idempotency-key.ts";
import { actorOf } from "../ledger/package-permission.ts";
import { documentLink } from "./document-link.ts";
import { checkFile, type CheckedFile } from "./file-checks.ts";
import { storeFiles } from "./store-files.ts";

export type MemberContext = Context & { caller: Caller & { orgId: string } };

export interface UploadRequest {
  type: TUploadType;
  id?: string | undefined;
  is_personal: boolean;
  files: { name: string; bytes: Uint8Array }[];
}

const RECORD_OF: Partial<Record<TUploadType, DocumentRecord>> = { REALESTATE: "real_estate", CONTRACT: "contract", TASK: "task" };

/**
 * SPEC §9 document limits, by where a file goes. The personal shelf is each user's own (PERSONAL_DOCUMENTS_LIMIT per
 * user), the shared one the organization's; a contract's papers count like a unit's (REALESTATE_DOCUMENTS_LIMIT per
 * contract); the organization's registration papers have no count, only the storage of the package.
 */
export function limitOf(shelf: DocumentShelf): Parameters<typeof checkLimit>[2] | null {
  switch (shelf.attachedTo) {
    case "archive":
      return shelf.personalOf ? "PERSONAL_DOCUMENTS_LIMIT" : "SHARED_DOCUMENTS_LIMIT";
    case "real_estate":
    case "contract":
      return "REALESTATE_DOCUMENTS_LIMIT";
    case "task":
      return "TASK_DOCUMENTS_LIMIT";
    case "organization":
      return null;
  }
}

function shelfOf(ctx: MemberContext, request: Pick<UploadRequest, "type" | "id" | "is_personal">): DocumentShelf {
  const record = RECORD_OF[request.type];
  if (record) return { attachedTo: record, recordId: request.id! };
  if (request.type === "ORGANIZATION") return { attachedTo: "organization" };
  return { attachedTo: "archive", personalOf: request.is_personal ? ctx.caller.userId : null };
}

/** A stored file as the upload answers it and the lists show it: `url` a signed link, `key_object` its id (SPEC §7). */
export function storedFileOf(
  ctx: Context & { caller: { orgId: string } },
  row: { id: string; name: string; kind: string; size_bytes: string | number; created_at: Date | string },
) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as CheckedFile["kind"],
    size: Number(row.size_bytes),
    url: documentLink(ctx.auth, { id: row.id, orgId: ctx.caller.orgId }, ctx.now()),
    created_at: new Date(row.created_at),
    key_object: row.id,
  };
}

/**
 * Checks and stores an upload (SPEC §5, §6, §7): every file is checked first (a bad one refuses them all); then, in one
 * transaction under the organization's row lock, the record is resolved in the caller's organization, the package's
 * action, count limit and storage are checked against the counts read under that lock, the files are written to
 * storage and their rows inserted. A refusal stores nothing: files written before a failure are deleted again. With an
 * Idempotency-Key the upload is stored once per key (answerOncePerKey, in this transaction): a retry gets the first answer.
 */
export async function uploadDocuments(ctx: MemberContext, request: UploadRequest) {
  const files: CheckedFile[] = [];
  for (const file of request.files) files.push(await checkFile(file));
  const shelf = shelfOf(ctx, request);
  const { orgId, userId } = ctx.caller;
  const key = idempotencyKeyOf(ctx);
  const written: string[] = [];
  const store = async (trx: Trx) => {
    await lockDocumentsOf(trx, orgId);
    if ("recordId" in shelf && !(await attachableRecordExists(trx, shelf.attachedTo, shelf.recordId))) throw new AppError("notFound");
    const { subscription, permissions } = await loadAuthorization(trx, actorOf(ctx));
    const allowed = checkAction(permissions, "DOCUMENTS", "MANAGE_ENTITY");
    if (!allowed.ok) throw new AppError(allowed.code);
    const limit = limitOf(shelf);
    if (limit) {
      // Room for all of them: the last file is "one more" after the others.
      const check = checkLimit(permissions, "DOCUMENTS", limit, (await countDocumentsOn(trx, shelf)) + files.length - 1);
      if (!check.ok) throw new AppError(check.code);
    }
    const storing = { storage: ctx.storage, packageCode: subscription.effectivePackage.code, written };
    const stored = await storeFiles(trx, storing, files, {
      org_id: orgId,
      attached_to: shelf.attachedTo,
      is_personal: shelf.attachedTo === "archive" && shelf.personalOf !== null,
      owner_id: userId,
      real_estate_id: shelf.attachedTo === "real_estate" ? shelf.recordId : null,
      contract_id: shelf.attachedTo === "contract" ? shelf.recordId : null,
      task_id: shelf.attachedTo === "task" ? shelf.recordId : null,
    });
    return stored.map((row) => storedFileOf(ctx, row));
  };
  try {
    return await withOrg(ctx.database.app, orgId, async (trx) => {
      if (!key) return await store(trx);
      // The files by their digests: what the key guards, without writing megabytes of bytes into the hash's input.
      const sent = files.map((file) => ({ name: file.name, sha256: createHash("sha256").update(file.bytes).digest("hex") }));
      const input = { procedure: "documents.upload", type: request.type, id: request.id, is_personal: request.is_personal, files: sent };
      return await answerOncePerKey(trx, { orgId, key, input, now: ctx.now() }, () => store(trx));
    });
  } catch (error) {
    await Promise.all(written.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
