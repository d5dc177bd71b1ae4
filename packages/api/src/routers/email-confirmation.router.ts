import { findUserById } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { ZEmailConfirmationSchema } from "@amlak/schemas";
import { z } from "zod";
import { confirmEmail, sendEmailConfirmation } from "../auth/email-confirmations.ts";
import { hit, RATE_RULES } from "../auth/rate-limit.ts";
import { authedProcedure, router } from "../trpc.ts";

const ZEmailStatusOutput = z.object({ email: z.string().nullable(), confirmed: z.boolean() });

/** /confirmation (SPEC §2): the signed-in user confirms their e-mail by the link mailed to them, or asks for a new one. */
export const emailConfirmationRouter = router({
  status: authedProcedure.output(ZEmailStatusOutput).query(async ({ ctx }) => {
    const user = await findUserById(ctx.database.app, ctx.caller.userId);
    if (!user) throw new AppError("auth.unauthorized");
    return { email: user.email, confirmed: user.email !== null && user.email_confirmed_at !== null };
  }),

  confirm: authedProcedure
    .input(ZEmailConfirmationSchema)
    .output(z.object({ email: z.string() }))
    .mutation(({ ctx, input }) => confirmEmail(ctx.database.app, ctx.caller.userId, input.token, ctx.now())),

  /** A new link to the e-mail the user has now; earlier links keep working until they expire. */
  resend: authedProcedure.output(z.object({ email: z.string() })).mutation(async ({ ctx }) => {
    const db = ctx.database.app;
    await hit(db, `emailConfirmation:${ctx.caller.userId}`, RATE_RULES.emailConfirmation, ctx.now());
    const user = await findUserById(db, ctx.caller.userId);
    if (!user) throw new AppError("auth.unauthorized");
    if (!user.email) throw new AppError("emailConfirmation.noEmail");
    await sendEmailConfirmation(db, { ...user, email: user.email }, ctx.publicUrl, ctx.now());
    return { email: user.email };
  }),
});
