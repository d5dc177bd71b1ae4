import type { AppError } from "@amlak/domain";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { createCaller } from "../root.ts";
import { callerFor, contextFor, lastOtp, testServices, TEST_AUTH } from "../testing/harness.ts";

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

const T0 = new Date("2026-11-22T09:00:00Z");
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** A caller from ip whose clock reads `now`, under these sign-in limits. */
const signInAt = (ip: string, now: Date, signInLimits = TEST_AUTH.signInLimits) =>
  createCaller({ ...contextFor(services, null), ip, now: () => now, auth: { ...TEST_AUTH, signInLimits } });

/** A password try: "ok", "wait <seconds>s" when refused for its rate, or the refusal's code. */
async function signIn(phone: string, ip: string, now: Date, password = "wrong-password", limits = TEST_AUTH.signInLimits) {
  try {
    await signInAt(ip, now, limits).auth.login({ phone, password });
    return "ok";
  } catch (error) {
    const refusal = (error as TRPCError).cause as unknown as AppError;
    return refusal.code === "rateLimited" ? `wait ${refusal.params.seconds}s` : refusal.code;
  }
}

/** `times` tries of signIn, one after the other. */
async function signIns(times: number, ...args: Parameters<typeof signIn>) {
  const outcomes: string[] = [];
  for (let i = 0; i < times; i++) outcomes.push(await signIn(...args));
  return outcomes;
}

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

  it("lets no more than three of a burst of wrong passwords from one address reach the password check", async () => {
    await signUp("561000002");
    const codes = await outcomes(
      Array.from({ length: 30 }, () => signInAt("10.4.0.1", T0).auth.login({ phone: "561000002", password: "wrong-password" })),
    );
    expect(await hitsOn("signIn:561000002@10.4.0.1")).toBe(3);
    expect(count(codes, "auth.invalidCredentials")).toBe(3);
    expect(count(codes, "rateLimited")).toBe(27);
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

describe("sign-in limits", () => {
  const OWNER = "10.5.0.1";
  const ATTACKER = "10.5.0.66";
  const wrong = (n: number) => Array<string>(n).fill("auth.invalidCredentials");

  it("lets the owner sign in from his own address after an attacker elsewhere sent a burst of wrong passwords", async () => {
    await signUp("564000001");
    const codes = await outcomes(
      Array.from({ length: 30 }, () => signInAt(ATTACKER, T0).auth.login({ phone: "564000001", password: "wrong-password" })),
    );
    expect(count(codes, "auth.invalidCredentials")).toBe(3);

    expect(await signIn("564000001", OWNER, T0, PASSWORD)).toBe("ok");
    // The attacker's address waits even with the right password, which a refusal must not give away.
    expect(await signIn("564000001", ATTACKER, T0, PASSWORD)).toBe("wait 1s");
  });

  it("makes each further try of a phone from one address wait 1 s, 2 s, 4 s … after three wrong passwords", async () => {
    await signUp("564000002");
    expect(await signIns(4, "564000002", ATTACKER, T0)).toEqual([...wrong(3), "wait 1s"]);
    expect(await signIns(2, "564000002", ATTACKER, later(1))).toEqual([...wrong(1), "wait 2s"]);
    expect(await signIn("564000002", ATTACKER, later(2))).toBe("wait 1s");
    expect(await signIns(2, "564000002", ATTACKER, later(3))).toEqual([...wrong(1), "wait 4s"]);
    expect(await signIns(2, "564000002", ATTACKER, later(7))).toEqual([...wrong(1), "wait 8s"]);
  });

  it("waits no longer than the longest wait, and forgets the failures once the right password comes", async () => {
    await signUp("564000003");
    const limits = { ...TEST_AUTH.signInLimits, freeFailures: 1, maxDelaySeconds: 3 };
    const tries = async (seconds: number) => signIns(2, "564000003", OWNER, later(seconds), "wrong-password", limits);
    expect(await tries(0)).toEqual([...wrong(1), "wait 1s"]);
    expect(await tries(1)).toEqual([...wrong(1), "wait 2s"]);
    expect(await tries(3)).toEqual([...wrong(1), "wait 3s"]);
    expect(await tries(6)).toEqual([...wrong(1), "wait 3s"]);

    expect(await signIn("564000003", OWNER, later(9), PASSWORD, limits)).toBe("ok");
    expect(await tries(10)).toEqual([...wrong(1), "wait 1s"]);
  });

  it("caps the tries of one phone from all addresses together, however many addresses an attacker has", async () => {
    await signUp("564000004");
    const limits = { ...TEST_AUTH.signInLimits, perPhone: 4 };
    const tries = await Promise.all(["10.6.0.1", "10.6.0.2", "10.6.0.3", "10.6.0.4"].map((ip) => signIn("564000004", ip, T0, "x", limits)));
    expect(tries).toEqual(wrong(4));
    expect(await signIn("564000004", "10.6.0.5", T0, "x", limits)).toBe("wait 900s");
    expect(await signIn("564000004", "10.6.0.5", later(901), "x", limits)).toBe("auth.invalidCredentials");
  });

  it("limits the tries from one address across phones", async () => {
    const limits = { ...TEST_AUTH.signInLimits, perAddress: 3 };
    const phones = ["565000001", "565000002", "565000003", "565000004"];
    const tries = [];
    for (const phone of phones) tries.push(await signIn(phone, "10.7.0.1", T0, "x", limits));
    expect(tries).toEqual([...wrong(3), "wait 900s"]);
    expect(await signIn("565000004", "10.7.0.2", T0, "x", limits)).toBe("auth.invalidCredentials");
  });
});
