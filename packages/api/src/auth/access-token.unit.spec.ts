import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { TEST_AUTH } from "../testing/harness.ts";
import { readAccessToken, signAccessToken } from "./access-token.ts";

const caller = {
  userId: "11111111-1111-4111-8111-111111111111",
  orgId: "22222222-2222-4222-8222-222222222222",
  type: "client" as const,
  sessionVersion: 0,
};
const now = new Date("2026-11-22T10:00:00Z");

const tokenWith = (claims: Record<string, unknown>, secret = TEST_AUTH.jwtSecret) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(caller.userId)
    .setIssuedAt(now)
    .setExpirationTime(new Date(now.getTime() + 900_000))
    .sign(secret);

describe("access tokens", () => {
  it("round-trips the caller", async () => {
    expect(await readAccessToken(TEST_AUTH, await signAccessToken(TEST_AUTH, caller, now), now)).toEqual(caller);
  });

  it("refuses a token whose version is missing or below 1.01 (SPEC §7)", async () => {
    expect(await readAccessToken(TEST_AUTH, await tokenWith({ org: caller.orgId, type: "client" }), now)).toBeNull();
    expect(await readAccessToken(TEST_AUTH, await tokenWith({ org: caller.orgId, type: "client", version: "1.00" }), now)).toBeNull();
    expect(await readAccessToken(TEST_AUTH, await tokenWith({ org: caller.orgId, type: "client", version: "1.02" }), now)).toEqual(caller);
  });

  it("refuses an expired token and one signed with another secret", async () => {
    const token = await signAccessToken(TEST_AUTH, caller, now);
    expect(await readAccessToken(TEST_AUTH, token, new Date(now.getTime() + TEST_AUTH.accessTtlSeconds * 1000 + 1000))).toBeNull();
    const foreign = await tokenWith({ version: "1.01" }, new TextEncoder().encode("another-secret-another-secret-12345"));
    expect(await readAccessToken(TEST_AUTH, foreign, now)).toBeNull();
  });
});
