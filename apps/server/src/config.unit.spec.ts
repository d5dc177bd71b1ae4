import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_PLATFORM_SELLER } from "@amlak/api";
import { sandboxFatoora } from "@amlak/zatca";
import { testCertificate } from "@amlak/zatca/testing";
import { readConfig } from "./config.ts";

/** Production with the secrets it requires, the demo's own. */
const PRODUCTION = { NODE_ENV: "production", JWT_SECRET: "a-long-random-secret", DEMO_PASSWORD: "Own@54321", DEMO_OTP: "918273" };

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

describe("production", () => {
  const start = (env: NodeJS.ProcessEnv) => () => readConfig({ ...PRODUCTION, PAYMENT_SANDBOX: "on", ...env });

  it("starts with its own JWT secret and demo password and code", () => {
    expect(start({})).not.toThrow();
  });

  it("refuses to start without JWT_SECRET, which elsewhere is generated beside the data", () => {
    expect(start({ JWT_SECRET: undefined })).toThrow("NODE_ENV is production but JWT_SECRET is not set");
    expect(start({ JWT_SECRET: " " })).toThrow("JWT_SECRET is not set");
  });

  it("refuses to start while the demo account keeps its published password or code, set or left out", () => {
    for (const DEMO_PASSWORD of [undefined, "", "Demo@12345"])
      expect(start({ DEMO_PASSWORD })).toThrow("NODE_ENV is production but DEMO_PASSWORD is the demo account's published default");
    for (const DEMO_OTP of [undefined, "123456", " 123456 "])
      expect(start({ DEMO_OTP })).toThrow("DEMO_OTP is the demo account's published default");
  });

  it("leaves development as it was: no secret needed, the demo's defaults kept", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "amlak-config-"));
    const config = readConfig({ DATA_DIR: dataDir });
    expect(config.auth.demo).toMatchObject({ password: "Demo@12345", otp: "123456" });
    expect(config.auth.jwtSecret.length).toBeGreaterThan(32);
    rmSync(dataDir, { recursive: true });
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

describe("rate limits", () => {
  const config = (env: NodeJS.ProcessEnv = {}) => readConfig({ JWT_SECRET: "test", ...env });

  it("are on by default: 600 requests a minute per address, 20 calls a batch, and the sign-in limits", () => {
    expect(config().rateLimits).toEqual({ requestsPerMinute: 600, batchMax: 20 });
    expect(config().auth.signInLimits).toEqual({ freeFailures: 3, maxDelaySeconds: 900, perAddress: 50, perPhone: 100 });
  });

  it("read RATE_LIMIT_* and LOGIN_LIMIT_*, 0 or off turning the per-address limit off", () => {
    expect(config({ RATE_LIMIT_PER_MINUTE: "1200", RATE_LIMIT_BATCH_MAX: "50" }).rateLimits).toEqual({
      requestsPerMinute: 1200,
      batchMax: 50,
    });
    expect(config({ RATE_LIMIT_PER_MINUTE: "off" }).rateLimits.requestsPerMinute).toBe(0);
    expect(config({ RATE_LIMIT_PER_MINUTE: "0" }).rateLimits.requestsPerMinute).toBe(0);
    const signIn = {
      LOGIN_LIMIT_FREE_FAILURES: "5",
      LOGIN_LIMIT_MAX_DELAY: "60",
      LOGIN_LIMIT_PER_ADDRESS: "200",
      LOGIN_LIMIT_PER_PHONE: "400",
    };
    expect(config(signIn).auth.signInLimits).toEqual({ freeFailures: 5, maxDelaySeconds: 60, perAddress: 200, perPhone: 400 });
  });

  it("refuse what is not a whole number, a batch smaller than the web app's, and a sign-in ceiling of 0", () => {
    expect(() => config({ RATE_LIMIT_PER_MINUTE: "lots" })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => config({ RATE_LIMIT_BATCH_MAX: "10" })).toThrow(/RATE_LIMIT_BATCH_MAX takes a whole number of at least 20/);
    expect(() => config({ LOGIN_LIMIT_PER_PHONE: "0" })).toThrow(/LOGIN_LIMIT_PER_PHONE/);
    expect(() => config({ LOGIN_LIMIT_MAX_DELAY: "1.5" })).toThrow(/LOGIN_LIMIT_MAX_DELAY/);
  });
});

describe("the payment gateway", () => {
  const payments = (env: NodeJS.ProcessEnv) => readConfig({ JWT_SECRET: "test", PORT: "3100", ...env }).payments;

  it("is the sandbox this server serves without MOYASAR_SECRET_KEY, its keys the same on every instance", () => {
    const sandbox = payments({}).sandbox;
    expect(sandbox).toMatchObject({
      publicUrl: "http://localhost:3100",
      webhookUrl: "http://localhost:3100/api/webhooks/payments/sandbox",
    });
    expect(sandbox?.secretKey).toMatch(/^sk_test_/);
    expect(payments({}).sandbox).toEqual(sandbox);
    expect(readConfig({ JWT_SECRET: "other" }).payments.sandbox?.webhookSecret).not.toBe(sandbox?.webhookSecret);
    expect(payments({ PUBLIC_URL: "https://amlak.example.sa/", SANDBOX_WEBHOOK_URL: "http://127.0.0.1:9000/hook" }).sandbox).toMatchObject({
      publicUrl: "https://amlak.example.sa",
      webhookUrl: "http://127.0.0.1:9000/hook",
    });
  });

  it("is Moyasar with its secret key, and refuses to start without the webhook secret that proves its notifications", () => {
    expect(payments({ MOYASAR_SECRET_KEY: "sk_live_x", MOYASAR_WEBHOOK_SECRET: "whsec" }).sandbox).toBeNull();
    expect(() => payments({ MOYASAR_SECRET_KEY: "sk_live_x" })).toThrow(/MOYASAR_WEBHOOK_SECRET is required/);
  });

  it("seals organizations' gateway keys with SECRETS_KEY, or a key derived from the JWT secret, the same on every instance", () => {
    const derived = payments({}).secretsKey;
    expect(derived).toHaveLength(32);
    expect(payments({}).secretsKey).toEqual(derived);
    expect(readConfig({ JWT_SECRET: "other" }).payments.secretsKey).not.toEqual(derived);
    const hex = "ab".repeat(32);
    expect(Buffer.from(payments({ SECRETS_KEY: hex }).secretsKey).toString("hex")).toBe(hex);
    expect(Buffer.from(payments({ SECRETS_KEY: Buffer.alloc(32, 9).toString("base64") }).secretsKey)).toEqual(Buffer.alloc(32, 9));
    expect(() => payments({ SECRETS_KEY: "too-short" })).toThrow(/SECRETS_KEY takes 32 bytes/);
  });

  it("is never the sandbox in production unless asked for, so forgotten keys cannot turn test cards into payments", () => {
    expect(() => payments(PRODUCTION)).toThrow(/MOYASAR_SECRET_KEY is not set/);
    expect(payments({ ...PRODUCTION, PAYMENT_SANDBOX: "on" }).sandbox).not.toBeNull();
    expect(payments({ ...PRODUCTION, MOYASAR_SECRET_KEY: "sk_live_x", MOYASAR_WEBHOOK_SECRET: "whsec" }).sandbox).toBeNull();
  });
});

describe("the platform as seller on subscription invoices", () => {
  const seller = (env: NodeJS.ProcessEnv = {}) => readConfig({ JWT_SECRET: "test", ...env }).platformSeller;

  it("reads PLATFORM_SELLER_NAME_AR, PLATFORM_SELLER_NAME_EN, PLATFORM_VAT_NO and PLATFORM_ADDRESS", () => {
    const env = {
      PLATFORM_SELLER_NAME_AR: " شركة أملاك ",
      PLATFORM_SELLER_NAME_EN: "Amlak Co.",
      PLATFORM_VAT_NO: "310000000000003",
      PLATFORM_ADDRESS: "Jeddah",
    };
    expect(seller(env)).toEqual({ nameAr: "شركة أملاك", nameEn: "Amlak Co.", vatNo: "310000000000003", address: "Jeddah" });
  });

  it("keeps the demo's seller for a setting left out or empty", () => {
    expect(seller({ PLATFORM_VAT_NO: " " })).toEqual(DEMO_PLATFORM_SELLER);
  });
});

describe("the message channels", () => {
  const channels = (env: NodeJS.ProcessEnv) => readConfig({ JWT_SECRET: "test", ...env }).channels;
  const message = { id: "1", recipient: "500000001", body: "-", lang: "en", purpose: "users.invitation", template: null } as const;
  const outcomeOf = (sending: Promise<unknown>) =>
    sending.then(
      (sent) => sent,
      (error: Error) => error.message,
    );

  it("are all the outbox by default, so the two commands need no provider", async () => {
    const { sms, whatsapp, email } = channels({});
    for (const channel of [sms, whatsapp, email])
      expect(await channel.send({ ...message, channel: "sms" })).toEqual({ providerMessageId: null });
  });

  it("fail a channel left without settings once a real SMS provider is set, naming the channel", async () => {
    const { whatsapp, email } = channels({ SMS_PROVIDER: "unifonic", SMS_APP_SID: "sid", SMS_SENDER_NAME: "AMLAK" });
    expect(await outcomeOf(whatsapp.send({ ...message, channel: "whatsapp" }))).toBe("whatsapp is not configured");
    expect(await outcomeOf(email.send({ ...message, channel: "email" }))).toBe("email is not configured");
  });

  it("refuse an unknown SMS provider and a provider without its required settings", () => {
    expect(() => channels({ SMS_PROVIDER: "twilio" })).toThrow("SMS_PROVIDER takes outbox or unifonic, not twilio");
    expect(() => channels({ SMS_PROVIDER: "unifonic", SMS_SENDER_NAME: "AMLAK" })).toThrow(/SMS_APP_SID is required/);
    expect(() => channels({ SMS_PROVIDER: "unifonic", SMS_APP_SID: "sid" })).toThrow(/SMS_SENDER_NAME is required/);
    expect(() => channels({ WHATSAPP_ACCESS_TOKEN: "token" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID is required/);
    expect(() => channels({ SMTP_URL: "smtp://localhost" })).toThrow(/SMTP_FROM is required/);
  });
});

describe("ZATCA_FATOORA", () => {
  const fatoora = (ZATCA_FATOORA?: string) =>
    readConfig({ JWT_SECRET: "test", ...(ZATCA_FATOORA === undefined ? {} : { ZATCA_FATOORA }) }).fatoora;
  afterEach(() => void vi.unstubAllGlobals());

  it("is the built-in sandbox unless set", () => {
    expect(fatoora()).toBe(sandboxFatoora);
    expect(fatoora(" sandbox ")).toBe(sandboxFatoora);
  });

  it("sends to ZATCA's developer portal, simulation or core", async () => {
    const submission = { uuid: "u", invoiceHash: "h", xml: "<x/>", certificatePem: testCertificate().certificatePem, csidSecret: "s" };
    for (const [choice, path] of [
      ["developer", "developer-portal"],
      ["simulation", "simulation"],
      ["core", "core"],
    ]) {
      const calls: string[] = [];
      vi.stubGlobal("fetch", (url: string) => {
        calls.push(url);
        return Promise.resolve(Response.json({ reportingStatus: "REPORTED" }));
      });
      await expect(fatoora(choice).report(submission)).resolves.toMatchObject({ status: "reported" });
      expect(calls).toEqual([`https://gw-fatoora.zatca.gov.sa/e-invoicing/${path}/invoices/reporting/single`]);
    }
  });

  it("sends to ZATCA_FATOORA_URL in its place when given (a proxy, a test's fake)", () => {
    const config = readConfig({ JWT_SECRET: "test", ZATCA_FATOORA: "core", ZATCA_FATOORA_URL: " http://127.0.0.1:8443/core " });
    expect([config.fatooraEnvironment, config.fatooraBaseUrl]).toEqual(["core", "http://127.0.0.1:8443/core"]);
    expect(readConfig({ JWT_SECRET: "test", ZATCA_FATOORA_URL: "http://127.0.0.1:8443/core" }).fatooraBaseUrl).toBeUndefined();
  });

  it("refuses anything else", () => {
    expect(() => fatoora("production")).toThrow("ZATCA_FATOORA=production: expected sandbox, developer, simulation or core");
  });
});
