import { findUserById, setUserPref } from "@amlak/db";
import { ZActionReminderSchema, ZJourneySchema } from "@amlak/schemas";
import { AppError } from "@amlak/domain";
import { authedProcedure, router } from "../trpc.ts";
import { ZActionReminderOutput, ZJourneyOutput, ZPrefsOutput } from "../outputs/session.output.ts";

const PROFILE_SURVEY_REMINDER_DAYS = 3;

export const prefsRouter = router({
  get: authedProcedure.output(ZPrefsOutput).query(async ({ ctx }) => {
    const user = await findUserById(ctx.database.app, ctx.caller.userId);
    if (!user) throw new AppError("auth.unauthorized");
    return user.prefs;
  }),

  setJourney: authedProcedure
    .input(ZJourneySchema)
    .output(ZJourneyOutput)
    .mutation(async ({ ctx, input }) => {
      await setUserPref(ctx.database.app, ctx.caller.userId, ["journey"], input.journey);
      return { journey: input.journey };
    }),

  /** "Remind me later" on the profile survey: ask again after a few days. */
  actionReminder: authedProcedure
    .input(ZActionReminderSchema)
    .output(ZActionReminderOutput)
    .mutation(async ({ ctx, input }) => {
      const remindAt = new Date(ctx.now().getTime() + PROFILE_SURVEY_REMINDER_DAYS * 86_400_000).toISOString();
      await setUserPref(ctx.database.app, ctx.caller.userId, ["actions", input.action], { remindAt });
      return { action: input.action, remindAt };
    }),
});
