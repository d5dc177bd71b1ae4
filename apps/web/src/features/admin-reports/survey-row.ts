import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import type { SurveyQuestion } from "../profile-survey/survey-choices.ts";

export type SurveyRow = RouterOutputs["profileSurveyReport"]["list"][number];

/** Each question's column header, as the report and its export name it. */
export const QUESTION_HEADERS: Record<SurveyQuestion, string> = {
  user_type_id: "adminReports.survey.userType",
  realestates_range_id: "adminReports.survey.realestatesRange",
  registration_source_id: "adminReports.survey.registrationSource",
  amlak_contact_type_id: "adminReports.survey.contactType",
};

/** The answer to a question, as the row carries it (SPEC §3 names the contact type's choice `{product}_contact_type_type`). */
export const answerTo = (row: SurveyRow, question: SurveyQuestion) => {
  const survey = row.userProfileSurvey;
  const answers = {
    user_type_id: survey.user_type,
    realestates_range_id: survey.realestates_range,
    registration_source_id: survey.registration_source,
    amlak_contact_type_id: survey.amlak_contact_type_type,
  };
  return answers[question].name;
};
