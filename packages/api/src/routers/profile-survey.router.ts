import { findProfileSurveyLookups, findUserById, hasAnsweredProfileSurvey, saveProfileSurvey } from "@amlak/db";
import { AppError, profileSurveyDue } from "@amlak/domain";
import { PROFILE_SURVEY_QUESTIONS, ZProfileSurveySchema } from "@amlak/schemas";
import { z } from "zod";
import { ZOkOutput } from "../outputs/values.ts";
import { memberProcedure, router } from "../trpc.ts";

type Answers = Record<keyof typeof PROFILE_SURVEY_QUESTIONS, number>;

/** Refuses, on its field, a choice that is not a lookup of its question (another group's id, another question's). */
async function checkChoices(db: Parameters<typeof findProfileSurveyLookups>[0], answers: Answers) {
  const fields = Object.keys(PROFILE_SURVEY_QUESTIONS) as (keyof Answers)[];
  const found = new Map(
    (
      await findProfileSurveyLookups(
        db,
        fields.map((field) => answers[field]),
      )
    ).map((row) => [row.id, row.type]),
  );
  const wrong = fields.filter((field) => found.get(answers[field]) !== PROFILE_SURVEY_QUESTIONS[field]);
  if (wrong.length) throw new AppError("validation.failed", {}, Object.fromEntries(wrong.map((field) => [field, "field.invalid"])));
}

/** The know-your-client survey (SPEC §3, §4, §5) as the signed-in user answers it. */
export const profileSurveyRouter = router({
  /** Whether the survey dialog asks now (SPEC §5 reminder rule). */
  due: memberProcedure.output(z.boolean()).query(async ({ ctx }) => {
    const user = await findUserById(ctx.trx, ctx.caller.userId);
    if (!user) throw new AppError("auth.unauthorized");
    const answered = await hasAnsweredProfileSurvey(ctx.trx, ctx.caller.orgId, ctx.caller.userId);
    return profileSurveyDue({ type: ctx.caller.type, answered, remindAt: user.prefs.actions.showProfileSurvey.remindAt }, ctx.now());
  }),

  submit: memberProcedure
    .input(ZProfileSurveySchema)
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      await checkChoices(ctx.trx, input);
      await saveProfileSurvey(ctx.trx, {
        orgId: ctx.caller.orgId,
        userId: ctx.caller.userId,
        userTypeId: input.user_type_id,
        realestatesRangeId: input.realestates_range_id,
        registrationSourceId: input.registration_source_id,
        contactTypeId: input.amlak_contact_type_id,
        usageReason: input.usage_reason,
        at: ctx.now(),
      });
      return { ok: true as const };
    }),
});
