import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { createCaller } from "../root.ts";
import { callerFor, contextFor, lastOtp, testServices } from "../testing/harness.ts";

// Bursts of parallel calls, each on its own pooled connection, as an attacker would send them.
const services = testServices();
// The test reads what the app cannot (the SMS outbox) as the owner.
const db = services.database.owner;
const anonymous = () => callerFor(services, null);
const visitor = (ip: string) => createCaller({ ...contextFor(services, null), ip });
const PASSWORD = "Secret@123";

const signupInput = (phone: string) => ({ name: "خالد العمري", phone, email: `${phone}@example.sa`, password: PASSWORD });

async function signUp(phone: string) {
  const { challenge } = await anonymous().auth.signup(signupInput(phone));
  await anonymous().auth.verify({ challenge, otp: await lastOtp(db, phone) });
}

/** The AppError code each call ended with, "ok" for a call that succeeded. */
async function outcomes(calls: Promise<unknown>[]): Promise<string[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((result) => {
    if (result.status === "fulfilled") return "ok";
    expect(result.reason).toBeInstanceOf(TRPCError);
    return ((result.reason as TRPCError).cause as unknown as { code: string }).code;
  });
}

const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;

const hitsOn = async (key: string) =>
  Number(
    (await db.selectFrom("rate_limit_hits").select(db.fn.countAll<string>().as("n")).where("key", "=", key).executeTakeFirstOrThrow()).n,
  );

describe("attempt limits under parallel requests", () => {
  it("spends no more than five attempts of a challenge on a burst of wrong codes, then refuses even the right one", async () => {
    const { challenge } = await anonymous().auth.signup(signupInput("561000001"));
    const right = await lastOtp(db, "561000001");
    const wrong = right === "999999" ? "888888" : "999999";

    const codes = await outcomes(Array.from({ length: 40 }, () => anonymous().auth.verify({ challenge, otp: wrong })));
    expect(codes.every((code) => ["auth.invalidOtp", "auth.challengeExpired", "rateLimited"].includes(code))).toBe(true);
    expect(count(codes, "auth.invalidOtp")).toBeLessThanOrEqual(5);
    const row = await db.selectFrom("otp_challenges").select("attempts").where("id", "=", challenge).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);

    expect(await outcomes([anonymous().auth.verify({ challenge, otp: right })])).toEqual(["auth.challengeExpired"]);
  });

  it("lets no more than ten of a burst of wrong passwords reach the password check", async () => {
    await signUp("561000002");
    const codes = await outcomes(
      Array.from({ length: 30 }, () => anonymous().auth.login({ phone: "561000002", password: "wrong-password" })),
    );
    expect(await hitsOn("login:561000002")).toBe(10);
    expect(count(codes, "auth.invalidCredentials")).toBe(10);
    expect(count(codes, "rateLimited")).toBe(20);
  });
});

describe("sign-up limits", () => {
  it("limits sign-ups per client address, even for fresh phones", async () => {
    const phones = Array.from({ length: 12 }, (_, i) => `5620000${String(i).padStart(2, "0")}`);
    const codes = await outcomes(phones.map((phone) => visitor("10.1.0.1").auth.signup(signupInput(phone))));
    expect(count(codes, "ok")).toBe(10);
    expect(count(codes, "rateLimited")).toBe(2);

    expect(await outcomes([visitor("10.1.0.1").auth.signup(signupInput("562000099"))])).toEqual(["rateLimited"]);
    await expect(visitor("10.1.0.2").auth.signup(signupInput("562000099"))).resolves.toHaveProperty("challenge");
  });

  it("limits sign-ups per phone, so a taken phone cannot be probed from many addresses", async () => {
    await signUp("563000001"); // the first of five sign-ups of this phone in the window
    const probes = Array.from({ length: 8 }, (_, i) =>
      visitor(`10.2.0.${i}`).auth.signup({ ...signupInput("563000001"), email: `probe${i}@example.sa` }),
    );
    const codes = await outcomes(probes);
    expect(count(codes, "auth.phoneTaken")).toBe(4);
    expect(count(codes, "rateLimited")).toBe(4);
  });
});
