import { z } from "zod";
import { requiredString } from "./field.ts";
import { ZRequiredTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

/**
 * Kinds of user template by the fixed identifier the legacy API sends as template_type_id (SPEC §3 "contract terms
 * type has a fixed identifier"): 1 is ContractTerms, the only kind so far.
 */
export const TEMPLATE_TYPE_IDS = { ContractTerms: 1 } as const;
export const TEMPLATE_TYPES = ["ContractTerms"] as const;
export type TTemplateType = (typeof TEMPLATE_TYPES)[number];

const ZTemplateTypeSchema = z.enum(TEMPLATE_TYPES, { error: "field.invalid" });

export const ZTemplateListSchema = z.object({ templateType: ZTemplateTypeSchema });

const templateFields = {
  title: requiredString().max(100, { error: "field.maxLength" }),
  // SPEC §9: a text field holds up to 1000 characters.
  content: ZRequiredTextSchema,
};

/** A new template (SPEC §7 POST /user-templates body): its kind by its fixed identifier. */
export const ZTemplateCreateSchema = z.object({
  ...templateFields,
  template_type_id: z.literal(Object.values(TEMPLATE_TYPE_IDS), { error: "field.invalid" }),
});

export const ZTemplateUpdateSchema = z.object({ id: ZUuidSchema, ...templateFields });

/** SPEC §9: an organization keeps at most 3 contract terms templates (per kind of template). */
export const TEMPLATES_PER_TYPE_MAX = 3;
