import { z } from "zod";
import { restRoute, type RestRequest } from "./rest-route.ts";

/** SPEC §7 sign-in calls: the one-time-code challenge travels as `token`, as legacy clients send it. */
const challengeAnswer = {
  schema: z.object({ token: z.string(), phoneMasked: z.string() }),
  from: ({ challenge, phoneMasked }: { challenge: string; phoneMasked: string }) => ({ token: challenge, phoneMasked }),
};
const withChallenge = ({ body }: RestRequest) => ({ ...body, challenge: body.token });
const token = z.string().meta({ description: "The challenge a login, sign-up or reset answered" });

export const authRoutes = [
  restRoute({
    method: "POST",
    path: "/login",
    summary: "Sign in: phone and password; a one-time code goes by SMS",
    procedure: "auth.login",
    answer: challengeAnswer,
  }),
  restRoute({
    method: "POST",
    path: "/signup",
    summary: "Open an account; a one-time code goes by SMS",
    procedure: "auth.signup",
    answer: challengeAnswer,
  }),
  restRoute({
    method: "POST",
    path: "/verify",
    summary: "Check the one-time code: the tokens and the user",
    procedure: "auth.verify",
    input: withChallenge,
    body: z.object({ token, otp: z.string() }),
  }),
  restRoute({
    method: "POST",
    path: "/resend-otp",
    summary: "Send the one-time code again",
    procedure: "auth.resendOtp",
    input: withChallenge,
    body: z.object({ token }),
    answer: challengeAnswer,
  }),
  restRoute({ method: "POST", path: "/refreshToken", summary: "Rotate the refresh token for new tokens", procedure: "auth.refresh" }),
  restRoute({ method: "POST", path: "/logout", summary: "End the session of the refresh token", procedure: "auth.logout" }),
  restRoute({
    method: "POST",
    path: "/forgot-password",
    summary: "Send a one-time code to reset the password",
    procedure: "auth.forgotPassword",
    answer: challengeAnswer,
  }),
  restRoute({
    method: "POST",
    path: "/reset-password",
    summary: "Set a new password with the one-time code",
    procedure: "auth.resetPassword",
    input: withChallenge,
    body: z.object({ token, otp: z.string(), password: z.string() }),
  }),
];
