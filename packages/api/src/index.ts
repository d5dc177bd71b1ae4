export { appRouter, createCaller, type AppRouter } from "./root.ts";
export type { Context, Caller, Services } from "./context.ts";
export { describeError } from "./error-response.ts";
export { readAccessToken } from "./auth/access-token.ts";
export type { AuthConfig } from "./auth/config.ts";
export { outboxSms } from "./sms/sms-sender.ts";
export { seedDemoAccount } from "./seed/demo.ts";
export { localFileStorage, s3FileStorage, type FileStorage } from "./documents/file-storage.ts";
export { openLinkedFile } from "./documents/stored-file.ts";
