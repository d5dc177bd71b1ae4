import { emailTaken, endUserSessions, findUserById, findUserByPhone, setUserPasswordHash } from "@amlak/db";
import {
  ZLoginSchema,
  ZOtpVerifySchema,
  ZPasswordResetSchema,
  ZPhoneOnlySchema,
  ZRefreshSchema,
  ZSignupSchema,
  ZChallengeSchema,
} from "@amlak/schemas";
import { z } from "zod";
import { openAccount } from "../auth/accounts.ts";
import { consumeChallenge, issueChallenge, reissueChallenge } from "../auth/otp-challenges.ts";
import { hashPassword, passwordMatches } from "../auth/passwords.ts";
import { hit, RATE_RULES } from "../auth/rate-limit.ts";
import { admitSignIn, forgetSignInFailures } from "../auth/sign-in-limits.ts";
import { maskPhone } from "../auth/secrets.ts";
import { activeCaller, callerOf, sessionUserOf } from "../auth/session-user.ts";
import { endSession, rotateSession, startSession } from "../auth/sessions.ts";
import type { Context } from "../context.ts";
import { AppError } from "@amlak/domain";
import { ZChallengeOutput, ZSignedInOutput, ZTokensOutput } from "../outputs/session.output.ts";
import { ZOkOutput } from "../outputs/values.ts";
import { publicProcedure, router } from "../trpc.ts";

const deps = (ctx: Context) => ({ db: ctx.database.app, auth: ctx.auth, lang: ctx.lang, now: ctx.now() });

async function checkPassword(ctx: Context, phone: string, password: string) {
  const d = deps(ctx);
  await admitSignIn(d.db, d.auth.signInLimits, phone, ctx.ip, d.now);
  const user = await findUserByPhone(d.db, phone);
  if (!user || !(await passwordMatches(user.password_hash, password))) throw new AppError("auth.invalidCredentials");
  await forgetSignInFailures(d.db, phone, ctx.ip, d.now);
  if (!user.active) throw new AppError("auth.userInactive");
  return user;
}

async function signIn(ctx: Context, userId: string) {
  const user = await findUserById(ctx.database.app, userId);
  if (!user?.active) throw new AppError("auth.userInactive");
  const tokens = await startSession(deps(ctx), callerOf(user));
  return { ...tokens, user: sessionUserOf(user) };
}

export const authRouter = router({
  signup: publicProcedure
    .input(ZSignupSchema)
    .output(ZChallengeOutput)
    .mutation(async ({ ctx, input }) => {
      const d = deps(ctx);
      // Limited before the taken checks, whose answers would otherwise let anyone enumerate accounts.
      await hit(d.db, `signupAddress:${ctx.ip}`, RATE_RULES.signupAddress, d.now);
      await hit(d.db, `signupPhone:${input.phone}`, RATE_RULES.signupPhone, d.now);
      if (await findUserByPhone(d.db, input.phone)) throw new AppError("auth.phoneTaken");
      if (await emailTaken(d.db, input.email)) throw new AppError("auth.emailTaken");
      const pendingSignup = { name: input.name, phone: input.phone, email: input.email, passwordHash: await hashPassword(input.password) };
      return issueChallenge(d, { purpose: "signup", phone: input.phone, pendingSignup });
    }),

  login: publicProcedure
    .input(ZLoginSchema)
    .output(ZChallengeOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await checkPassword(ctx, input.phone, input.password);
      return issueChallenge(deps(ctx), { purpose: "login", phone: user.phone, userId: user.id });
    }),

  verify: publicProcedure
    .input(ZOtpVerifySchema)
    .output(ZSignedInOutput)
    .mutation(async ({ ctx, input }) => {
      const d = deps(ctx);
      const challenge = await consumeChallenge(d, input.challenge, input.otp, ["login", "signup"]);
      if (challenge.purpose === "login" && challenge.user_id) return signIn(ctx, challenge.user_id);
      if (!challenge.pending_signup) throw new AppError("auth.challengeExpired");
      const account = await openAccount(d.db, challenge.pending_signup, { lang: ctx.lang, now: d.now, publicUrl: ctx.publicUrl });
      return signIn(ctx, account.userId);
    }),

  resendOtp: publicProcedure
    .input(ZChallengeSchema)
    .output(ZChallengeOutput)
    .mutation(({ ctx, input }) => reissueChallenge(deps(ctx), input.challenge)),

  /**
   * The demo link (SPEC §2): signs into the preset demo client. Limited per visitor address rather than by the demo
   * phone, which every visitor shares.
   */
  demoLogin: publicProcedure
    .input(z.object({}).optional())
    .output(ZSignedInOutput)
    .mutation(async ({ ctx }) => {
      await hit(ctx.database.app, `demo:${ctx.ip}`, RATE_RULES.demo, ctx.now());
      const user = await findUserByPhone(ctx.database.app, ctx.auth.demo.phone);
      if (!user || !(await passwordMatches(user.password_hash, ctx.auth.demo.password))) throw new AppError("auth.invalidCredentials");
      return signIn(ctx, user.id);
    }),

  refresh: publicProcedure
    .input(ZRefreshSchema)
    .output(ZTokensOutput)
    .mutation(({ ctx, input }) => rotateSession(deps(ctx), input.refreshToken, (userId) => activeCaller(ctx.database.app, userId))),

  logout: publicProcedure
    .input(ZRefreshSchema)
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      await endSession(deps(ctx), input.refreshToken);
      return { ok: true as const };
    }),

  forgotPassword: publicProcedure
    .input(ZPhoneOnlySchema)
    .output(ZChallengeOutput)
    .mutation(async ({ ctx, input }) => {
      const d = deps(ctx);
      const user = await findUserByPhone(d.db, input.phone);
      // The same answer whether or not the phone is registered, so the form cannot be used to discover accounts.
      if (!user) {
        await hit(d.db, `otp:${input.phone}`, RATE_RULES.otpSend, d.now);
        return { challenge: crypto.randomUUID(), phoneMasked: maskPhone(input.phone) };
      }
      return issueChallenge(d, { purpose: "reset", phone: user.phone, userId: user.id });
    }),

  resetPassword: publicProcedure
    .input(ZPasswordResetSchema)
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      const d = deps(ctx);
      const challenge = await consumeChallenge(d, input.challenge, input.otp, ["reset"]);
      if (!challenge.user_id) throw new AppError("auth.challengeExpired");
      await d.db.transaction().execute(async (trx) => {
        await setUserPasswordHash(trx, challenge.user_id!, await hashPassword(input.password), d.now);
        await endUserSessions(trx, challenge.user_id!, d.now);
      });
      return { ok: true as const };
    }),
});
