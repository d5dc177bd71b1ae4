import { z } from "zod";
import { plainText, requiredString } from "./field.ts";
import { oneOfIssue } from "./one-of-issue.ts";
import { ZRequiredTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

/**
 * Kinds of user template by the fixed identifier the legacy API sends as template_type_id (SPEC §3 "contract terms
 * type has a fixed identifier"): 1 is ContractTerms, the only kind so far.
 */
export const TEMPLATE_TYPE_IDS = { ContractTerms: 1 } as const;
export const TEMPLATE_TYPES = ["ContractTerms"] as const;
export type TTemplateType = (typeof TEMPLATE_TYPES)[number];

const TEMPLATE_TYPE_CHOICES = TEMPLATE_TYPES.map((type) => `${type} (${TEMPLATE_TYPE_IDS[type]})`).map((shown) => ({
  ar: shown,
  en: shown,
}));

/** A kind of template by its name (template_type=ContractTerms, any case) or its fixed identifier (1), as SPEC §7 sends either. */
const ZTemplateTypeSchema = z.union([plainText(), z.number()], { error: "field.invalid" }).transform((value, ctx) => {
  const typed = String(value).trim().toLowerCase();
  const type = TEMPLATE_TYPES.find((candidate) => candidate.toLowerCase() === typed || String(TEMPLATE_TYPE_IDS[candidate]) === typed);
  if (type) return type;
  ctx.issues.push(oneOfIssue(value, TEMPLATE_TYPE_CHOICES));
  return z.NEVER;
});

export const ZTemplateListSchema = z.object({ templateType: ZTemplateTypeSchema });

const templateFields = {
  title: requiredString().max(100, { error: "field.maxLength" }),
  // SPEC §9: a text field holds up to 1000 characters.
  content: ZRequiredTextSchema,
};

/** A new template (SPEC §7 POST /user-templates body): its kind by its fixed identifier or its name. */
export const ZTemplateCreateSchema = z.object({ ...templateFields, template_type_id: ZTemplateTypeSchema });

export const ZTemplateUpdateSchema = z.object({ id: ZUuidSchema, ...templateFields });

/** SPEC §9: an organization keeps at most 3 contract terms templates (per kind of template). */
export const TEMPLATES_PER_TYPE_MAX = 3;
