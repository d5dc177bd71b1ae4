import { formatSaudiPhone } from "@amlak/domain";
import { memberProcedure, router } from "../trpc.ts";

export const organizationRouter = router({
  /** The organization as printed at the top of its invoices, receipts and reports. */
  letterhead: memberProcedure.query(async ({ ctx }) => {
    const org = await ctx.trx
      .selectFrom("organizations")
      .select(["title", "vat_no", "commercial_registration_no", "address", "phone"])
      .where("id", "=", ctx.caller.orgId)
      .executeTakeFirst();
    return {
      name: org?.title ?? "",
      vatNo: org?.vat_no ?? null,
      commercialRegistrationNo: org?.commercial_registration_no ?? null,
      address: org?.address ?? null,
      phone: org?.phone ? formatSaudiPhone(org.phone) : null,
    };
  }),
});
