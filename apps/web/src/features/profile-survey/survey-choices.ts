import { PROFILE_SURVEY_QUESTIONS } from "@amlak/schemas";
import { trpc } from "../../lib/trpc/client.ts";

export type SurveyQuestion = keyof typeof PROFILE_SURVEY_QUESTIONS;
export const SURVEY_QUESTIONS = Object.keys(PROFILE_SURVEY_QUESTIONS) as SurveyQuestion[];

/** The survey's choices (the UserProfileSurveyLookups lookups) by question, named in the user's language. */
export function useSurveyChoices(enabled = true) {
  const lookups = trpc.lookups.byGroup.useQuery({ group: "UserProfileSurveyLookups" }, { enabled });
  return (question: SurveyQuestion) =>
    (lookups.data ?? [])
      .filter((lookup) => lookup.type === PROFILE_SURVEY_QUESTIONS[question])
      .map((lookup) => ({ value: String(lookup.id), label: lookup.name }));
}
