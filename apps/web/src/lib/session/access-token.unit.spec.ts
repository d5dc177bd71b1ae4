import { describe, expect, it } from "vitest";
import { hasUsableVersion, readClaims } from "./access-token.ts";

const tokenWith = (payload: object) => ["e30", Buffer.from(JSON.stringify(payload)).toString("base64url"), "signature"].join(".");

describe("the access token as the browser reads it", () => {
  it("reads exp and version from the payload, including base64url characters", () => {
    const claims = readClaims(tokenWith({ exp: 1_800_000_000, version: "1.01", name: "؟؟>>" }));
    expect(claims).toMatchObject({ exp: 1_800_000_000, version: "1.01" });
  });

  it("gives null for something that is not a JWT", () => {
    expect(readClaims("not-a-token")).toBeNull();
    expect(readClaims("a.%%%.c")).toBeNull();
  });

  it("accepts version 1.01 and later, and rejects a missing or older version (SPEC §7)", () => {
    expect(hasUsableVersion({ version: "1.01" })).toBe(true);
    expect(hasUsableVersion({ version: "1.10" })).toBe(true);
    expect(hasUsableVersion({ version: "1.0" })).toBe(false);
    expect(hasUsableVersion({})).toBe(false);
    expect(hasUsableVersion(null)).toBe(false);
  });
});
