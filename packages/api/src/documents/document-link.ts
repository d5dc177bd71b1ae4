import { createHmac, timingSafeEqual } from "node:crypto";
import type { AuthConfig } from "../auth/config.ts";

/** How long a link handed to an authorized caller keeps working: long enough to open or download, too short to share. */
const DOCUMENT_LINK_TTL_SECONDS = 15 * 60;

/** A stored file and the organization that owns it, whose row-level security the file is read under. */
export interface LinkedDocument {
  id: string;
  orgId: string;
}

const signatureOf = (auth: AuthConfig, { id, orgId }: LinkedDocument, expires: number) =>
  createHmac("sha256", auth.jwtSecret).update(`document:${orgId}:${id}:${expires}`).digest("base64url");

/**
 * The only way to a stored file: a link naming the document, its organization, its expiry and a signature over all
 * three, issued to a caller who may read the document. Storage keys never leave the server, so no path can be guessed.
 */
export function documentLink(auth: AuthConfig, document: LinkedDocument, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_LINK_TTL_SECONDS;
  const query = new URLSearchParams({ org: document.orgId, expires: String(expires), signature: signatureOf(auth, document, expires) });
  return `/api/files/${document.id}?${query}`;
}

/** Whether a link's expiry and signature are genuine and unexpired. */
export function documentLinkValid(auth: AuthConfig, document: LinkedDocument, expires: string, signature: string, now: Date): boolean {
  const at = Number(expires);
  if (!Number.isInteger(at) || at * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(auth, document, at));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
