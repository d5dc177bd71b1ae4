import { createHmac, timingSafeEqual } from "node:crypto";
import type { AuthConfig } from "../auth/config.ts";

/** How long a link handed to an authorized caller keeps working: long enough to open or download, too short to share. */
export const DOCUMENT_LINK_TTL_SECONDS = 15 * 60;

const signatureOf = (auth: AuthConfig, documentId: string, expires: number) =>
  createHmac("sha256", auth.jwtSecret).update(`document:${documentId}:${expires}`).digest("base64url");

/**
 * The only way to a stored file: a link naming the document, its expiry and a signature over both, issued to a caller
 * who may read the document. Storage keys never leave the server, so no path can be guessed.
 */
export function documentLink(auth: AuthConfig, documentId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_LINK_TTL_SECONDS;
  return `/api/files/${documentId}?expires=${expires}&signature=${signatureOf(auth, documentId, expires)}`;
}

/** Whether a link's expiry and signature are genuine and unexpired. */
export function documentLinkValid(auth: AuthConfig, documentId: string, expires: string, signature: string, now: Date): boolean {
  const at = Number(expires);
  if (!Number.isInteger(at) || at * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(auth, documentId, at));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
