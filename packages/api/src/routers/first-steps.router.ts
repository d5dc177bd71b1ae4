import { findFirstSteps, findUserById, setUserPref } from "@amlak/db";
import { z } from "zod";
import { memberProcedure, router } from "../trpc.ts";

const ZFirstStepsOutput = z.object({
  steps: z.object({ organization: z.boolean(), property: z.boolean(), lease: z.boolean(), payment: z.boolean(), invoice: z.boolean() }),
  /** The user put the checklist away before finishing it. */
  dismissed: z.boolean(),
});

/** The first steps of a new organization, from its main information to its first tax invoice (issue #18). */
export const firstStepsRouter = router({
  get: memberProcedure.output(ZFirstStepsOutput).query(async ({ ctx }) => {
    const [steps, user] = await Promise.all([findFirstSteps(ctx.trx, ctx.caller.orgId), findUserById(ctx.trx, ctx.caller.userId)]);
    return { steps, dismissed: user?.prefs.firstStepsDismissed ?? false };
  }),

  /** Remembered on the user (not in one browser), so the checklist stays away on their phone too. */
  dismiss: memberProcedure.output(z.object({ dismissed: z.literal(true) })).mutation(async ({ ctx }) => {
    await setUserPref(ctx.trx, ctx.caller.userId, ["firstStepsDismissed"], true);
    return { dismissed: true as const };
  }),
});
