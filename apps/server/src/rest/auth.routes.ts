import type { Services } from "@amlak/api";
import type { FastifyInstance } from "fastify";
import { restRoute } from "./rest-route.ts";

const challengeAnswer = ({ challenge, phoneMasked }: { challenge: string; phoneMasked: string }) => ({ token: challenge, phoneMasked });

/** SPEC §7 sign-in calls: the one-time-code challenge travels as `token`, as legacy clients send it. */
export async function authRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const route = restRoute.bind(null, app, services);
  route("POST", "/login", async (call, { body }) =>
    challengeAnswer(await call.auth.login({ phone: body.phone as string, password: body.password as string })),
  );
  route("POST", "/signup", async (call, { body }) => challengeAnswer(await call.auth.signup(body as never)));
  route("POST", "/verify", (call, { body }) => call.auth.verify({ challenge: body.token as string, otp: body.otp as string }));
  route("POST", "/resend-otp", async (call, { body }) => challengeAnswer(await call.auth.resendOtp({ challenge: body.token as string })));
  route("POST", "/refreshToken", (call, { body }) => call.auth.refresh({ refreshToken: body.refreshToken as string }));
  route("POST", "/logout", (call, { body }) => call.auth.logout({ refreshToken: body.refreshToken as string }));
  route("POST", "/forgot-password", async (call, { body }) =>
    challengeAnswer(await call.auth.forgotPassword({ phone: body.phone as string })),
  );
  route("POST", "/reset-password", (call, { body }) =>
    call.auth.resetPassword({ challenge: body.token as string, otp: body.otp as string, password: body.password as string }),
  );
}
