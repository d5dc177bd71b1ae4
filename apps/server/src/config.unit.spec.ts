import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

const trustProxy = (TRUST_PROXY?: string) =>
  readConfig({ JWT_SECRET: "test", ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) }).trustProxy;

describe("TRUST_PROXY", () => {
  it("is off unless set", () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy("")).toBe(false);
    expect(trustProxy("false")).toBe(false);
  });

  it("reads true or a list of addresses and CIDRs", () => {
    expect(trustProxy("true")).toBe(true);
    expect(trustProxy("10.0.0.0/8, 127.0.0.1")).toBe("10.0.0.0/8, 127.0.0.1");
  });

  it("refuses a hop count, which Fastify would take as trusting no one", () => {
    expect(() => trustProxy("2")).toThrow(/not a hop count/);
  });
});

describe("DEMO_PHONE", () => {
  const demoPhone = (DEMO_PHONE?: string) =>
    readConfig({ JWT_SECRET: "test", ...(DEMO_PHONE === undefined ? {} : { DEMO_PHONE }) }).auth.demo.phone;

  it("is stored as the nine digits sign-in looks up, however it is written", () => {
    expect(demoPhone()).toBe("500000001");
    for (const written of ["0500000001", "+966 50 000 0001", "966500000001", "500000001", "٠٥٠٠٠٠٠٠٠١"])
      expect(demoPhone(written)).toBe("500000001");
  });

  it("refuses a number that is not a Saudi mobile", () => {
    expect(() => demoPhone("12345")).toThrow(/DEMO_PHONE/);
  });
});
