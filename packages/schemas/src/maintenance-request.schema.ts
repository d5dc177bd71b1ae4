import { z } from "zod";
import { uploadedFiles } from "./document.schema.ts";
import { requiredOrInvalid } from "./field.ts";
import { ZPortalOrgSchema } from "./portal.schema.ts";
import { ZRequiredTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

/** What a tenant's maintenance request is about (issue #20): the title of the landlord's task, in their language. */
export const MAINTENANCE_CATEGORIES = [
  "plumbing",
  "electrical",
  "air_conditioning",
  "appliances",
  "carpentry",
  "cleaning",
  "pest_control",
  "other",
] as const;
export type TMaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];

/** The photos one request may carry, all uploads together. */
export const MAX_MAINTENANCE_PHOTOS = 5;

/** A tenant's request about one of their contracts: the category and what is wrong (up to 1000 characters). */
export const ZMaintenanceRequestSchema = ZPortalOrgSchema.extend({
  contract_id: ZUuidSchema,
  category: z.enum(MAINTENANCE_CATEGORIES, { error: requiredOrInvalid }),
  description: ZRequiredTextSchema,
});

/** Photos added to one of the tenant's requests, read from a multipart upload by the REST edge. */
export const ZMaintenancePhotosSchema = ZPortalOrgSchema.extend({
  id: ZUuidSchema,
  files: uploadedFiles(MAX_MAINTENANCE_PHOTOS),
});
