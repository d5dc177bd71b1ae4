import { z } from "zod";
import { ZDateSchema } from "./date.ts";
import { optionalField } from "./field.ts";
import { checkRange } from "./primitives/date-input.ts";
import { ZTextSchema } from "./text.ts";
import { wholeNumber } from "./whole-number.ts";

/** A lookup's id (PostgreSQL serial). */
const ZLookupIdSchema = wholeNumber({ min: 1, max: 2_147_483_647 });

/** Each question of the survey (SPEC §4) by its field, with the lookup type its answer must be, in the order asked. */
export const PROFILE_SURVEY_QUESTIONS = {
  user_type_id: "user_type",
  realestates_range_id: "realestates_range",
  registration_source_id: "registration_source",
  amlak_contact_type_id: "contact_type",
} as const;

/**
 * The know-your-client survey (SPEC §4, §5): the four choices from the UserProfileSurveyLookups group, each required,
 * and why the user wants the product, optional (SPEC §9: 1000 characters). `{product}_contact_type_id` is
 * amlak_contact_type_id.
 */
export const ZProfileSurveySchema = z.object({
  user_type_id: ZLookupIdSchema,
  realestates_range_id: ZLookupIdSchema,
  registration_source_id: ZLookupIdSchema,
  amlak_contact_type_id: ZLookupIdSchema,
  usage_reason: optionalField(ZTextSchema),
});

/** The User Profile Report's filters (SPEC §7), all optional; the dates bound the day the survey was last answered. */
export const ZProfileSurveyReportSchema = z
  .strictObject(
    {
      user_type_id: ZLookupIdSchema.optional(),
      realestates_range_id: ZLookupIdSchema.optional(),
      registration_source_id: ZLookupIdSchema.optional(),
      amlak_contact_type_id: ZLookupIdSchema.optional(),
      start_date: ZDateSchema.optional(),
      end_date: ZDateSchema.optional(),
    },
    { error: "field.invalid" },
  )
  .superRefine((filters, ctx) => {
    if (!filters.start_date || !filters.end_date) return;
    const result = checkRange(filters.start_date, filters.end_date);
    if (!result.ok) ctx.issues.push({ code: "custom", message: result.code, path: ["end_date"], input: filters });
  });

export type TProfileSurveyReportFilters = z.output<typeof ZProfileSurveyReportSchema>;
