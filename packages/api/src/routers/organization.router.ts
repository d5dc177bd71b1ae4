import { findOrganizationProfile } from "@amlak/db";
import { formatSaudiPhone } from "@amlak/schemas";
import { ZLetterheadOutput } from "../outputs/documents.output.ts";
import { memberProcedure, router } from "../trpc.ts";

export const organizationRouter = router({
  /**
   * The organization as printed at the top of its invoices, receipts and reports, and whether it is VAT-registered
   * (only then does it charge VAT and issue tax invoices; otherwise its documents are cash receipts).
   */
  letterhead: memberProcedure.output(ZLetterheadOutput).query(async ({ ctx }) => {
    const org = await findOrganizationProfile(ctx.trx, ctx.caller.orgId);
    return {
      name: org?.title ?? "",
      vatNo: org?.vat_no ?? null,
      vatRegistered: org?.vat_registered ?? false,
      commercialRegistrationNo: org?.commercial_registration_no ?? null,
      address: org?.address ?? null,
      phone: org?.phone ? formatSaudiPhone(org.phone) : null,
    };
  }),
});
