import { findOrganizationBranding, findOrganizationPaper, type Trx } from "@amlak/db";
import { AppError, checkAction, type PermissionCode, type UserType } from "@amlak/domain";
import { printableLogoSize } from "@amlak/documents";
import type { Lang } from "@amlak/i18n";
import { buffer } from "node:stream/consumers";
import type { AuthConfig } from "../auth/config.ts";
import { loadAuthorization } from "../authorization.ts";
import type { FileStorage } from "../documents/file-storage.ts";
import { actorOf } from "../ledger/package-permission.ts";

export interface BrandingContext {
  trx: Trx;
  caller: { orgId: string; type: UserType };
  lang: Lang;
  now: () => Date;
  auth: AuthConfig;
  storage: FileStorage;
}

/** The white-label choices, each with the ORGANIZATION_PREFERENCES permission a package must grant for it (SPEC §3). */
export const BRANDING_PERMISSIONS = { logo: "LOGO", theme: "THEME", code: "ORGANIZATION_CODE" } as const satisfies Record<
  string,
  PermissionCode
>;
export type BrandingPart = keyof typeof BRANDING_PERMISSIONS;
export const BRANDING_PARTS = Object.keys(BRANDING_PERMISSIONS) as BrandingPart[];

/** Which white-label choices the organization's package grants today: after a fall back to Free, none (the data stays). */
export async function brandingGrants(ctx: BrandingContext): Promise<Record<BrandingPart, boolean>> {
  const { permissions } = await loadAuthorization(ctx.trx, actorOf(ctx));
  const grants = (part: BrandingPart) => [part, checkAction(permissions, "ORGANIZATION_PREFERENCES", BRANDING_PERMISSIONS[part]).ok];
  return Object.fromEntries(BRANDING_PARTS.map(grants)) as Record<BrandingPart, boolean>;
}

const LOGO_MAX_KB = 512;
/** Each side at most this many pixels: a letterhead prints it 64 points wide, the shell 40 pixels high. */
const LOGO_MAX_PIXELS = 2048;

/** The stored bytes of one of the organization's own papers, or null when it has none by that id. */
async function paperBytes(ctx: BrandingContext, documentId: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const paper = await findOrganizationPaper(ctx.trx, ctx.caller.orgId, documentId);
  const stream = paper && (await ctx.storage.get(paper.storage_key));
  return stream ? { bytes: await buffer(stream), contentType: paper.content_type } : null;
}

/**
 * A logo must be an image the organization uploaded for itself (another organization's id is not found, as a made-up
 * one is not), a PNG or JPEG by its own bytes (SVG is never accepted: it can carry script), small enough, and readable
 * by the PDF writer, which prints it on every document.
 */
export async function checkLogo(ctx: BrandingContext, documentId: string): Promise<void> {
  const paper = await paperBytes(ctx, documentId);
  if (!paper) throw new AppError("validation.failed", {}, { logo_document_id: "field.invalid" });
  if (paper.contentType !== "image/png" && paper.contentType !== "image/jpeg") throw new AppError("branding.logoNotImage");
  const tooLarge = new AppError("branding.logoTooLarge", { max: LOGO_MAX_KB, pixels: LOGO_MAX_PIXELS });
  if (paper.bytes.byteLength > LOGO_MAX_KB * 1024) throw tooLarge;
  const size = printableLogoSize(paper.bytes);
  if (!size) throw new AppError("branding.logoNotImage");
  if (size.width > LOGO_MAX_PIXELS || size.height > LOGO_MAX_PIXELS) throw tooLarge;
}

/** What the organization's documents print of its white-label choices: only what its package grants today. */
export async function printedBranding(ctx: BrandingContext): Promise<{ code: string | null; logo: Buffer | null }> {
  const stored = await findOrganizationBranding(ctx.trx, ctx.caller.orgId);
  const granted = await brandingGrants(ctx);
  const logoId = granted.logo ? (stored?.logo_document_id ?? null) : null;
  return {
    code: granted.code ? (stored?.code ?? null) : null,
    logo: logoId ? ((await paperBytes(ctx, logoId))?.bytes ?? null) : null,
  };
}
