import type { Db } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import type { Lang } from "@amlak/i18n";
import type { STAFF_TYPES } from "@amlak/domain";
import { signAccessToken } from "../auth/access-token.ts";
import { openAccount } from "../auth/accounts.ts";
import { describeError, type ErrorResponse } from "../error-response.ts";
import type { AuthConfig } from "../auth/config.ts";
import { DEFAULT_SIGN_IN_LIMITS } from "../auth/sign-in-limits.ts";
import { saveStaffUser } from "../auth/staff-accounts.ts";
import type { Caller, Context, Services } from "../context.ts";
import { createCaller } from "../root.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { localFileStorage } from "../documents/file-storage.ts";
import { moyasarGateway } from "../payment-gateway/moyasar-gateway.ts";
import { DEMO_PLATFORM_SELLER } from "../subscriptions/platform-seller.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const TEST_AUTH: AuthConfig = {
  jwtSecret: new TextEncoder().encode("test-secret-test-secret-test-secret!"),
  accessTtlSeconds: 900,
  refreshTtlDays: 30,
  otpTtlSeconds: 300,
  demo: { phone: "500000001", password: "Demo@12345", otp: "123456" },
  signInLimits: DEFAULT_SIGN_IN_LIMITS,
};

/** Services over this test file's own database (see @amlak/db/testing) and its own upload folder (testStorageDir). */
export function testServices(overrides: Partial<Services> = {}): Services {
  const database = testDatabase();
  const storage = localFileStorage(testStorageDir());
  const paymentGateway = moyasarGateway(UNREACHABLE_GATEWAY);
  return {
    database,
    auth: TEST_AUTH,
    storage,
    paymentGateway,
    publicUrl: "http://127.0.0.1:9",
    platformSeller: DEMO_PLATFORM_SELLER,
    secretsKey: new Uint8Array(32).fill(7),
    moyasarApiUrl: "http://127.0.0.1:9/moyasar/v1",
    now: () => new Date(),
    ...overrides,
  };
}

/** No test pays through the default services: one that does starts a listener and passes its own gateway. */
const UNREACHABLE_GATEWAY = {
  name: "sandbox",
  apiBase: "http://127.0.0.1:9/sandbox-gateway/v1",
  secretKey: "sk_test_unused",
  webhookSecret: "unused",
};

let storageDir: string | undefined;

/** The temporary folder this test file's uploads are stored in (one per file, like its database). */
export function testStorageDir(): string {
  storageDir ??= mkdtempSync(path.join(tmpdir(), "amlak-uploads-"));
  return storageDir;
}

export function contextFor(services: Services, caller: Caller | null, lang: Lang = "en", idempotencyKey: string | null = null): Context {
  return { ...services, lang, requestId: "test-request", ip: "127.0.0.1", caller, idempotencyKey };
}

export const callerFor = (services: Services, caller: Caller | null, lang: Lang = "en", idempotencyKey: string | null = null) =>
  createCaller(contextFor(services, caller, lang, idempotencyKey));

/** The newest one-time code texted to phone (read from the message outbox, as a user reads their phone). */
export async function lastOtp(db: Db, phone: string): Promise<string> {
  const row = await db.selectFrom("messages").select("body").where("recipient", "=", phone).orderBy("id", "desc").executeTakeFirstOrThrow();
  const code = /\d{6}/.exec(row.body)?.[0];
  if (!code) throw new Error(`no code in "${row.body}"`);
  return code;
}

/** A bearer token for any caller, as if they had signed in. */
export const tokenFor = (caller: Caller, at = new Date()) => signAccessToken(TEST_AUTH, caller, at);

/** The demo account's organization and user, after seedDemoAccount. */
export async function demoCaller(services: Services, phone = TEST_AUTH.demo.phone): Promise<Caller & { orgId: string }> {
  const user = await services.database.owner
    .selectFrom("users")
    .select(["id", "org_id", "type", "session_version"])
    .where("phone", "=", phone)
    .executeTakeFirstOrThrow();
  return { userId: user.id, orgId: user.org_id!, type: "client_mock", sessionVersion: user.session_version };
}

/** A new organization on its 14-day trial from `today`, as a sign-up leaves it (no name yet), its client signed in. */
export async function trialOrganization(services: Services, phone: string, today: string): Promise<Caller & { orgId: string }> {
  const signup = { name: "Sara", phone, email: `${phone}@example.sa`, passwordHash: "unused" };
  const { userId, orgId } = await openAccount(services.database.app, signup, {
    lang: "en",
    now: new Date(`${today}T09:00:00Z`),
    publicUrl: services.publicUrl,
  });
  return { userId, orgId, type: "client", sessionVersion: 0 };
}

/** A new organization with the demo portfolio, its client signed up with `phone`: the other party of isolation tests. */
export async function demoOrganization(services: Services, phone: string): Promise<Caller & { orgId: string }> {
  await seedDemoAccount(services.database.owner, { phone, password: "Secret@123", email: `${phone}@example.sa` }, "2026-11-22");
  return demoCaller(services, phone);
}

/** A staff user (no organization) made as `npm run staff:create` makes one, as a caller. */
export async function staffCaller(services: Services, type: (typeof STAFF_TYPES)[number], phone: string): Promise<Caller> {
  const { owner } = services.database;
  const userId = await saveStaffUser(owner, { type, name: `Staff ${phone}`, phone, password: "Staff@12345" });
  const user = await owner.selectFrom("users").select("session_version").where("id", "=", userId).executeTakeFirstOrThrow();
  return { userId, orgId: null, type, sessionVersion: user.session_version };
}

/** How the edge answers a call that fails (status and translated body), or null when it succeeds. */
export const refusalOf = (call: Promise<unknown>, lang: Lang = "en"): Promise<ErrorResponse | null> =>
  call.then(
    () => null,
    (error: unknown) => describeError(error, lang, "test-request"),
  );
export { pngImage, SAMPLE_FILES } from "./sample-files.ts";
export { invoiceOf, paidSubscription } from "./paid-subscription.ts";
export { contactIdOf, portalApi, portalSignIn } from "./portal.ts";
export { PUBLIC_PROCEDURES } from "./public-procedures.ts";
export { demoLease } from "./demo-lease.ts";
