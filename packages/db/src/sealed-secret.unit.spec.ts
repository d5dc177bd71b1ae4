import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./sealed-secret.ts";

const key = new Uint8Array(32).fill(1);

describe("a sealed secret", () => {
  it("opens with its key, never shows the secret, and differs each time it is sealed", () => {
    const sealed = sealSecret(key, "sk_live_amlak_9f3c");
    expect(sealed).not.toContain("sk_live");
    expect(openSecret(key, sealed)).toBe("sk_live_amlak_9f3c");
    expect(sealSecret(key, "sk_live_amlak_9f3c")).not.toBe(sealed);
  });

  it("refuses another key and an altered text", () => {
    const sealed = sealSecret(key, "whsec_1");
    expect(() => openSecret(new Uint8Array(32).fill(2), sealed)).toThrow();
    const [nonce, tag, text] = sealed.split(".");
    const altered = `${nonce}.${tag}.${Buffer.from("whsec_2").toString("base64url")}`;
    expect(altered).not.toBe(`${nonce}.${tag}.${text}`);
    expect(() => openSecret(key, altered)).toThrow();
  });
});
