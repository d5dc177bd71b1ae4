import { findStoredFile, withOrg, withPortal } from "@amlak/db";
import { AppError } from "@amlak/domain";
import type { Readable } from "node:stream";
import type { PortalCaller } from "../auth/portal-token.ts";
import type { Services } from "../context.ts";
import { portalScopeOf } from "../portal/portal-scope.ts";
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
 * read; a genuine one reads the document under its organization's row-level security, whatever its package: a
 * landlord's records stay readable after a subscription ends (the organization falls back to Free).
 */
export async function openLinkedFile(services: Services, id: string, link: LinkQuery): Promise<OpenedFile> {
  const { org, expires = "", signature = "" } = link;
  const now = services.now();
  if (!org || !UUID.test(org) || !UUID.test(id) || !documentLinkValid(services.auth, { id, orgId: org }, expires, signature, now))
    throw new AppError("document.linkInvalid");
  return opened(services, await withOrg(services.database.app, org, (trx) => findStoredFile(trx, id)));
}

/**
 * A document shared with the portal user (GET /api/portal/documents/:id), in the organization they name (or their
 * only one): read as amlak_portal, so a document not shared with this tenant or owner is not found, as a made-up one.
 */
export async function openPortalDocument(services: Services, portal: PortalCaller, orgId: string | null, id: string): Promise<OpenedFile> {
  if (!UUID.test(id)) throw new AppError("notFound");
  const scope = await portalScopeOf(services.database.app, portal, orgId);
  return opened(services, await withPortal(services.database.app, scope, (trx) => findStoredFile(trx, id)));
}

async function opened(services: Services, found: Awaited<ReturnType<typeof findStoredFile>>): Promise<OpenedFile> {
  if (!found) throw new AppError("notFound");
  const body = await services.storage.get(found.storage_key);
  if (!body) throw new AppError("notFound");
  return {
    body,
    name: found.name,
    kind: found.kind,
    contentType: found.content_type,
    size: Number(found.size_bytes),
  };
}
