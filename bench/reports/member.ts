import {
  DEFAULT_SIGN_IN_LIMITS,
  DEMO_PLATFORM_SELLER,
  localFileStorage,
  moyasarGateway,
  type AuthConfig,
  type Caller,
  type Services,
} from "@amlak/api";
import { seedReferenceData, type Db } from "@amlak/db";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const BENCH_AUTH: AuthConfig = {
  jwtSecret: new TextEncoder().encode("bench-secret-bench-secret-bench-secret"),
  accessTtlSeconds: 3600,
  refreshTtlDays: 1,
  otpTtlSeconds: 300,
  demo: { phone: "500000001", password: "Demo@12345", otp: "123456" },
  signInLimits: DEFAULT_SIGN_IN_LIMITS,
};

/** The organization's owner (a client) on the Business package, which lists every report and both exports. */
export async function benchClient(owner: Db, orgId: string, today: string): Promise<Caller & { orgId: string }> {
  await seedReferenceData(owner);
  await owner
    .insertInto("subscriptions")
    .values({
      org_id: orgId,
      package_code: "business",
      status: "activated",
      start_date: `${today.slice(0, 4)}-01-01`,
      end_date: "2099-12-31",
    })
    .execute();
  const user = await owner
    .insertInto("users")
    .values({ org_id: orgId, name: "مدير الأداء", phone: "512345678", password_hash: "-", type: "client" })
    .returning(["id", "session_version"])
    .executeTakeFirstOrThrow();
  return { userId: user.id, orgId, type: "client", sessionVersion: user.session_version };
}

/** The API's services over the bench database (uploads in a temporary folder). */
export function benchServices(url: string, app: Db, owner: Db): Services {
  return {
    database: { app, owner, url, embedded: false, close: async () => {} },
    auth: BENCH_AUTH,
    storage: localFileStorage(mkdtempSync(path.join(tmpdir(), "amlak-bench-uploads-"))),
    // Nothing benchmarked pays: a gateway that is never called.
    paymentGateway: moyasarGateway({
      name: "sandbox",
      apiBase: "http://127.0.0.1:9/sandbox-gateway/v1",
      secretKey: "sk_test_bench",
      webhookSecret: "bench",
    }),
    publicUrl: "http://127.0.0.1:9",
    platformSeller: DEMO_PLATFORM_SELLER,
    secretsKey: new Uint8Array(32),
    moyasarApiUrl: "http://127.0.0.1:9/moyasar/v1",
    now: () => new Date(),
  };
}
