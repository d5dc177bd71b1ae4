import { findOrganizationBranding, updateOrganization } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { ZBrandingSaveSchema } from "@amlak/schemas";
import {
  BRANDING_PARTS,
  BRANDING_PERMISSIONS,
  brandingGrants,
  checkLogo,
  printedBranding,
  type BrandingContext,
  type BrandingPart,
} from "../branding/branding.ts";
import { documentLink } from "../documents/document-link.ts";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { actorOf, requirePackageAction } from "../ledger/package-permission.ts";
import { ZBrandingOutput, ZPrintedBrandingOutput } from "../outputs/branding.output.ts";
import { memberProcedure, router } from "../trpc.ts";

async function brandingView(ctx: BrandingContext) {
  const stored = await findOrganizationBranding(ctx.trx, ctx.caller.orgId);
  if (!stored) throw new AppError("notFound");
  const logoId = stored.logo_document_id;
  return {
    logo: logoId ? { id: logoId, url: documentLink(ctx.auth, { id: logoId, orgId: ctx.caller.orgId }, ctx.now()) } : null,
    theme_color: stored.theme_color,
    code: stored.code,
    granted: await brandingGrants(ctx),
  };
}

/** White-label (issue #19): the organization's logo, brand colour and code, on the packages that grant them. */
export const brandingRouter = router({
  /** Every member's shell reads it; what the package no longer grants is answered but marked not granted. */
  get: memberProcedure.output(ZBrandingOutput).query(({ ctx }) => brandingView(ctx)),

  /** For the PDF writers: the code and logo bytes the organization's documents print today. */
  printed: memberProcedure.output(ZPrintedBrandingOutput).query(async ({ ctx }) => {
    const { code, logo } = await printedBranding(ctx);
    return { code, logo: logo?.toString("base64") ?? null };
  }),

  /**
   * The account owner sets or removes each choice: a field left out is kept, null removes it (always allowed, so
   * an organization back on Free can still clear them), and a value needs the package's permission for it (SPEC §8
   * "Not Allowed in Current Subscription Package"). The logo is checked first, so another organization's id is
   * answered as a made-up one is, whatever the package.
   */
  save: actionProcedure("organization.manage")
    .input(ZBrandingSaveSchema)
    .output(ZBrandingOutput)
    .mutation(async ({ ctx, input }) => {
      if (input.logo_document_id) await checkLogo(ctx, input.logo_document_id);
      const chosen: Record<BrandingPart, string | null | undefined> = {
        logo: input.logo_document_id,
        theme: input.theme_color,
        code: input.code,
      };
      for (const part of BRANDING_PARTS) {
        if (chosen[part]) await requirePackageAction(ctx.trx, actorOf(ctx), "ORGANIZATION_PREFERENCES", BRANDING_PERMISSIONS[part]);
      }
      await updateOrganization(ctx.trx, ctx.caller.orgId, {
        logo_document_id: input.logo_document_id,
        theme_color: input.theme_color,
        code: input.code,
        updated_at: ctx.now(),
      });
      return brandingView(ctx);
    }),
});
