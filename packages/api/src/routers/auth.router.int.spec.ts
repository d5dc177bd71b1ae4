import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { readAccessToken } from "../auth/access-token.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { createCaller } from "../root.ts";
import { callerFor, contextFor, lastOtp, testServices, TEST_AUTH } from "../testing/harness.ts";

const services = testServices();
// The one-time codes are read as a person reads their phone: the app role may only write the SMS outbox.
const db = services.database.owner;
const anonymous = (lang: "ar" | "en" = "en") => callerFor(services, null, lang);

async function signUp(phone: string, email: string) {
  const { challenge } = await anonymous().auth.signup({ name: "خالد العمري", phone, email, password: "Secret@123" });
  return anonymous().auth.verify({ challenge, otp: await lastOtp(db, phone.replace(/^0/, "")) });
}

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return (error as TRPCError).cause as unknown as { code: string; fieldErrors: Record<string, string> };
}

describe("sign-up, sign-in and sessions", () => {
  it("signs a new client up through the texted code, onto the 14-day trial with Main Information needed", async () => {
    const session = await signUp("0551112222", "khalid@example.sa");
    expect(session.user).toMatchObject({ type: "client", phone: "551112222", home: "/dashboard" });
    expect(session.user.orgId).toBeTruthy();
    const caller = await readAccessToken(TEST_AUTH, session.token, new Date());
    expect(caller).toEqual({ userId: session.user.id, orgId: session.user.orgId, type: "client", sessionVersion: 0 });

    const authorization = await callerFor(services, caller).session.authorization();
    expect(authorization.subscription.active).toBe(true);
    expect(authorization.subscription.latestUserSubscription).toMatchObject({ trial: true, status: "activated" });
    expect(authorization.permissions.length).toBeGreaterThan(0);
    expect(authorization.neededActions).toEqual([{ page: "/MainManagement", action: "mainInformation", showIcon: true }]);
  });

  it("refuses a taken phone before sending any code", async () => {
    await signUp("552223333", "first@example.sa");
    const before = await db.selectFrom("messages").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    const error = await errorOf(
      anonymous().auth.signup({ name: "أحمد", phone: "+966552223333", email: "other@example.sa", password: "Secret@123" }),
    );
    expect(error.code).toBe("auth.phoneTaken");
    const after = await db.selectFrom("messages").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it("signs in with phone, password and the texted code; a wrong password is refused", async () => {
    await signUp("553334444", "signin@example.sa");
    expect((await errorOf(anonymous().auth.login({ phone: "553334444", password: "wrong-password" }))).code).toBe(
      "auth.invalidCredentials",
    );

    const { challenge, phoneMasked } = await anonymous().auth.login({ phone: "٠٥٥٣٣٣٤٤٤٤", password: "Secret@123" });
    expect(phoneMasked).toBe("+966 55*****44");
    const otp = await lastOtp(db, "553334444");
    expect((await errorOf(anonymous().auth.verify({ challenge, otp: otp === "000000" ? "111111" : "000000" }))).code).toBe(
      "auth.invalidOtp",
    );
    const session = await anonymous().auth.verify({ challenge, otp });
    expect(session.user.phone).toBe("553334444");
    // a code works once
    expect((await errorOf(anonymous().auth.verify({ challenge, otp }))).code).toBe("auth.challengeExpired");
  });

  it("locks a challenge after five wrong codes", async () => {
    await signUp("554445555", "lock@example.sa");
    const { challenge } = await anonymous().auth.login({ phone: "554445555", password: "Secret@123" });
    const right = await lastOtp(db, "554445555");
    const wrong = right === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++) expect((await errorOf(anonymous().auth.verify({ challenge, otp: wrong }))).code).toBe("auth.invalidOtp");
    expect((await errorOf(anonymous().auth.verify({ challenge, otp: right }))).code).toBe("auth.challengeExpired");
  });

  it("rotates refresh tokens, and a reused one revokes the whole family", async () => {
    const session = await signUp("555556666", "rotate@example.sa");
    const second = await anonymous().auth.refresh({ refreshToken: session.refreshToken });
    const third = await anonymous().auth.refresh({ refreshToken: second.refreshToken });
    expect(third.refreshToken).not.toBe(second.refreshToken);

    expect((await errorOf(anonymous().auth.refresh({ refreshToken: session.refreshToken }))).code).toBe("auth.refreshInvalid");
    expect((await errorOf(anonymous().auth.refresh({ refreshToken: third.refreshToken }))).code).toBe("auth.refreshInvalid");
  });

  it("logs out by revoking the refresh token", async () => {
    const session = await signUp("556667777", "logout@example.sa");
    await anonymous().auth.logout({ refreshToken: session.refreshToken });
    expect((await errorOf(anonymous().auth.refresh({ refreshToken: session.refreshToken }))).code).toBe("auth.refreshInvalid");
  });

  it("resets a forgotten password through a texted code and ends every session", async () => {
    const session = await signUp("557778888", "reset@example.sa");
    const { challenge } = await anonymous().auth.forgotPassword({ phone: "557778888" });
    await anonymous().auth.resetPassword({ challenge, otp: await lastOtp(db, "557778888"), password: "NewSecret@1" });
    expect((await errorOf(anonymous().auth.refresh({ refreshToken: session.refreshToken }))).code).toBe("auth.refreshInvalid");
    expect((await errorOf(anonymous().auth.login({ phone: "557778888", password: "Secret@123" }))).code).toBe("auth.invalidCredentials");
    await expect(anonymous().auth.login({ phone: "557778888", password: "NewSecret@1" })).resolves.toHaveProperty("challenge");
  });

  it("limits how many codes one phone can be sent", async () => {
    await signUp("558889999", "limit@example.sa"); // the first of five codes in the window
    for (let i = 0; i < 4; i++) await anonymous().auth.forgotPassword({ phone: "558889999" });
    const error = await errorOf(anonymous().auth.forgotPassword({ phone: "558889999" }));
    expect(error.code).toBe("rateLimited");
  });

  it("opens the demo account with its fixed code", async () => {
    await seedDemoAccount(services.database.owner, TEST_AUTH.demo, "2026-11-22");
    const session = await anonymous().auth.demoLogin();
    expect(session.user.type).toBe("client_mock");
    const caller = await readAccessToken(TEST_AUTH, session.token, new Date());
    const overview = await callerFor(services, caller).dashboard.overview();
    expect(overview).toMatchObject({ realEstates: 3, units: 10, tenants: 5, lessors: 2 });
    expect(overview.rented + overview.vacant + overview.reserved).toBe(10);
    expect(overview).toMatchObject({ rented: 4, reserved: 1, vacant: 5, activeContracts: 4 });

    // Rent due before the seeding day is paid, with its commission, except two overdue instalments.
    const due = await services.database.owner
      .selectFrom("payments")
      .select(["payment_type", "status", (eb) => eb.fn.countAll<string>().as("n")])
      .where("org_id", "=", session.user.orgId!)
      .where("due_date", "<", "2026-11-22")
      .groupBy(["payment_type", "status"])
      .orderBy("payment_type")
      .orderBy("status")
      .execute();
    expect(due).toEqual([
      { payment_type: "commission", status: "paid", n: "12" },
      { payment_type: "commission", status: "pending", n: "2" },
      { payment_type: "rent", status: "paid", n: "12" },
      { payment_type: "rent", status: "pending", n: "2" },
    ]);
  });
});

describe("the demo link", () => {
  it("is limited per visitor address, not by the shared demo phone", async () => {
    await seedDemoAccount(services.database.owner, TEST_AUTH.demo, "2026-11-22");
    const visitor = (ip: string) => createCaller({ ...contextFor(services, null), ip });
    for (let i = 0; i < 30; i++) await visitor("10.0.0.1").auth.demoLogin();
    expect((await errorOf(visitor("10.0.0.1").auth.demoLogin())).code).toBe("rateLimited");
    await expect(visitor("10.0.0.2").auth.demoLogin()).resolves.toHaveProperty("token");
  });
});
