import { FILE_KINDS, MESSAGE_STATUSES } from "@amlak/schemas";
import { z } from "zod";
import { ZInstantOutput } from "./values.ts";

/**
 * A tenant's or lessor's portal access as the landlord sees it: the last invitation and how its message fared
 * (failure: the provider's reason), and when the contact last signed in to the portal.
 */
export const ZPortalAccessOutput = z.object({
  invitation: z
    .object({
      at: ZInstantOutput,
      invited_by: z.string().nullable(),
      channel: z.enum(["sms", "whatsapp"]),
      status: z.enum(MESSAGE_STATUSES),
      failure: z.string().nullable(),
    })
    .nullable(),
  last_signed_in_at: ZInstantOutput.nullable(),
});

/** A document the landlord shared with the portal user, with the property or unit it belongs to. */
export const ZPortalDocumentOutput = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(FILE_KINDS),
  size: z.int(),
  created_at: ZInstantOutput,
  real_estate_title: z.string().nullable(),
});
