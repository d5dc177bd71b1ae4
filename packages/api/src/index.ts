export { appRouter, createCaller, type AppRouter } from "./root.ts";
export type { Context, Caller, Services } from "./context.ts";
export { describeError, type ErrorBody } from "./error-response.ts";
export { readAccessToken } from "./auth/access-token.ts";
export { TOKEN_VERSION, type AuthConfig } from "./auth/config.ts";
export type { SessionUser } from "./auth/session-user.ts";
export type { Authorization } from "./authorization.ts";
export { outboxSms, type SmsSender } from "./sms/sms-sender.ts";
export { seedDemoAccount } from "./seed/demo.ts";
