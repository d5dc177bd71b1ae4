import { findUserById } from "@amlak/db";
import { ZActionReminderSchema, ZJourneySchema } from "@amlak/schemas";
import { AppError } from "@amlak/domain";
import { authedProcedure, router } from "../trpc.ts";

const PROFILE_SURVEY_REMINDER_DAYS = 3;

export const prefsRouter = router({
  get: authedProcedure.query(async ({ ctx }) => {
    const user = await findUserById(ctx.database.app, ctx.caller.userId);
    if (!user) throw new AppError("auth.unauthorized");
    return user.prefs;
  }),

  setJourney: authedProcedure.input(ZJourneySchema).mutation(async ({ ctx, input }) => {
    await ctx.database.app
      .updateTable("users")
      .set((eb) => ({ prefs: eb.fn("jsonb_set", ["prefs", eb.val("{journey}"), eb.val(JSON.stringify(input.journey))]) }))
      .where("id", "=", ctx.caller.userId)
      .execute();
    return { journey: input.journey };
  }),

  /** "Remind me later" on the profile survey: ask again after a few days. */
  actionReminder: authedProcedure.input(ZActionReminderSchema).mutation(async ({ ctx, input }) => {
    const remindAt = new Date(ctx.now().getTime() + PROFILE_SURVEY_REMINDER_DAYS * 86_400_000).toISOString();
    await ctx.database.app
      .updateTable("users")
      .set((eb) => ({
        prefs: eb.fn("jsonb_set", ["prefs", eb.val(`{actions,${input.action}}`), eb.val(JSON.stringify({ remindAt }))]),
      }))
      .where("id", "=", ctx.caller.userId)
      .execute();
    return { action: input.action, remindAt };
  }),
});
