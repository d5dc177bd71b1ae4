import { findUserById, setUserPref } from "@amlak/db";
import { ZActionReminderSchema, ZJourneySchema } from "@amlak/schemas";
import { AppError, mayLoadPrefs } from "@amlak/domain";
import { authedProcedure, router } from "../trpc.ts";
import { ZActionReminderOutput, ZJourneyOutput, ZPrefsOutput } from "../outputs/session.output.ts";

const PROFILE_SURVEY_REMINDER_DAYS = 3;

/** SPEC §6: the viewer (and the tenant) has no prefs: the tour and the survey are not theirs. */
const prefsProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!mayLoadPrefs(ctx.caller.type)) throw new AppError("auth.roleForbidden");
  return next();
});

export const prefsRouter = router({
  get: prefsProcedure.output(ZPrefsOutput).query(async ({ ctx }) => {
    const user = await findUserById(ctx.database.app, ctx.caller.userId);
    if (!user) throw new AppError("auth.unauthorized");
    return user.prefs;
  }),

  setJourney: prefsProcedure
    .input(ZJourneySchema)
    .output(ZJourneyOutput)
    .mutation(async ({ ctx, input }) => {
      await setUserPref(ctx.database.app, ctx.caller.userId, ["journey"], input.journey);
      return { journey: input.journey };
    }),

  /** "Remind me later" on the profile survey: ask again after a few days. */
  actionReminder: prefsProcedure
    .input(ZActionReminderSchema)
    .output(ZActionReminderOutput)
    .mutation(async ({ ctx, input }) => {
      const remindAt = new Date(ctx.now().getTime() + PROFILE_SURVEY_REMINDER_DAYS * 86_400_000).toISOString();
      await setUserPref(ctx.database.app, ctx.caller.userId, ["actions", input.action], { remindAt });
      return { action: input.action, remindAt };
    }),
});
