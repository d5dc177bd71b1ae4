import { findOrganizationProfile, type Trx } from "@amlak/db";
import { formatSaudiPhone } from "@amlak/schemas";
import type { z } from "zod";
import type { ZLetterheadOutput } from "../outputs/documents.output.ts";

/** The organization as printed at the top of its documents. */
export async function letterheadOf(trx: Trx, orgId: string): Promise<z.infer<typeof ZLetterheadOutput>> {
  const org = await findOrganizationProfile(trx, orgId);
  return {
    name: org?.title ?? "",
    vatNo: org?.vat_no ?? null,
    vatRegistered: org?.vat_registered ?? false,
    commercialRegistrationNo: org?.commercial_registration_no ?? null,
    address: org?.address ?? null,
    phone: org?.phone ? formatSaudiPhone(org.phone) : null,
  };
}
