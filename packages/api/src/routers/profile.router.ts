import {
  emailTaken,
  endUserSessions,
  findUserById,
  findUserByPhone,
  queueMessage,
  setUserPasswordHash,
  setUserPhone,
  updateUserProfile,
  type Db,
} from "@amlak/db";
import { AppError } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import { ZPasswordChangeSchema, ZPhoneChangeConfirmSchema, ZPhoneChangeRequestSchema, ZProfileUpdateSchema } from "@amlak/schemas";
import { z } from "zod";
import { sendEmailConfirmation } from "../auth/email-confirmations.ts";
import { consumeChallenge, issueChallenge } from "../auth/otp-challenges.ts";
import { hashPassword, passwordMatches } from "../auth/passwords.ts";
import { hit, RATE_RULES } from "../auth/rate-limit.ts";
import { callerOf, sessionUserOf } from "../auth/session-user.ts";
import { startSession } from "../auth/sessions.ts";
import type { Context } from "../context.ts";
import { ZChallengeOutput, ZSessionUserOutput, ZTokensOutput } from "../outputs/session.output.ts";
import { ZOkOutput } from "../outputs/values.ts";
import { authedProcedure, router } from "../trpc.ts";

/** The profile page's user: what the session keeps of them, their time zone and whether their e-mail is confirmed. */
const ZProfileOutput = ZSessionUserOutput.extend({ timezone: z.string(), emailConfirmed: z.boolean() });

const deps = (ctx: Context) => ({ db: ctx.database.app, auth: ctx.auth, lang: ctx.lang, now: ctx.now() });

async function profileOf(db: Db, userId: string) {
  const user = await findUserById(db, userId);
  if (!user?.active || user.deleted_at) throw new AppError("auth.unauthorized");
  return { ...sessionUserOf(user), timezone: user.timezone, emailConfirmed: user.email_confirmed_at !== null };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";

/**
 * The signed-in user's own profile (SPEC §2 /profile, §3 User profile), whatever their type: they act on their own
 * row only, named by the id in their token.
 */
export const profileRouter = router({
  get: authedProcedure.output(ZProfileOutput).query(({ ctx }) => profileOf(ctx.database.app, ctx.caller.userId)),

  /** A new e-mail is unconfirmed until the link mailed to it, in the same transaction, is opened. */
  update: authedProcedure
    .input(ZProfileUpdateSchema)
    .output(ZProfileOutput)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.database.app;
      if (await emailTaken(db, input.email, ctx.caller.userId)) throw new AppError("auth.emailTaken");
      const before = await profileOf(db, ctx.caller.userId);
      const emailChanged = before.email?.toLowerCase() !== input.email.toLowerCase();
      const { dateType, ...fields } = input;
      try {
        await db.transaction().execute(async (trx) => {
          const confirmation = emailChanged ? { email_confirmed_at: null } : {};
          await updateUserProfile(trx, ctx.caller.userId, { ...fields, ...confirmation, date_type: dateType }, ctx.now());
          if (emailChanged) {
            const addressee = { id: ctx.caller.userId, email: input.email, lang: input.lang, org_id: before.orgId };
            await sendEmailConfirmation(trx, addressee, ctx.publicUrl, ctx.now());
          }
        });
      } catch (error) {
        // Another user took the e-mail between the check and the update.
        if (isUniqueViolation(error)) throw new AppError("auth.emailTaken");
        throw error;
      }
      return profileOf(db, ctx.caller.userId);
    }),

  /** Step 1 of a new mobile number: a code to the new number proves the user holds it. */
  requestPhoneChange: authedProcedure
    .input(ZPhoneChangeRequestSchema)
    .output(ZChallengeOutput)
    .mutation(async ({ ctx, input }) => {
      const d = deps(ctx);
      // Limited before the taken check, which would otherwise tell anyone signed in which numbers are registered.
      await hit(d.db, `phoneChange:${ctx.caller.userId}`, RATE_RULES.otpSend, d.now);
      if (await findUserByPhone(d.db, input.phone)) throw new AppError("auth.phoneTaken");
      return issueChallenge(d, { purpose: "change_phone", phone: input.phone, userId: ctx.caller.userId });
    }),

  /**
   * Step 2: the code sent to the new number makes it the user's phone, for signing in and for codes. Sessions stay:
   * the number is where codes go, not a secret, and the password still guards signing in; the old number is told,
   * so an owner whose session was misused learns of it.
   */
  confirmPhoneChange: authedProcedure
    .input(ZPhoneChangeConfirmSchema)
    .output(ZProfileOutput)
    .mutation(async ({ ctx, input }) => {
      const d = deps(ctx);
      const challenge = await consumeChallenge(d, input.challenge, input.otp, ["change_phone"]);
      if (challenge.user_id !== ctx.caller.userId) throw new AppError("auth.challengeExpired");
      const before = await profileOf(d.db, ctx.caller.userId);
      try {
        await setUserPhone(d.db, ctx.caller.userId, challenge.phone, d.now);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("auth.phoneTaken");
        throw error;
      }
      await queueMessage(d.db, {
        recipient: before.phone,
        purpose: "profile.phoneChanged",
        lang: before.lang,
        orgId: before.orgId,
        body: translate(before.lang, "sms.phoneChanged", { ending: challenge.phone.slice(-2) }),
      });
      return profileOf(d.db, ctx.caller.userId);
    }),

  /**
   * A new password ends every session, so a device that knew the old one is out from its next request; this device
   * gets a new session at once and stays signed in.
   */
  changePassword: authedProcedure
    .input(ZPasswordChangeSchema)
    .output(ZTokensOutput)
    .mutation(async ({ ctx, input }) => {
      const d = deps(ctx);
      await hit(d.db, `password:${ctx.caller.userId}`, RATE_RULES.currentPassword, d.now);
      const user = await findUserById(d.db, ctx.caller.userId);
      if (!user || !(await passwordMatches(user.password_hash, input.currentPassword))) {
        throw new AppError("validation.failed", {}, { currentPassword: "password.wrongCurrent" });
      }
      const passwordHash = await hashPassword(input.password);
      return d.db.transaction().execute(async (trx) => {
        await setUserPasswordHash(trx, user.id, passwordHash, d.now);
        await endUserSessions(trx, user.id, d.now);
        const renewed = await findUserById(trx, user.id);
        if (!renewed) throw new AppError("auth.unauthorized");
        return startSession({ ...d, db: trx }, callerOf(renewed));
      });
    }),

  /** Ends every session of the user, this one included: other devices are refused from their next request. */
  signOutEverywhere: authedProcedure.output(ZOkOutput).mutation(async ({ ctx }) => {
    await endUserSessions(ctx.database.app, ctx.caller.userId, ctx.now());
    return { ok: true as const };
  }),
});
