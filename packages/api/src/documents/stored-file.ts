import { findStoredFile, withOrg } from "@amlak/db";
import { AppError, riyadhToday } from "@amlak/domain";
import type { Readable } from "node:stream";
import { loadAuthorization } from "../authorization.ts";
import type { Services } from "../context.ts";
import { documentLinkValid } from "./document-link.ts";

export interface LinkQuery {
  org?: string | undefined;
  expires?: string | undefined;
  signature?: string | undefined;
}

export interface OpenedFile {
  body: Readable;
  name: string;
  kind: string;
  contentType: string;
  size: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The file behind a signed link (GET /api/files/:id): a forged, altered or expired link is refused before anything is
 * read; a genuine one reads the document under its organization's row-level security, while that organization's
 * subscription is active (SPEC §8 "The document is not available due to subscription limitation").
 */
export async function openLinkedFile(services: Services, id: string, link: LinkQuery): Promise<OpenedFile> {
  const { org, expires = "", signature = "" } = link;
  const now = services.now();
  if (!org || !UUID.test(org) || !UUID.test(id) || !documentLinkValid(services.auth, { id, orgId: org }, expires, signature, now))
    throw new AppError("document.linkInvalid");
  const found = await withOrg(services.database.app, org, async (trx) => {
    const file = await findStoredFile(trx, id);
    const { subscription } = await loadAuthorization(trx, { orgId: org, type: "client", lang: "en", today: riyadhToday(now) });
    return file && { file, active: subscription.active };
  });
  if (!found) throw new AppError("notFound");
  if (!found.active) throw new AppError("document.subscriptionLimited");
  const body = await services.storage.get(found.file.storage_key);
  if (!body) throw new AppError("notFound");
  return {
    body,
    name: found.file.name,
    kind: found.file.kind,
    contentType: found.file.content_type,
    size: Number(found.file.size_bytes),
  };
}
