import { z } from "zod";
import { ZInstantOutput } from "./values.ts";

const ZChoiceOutput = z.object({ id: z.number(), name: z.string() });

/** The answer as the legacy client views it (SPEC §3): each choice with its name in the reader's language. */
const ZProfileSurveyAnswerOutput = z.object({
  created_at: ZInstantOutput,
  updated_at: ZInstantOutput,
  user_type: ZChoiceOutput,
  realestates_range: ZChoiceOutput,
  registration_source: ZChoiceOutput,
  amlak_contact_type_type: ZChoiceOutput,
  usage_reason: z.string().nullable(),
});

/** One row of the User Profile Report (SPEC §3 Survey report): who answered, their portfolio, their answer. */
export const ZProfileSurveyReportRowOutput = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  organizationTitle: z.string().nullable(),
  totalRealEstateCount: z.number(),
  /** When the organization last added a property: how alive the account is. */
  latestRealEstateAddedAt: ZInstantOutput.nullable(),
  userProfileSurvey: ZProfileSurveyAnswerOutput,
});
