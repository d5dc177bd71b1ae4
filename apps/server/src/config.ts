import {
  DEFAULT_SIGN_IN_LIMITS,
  DEMO_PLATFORM_SELLER,
  localFileStorage,
  moyasarGateway,
  s3FileStorage,
  type AuthConfig,
  type FileStorage,
  type PaymentGateway,
  type PlatformSeller,
} from "@amlak/api";
import { FATOORA_BASE_URLS, fatooraHttp, sandboxFatoora, type FatooraEnvironment, type FatooraPort } from "@amlak/zatca";
import type { SiteSettings } from "@amlak/domain";
import { normalizeSaudiPhone, TRPC_BATCH_MAX_CALLS } from "@amlak/schemas";
import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { outboxChannel, unconfiguredChannel, type Channel, type Channels } from "./messages/channel.ts";
import { smtpChannel } from "./messages/smtp.channel.ts";
import { UNIFONIC_API_URL, unifonicChannel } from "./messages/unifonic.channel.ts";
import { WHATSAPP_API_URL, whatsAppChannel } from "./messages/whatsapp.channel.ts";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./plugins/rate-limits.ts";
import type { SandboxGatewaySettings } from "./sandbox-gateway/sandbox-gateway.ts";
import { siteSettingsOf } from "./site-config.ts";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: string;
  webDist: string;
  trustProxy: boolean | string;
  rateLimits: RateLimits;
  /** Whether the server also works the scheduled jobs; false where `npm run worker` processes do (JOBS_IN_SERVER=false). */
  jobsInServer: boolean;
  auth: AuthConfig;
  storage: FileStorage;
  payments: PaymentsConfig;
  platformSeller: PlatformSeller;
  /** How messages reach people: each channel's provider, or the outbox alone (the default). */
  channels: Channels;
  /** The public site's contact points, analytics and meeting booking (site-config.ts). */
  site: SiteSettings;
  /** ZATCA's e-invoicing API for reporting and clearance: the built-in sandbox unless ZATCA_FATOORA says otherwise. */
  fatoora: FatooraPort;
  /** Which of them: the sandbox or ZATCA's environment that CSIDs are asked of (npm run zatca:csid). */
  fatooraEnvironment: "sandbox" | FatooraEnvironment;
  /** Where that environment's API is: ZATCA's gateway, or ZATCA_FATOORA_URL (a proxy, a test's fake); none for the sandbox. */
  fatooraBaseUrl: string | undefined;
}

interface PaymentsConfig {
  gateway: PaymentGateway;
  /** Where payers come back to from the gateway's page (PUBLIC_URL, by default this server on localhost). */
  publicUrl: string;
  /** The built-in sandbox gateway's settings when it is the gateway (no MOYASAR_SECRET_KEY); null with Moyasar. */
  sandbox: SandboxGatewaySettings | null;
  /** Seals organizations' own gateway keys in the database (SECRETS_KEY, by default derived from the JWT secret). */
  secretsKey: Uint8Array;
  moyasarApiUrl: string;
}

const MOYASAR_API_URL = "https://api.moyasar.com/v1";

const DEMO_DEFAULTS = { phone: "0500000001", password: "Demo@12345", otp: "123456" };

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  if (env.NODE_ENV === "production") refuseDevelopmentSecrets(env);
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? ".data");
  const port = Number(env.PORT ?? 3000);
  const jwtSecret = new TextEncoder().encode(env.JWT_SECRET ?? localSecret(dataDir));
  const fatooraEnvironment = fatooraEnvironmentOf(env);
  const fatooraBaseUrl =
    fatooraEnvironment === "sandbox" ? undefined : env.ZATCA_FATOORA_URL?.trim() || FATOORA_BASE_URLS[fatooraEnvironment];
  return {
    port,
    host: env.HOST ?? "localhost",
    logLevel: env.LOG_LEVEL ?? "info",
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? "apps/web/dist"),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimits: {
      requestsPerMinute:
        env.RATE_LIMIT_PER_MINUTE?.trim() === "off" ? 0 : countOf(env, "RATE_LIMIT_PER_MINUTE", DEFAULT_RATE_LIMITS.requestsPerMinute),
      // Lower than the web app's batches, the app itself would be refused.
      batchMax: countOf(env, "RATE_LIMIT_BATCH_MAX", DEFAULT_RATE_LIMITS.batchMax, TRPC_BATCH_MAX_CALLS),
    },
    jobsInServer: env.JOBS_IN_SERVER !== "false",
    auth: {
      jwtSecret,
      accessTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900),
      refreshTtlDays: Number(env.REFRESH_TOKEN_TTL_DAYS ?? 30),
      otpTtlSeconds: Number(env.OTP_TTL_SECONDS ?? 300),
      demo: {
        phone: demoPhoneOf(env.DEMO_PHONE ?? DEMO_DEFAULTS.phone),
        password: env.DEMO_PASSWORD ?? DEMO_DEFAULTS.password,
        otp: env.DEMO_OTP ?? DEMO_DEFAULTS.otp,
      },
      signInLimits: {
        freeFailures: countOf(env, "LOGIN_LIMIT_FREE_FAILURES", DEFAULT_SIGN_IN_LIMITS.freeFailures),
        maxDelaySeconds: countOf(env, "LOGIN_LIMIT_MAX_DELAY", DEFAULT_SIGN_IN_LIMITS.maxDelaySeconds),
        perAddress: countOf(env, "LOGIN_LIMIT_PER_ADDRESS", DEFAULT_SIGN_IN_LIMITS.perAddress, 1),
        perPhone: countOf(env, "LOGIN_LIMIT_PER_PHONE", DEFAULT_SIGN_IN_LIMITS.perPhone, 1),
      },
    },
    storage: storageOf(env, dataDir),
    payments: paymentsOf(env, port, jwtSecret),
    platformSeller: platformSellerOf(env),
    channels: channelsOf(env),
    site: siteSettingsOf(env),
    fatoora: fatooraBaseUrl === undefined ? sandboxFatoora : fatooraHttp({ baseUrl: fatooraBaseUrl }),
    fatooraEnvironment,
    fatooraBaseUrl,
  };
}

/**
 * SMS_PROVIDER=outbox (the default) delivers nothing: a message counts as sent when the worker takes it, and any
 * channel without settings of its own is the outbox too, so `npm start` needs nothing. With a real SMS provider the
 * deployment delivers for real, and a channel left without settings fails its messages, saying so.
 */
function channelsOf(env: NodeJS.ProcessEnv): Channels {
  const setting = (name: string) => env[name]?.trim() || undefined;
  const provider = setting("SMS_PROVIDER") ?? "outbox";
  if (provider !== "outbox" && provider !== "unifonic") throw new Error(`SMS_PROVIDER takes outbox or unifonic, not ${provider}`);
  const required = (name: string, why: string) => {
    const value = setting(name);
    if (!value) throw new Error(`${name} is required ${why}`);
    return value;
  };
  const otherwise = (channel: keyof Channels): Channel => (provider === "outbox" ? outboxChannel : unconfiguredChannel(channel));
  const whatsAppToken = setting("WHATSAPP_ACCESS_TOKEN");
  const smtpUrl = setting("SMTP_URL");
  return {
    sms:
      provider === "unifonic"
        ? unifonicChannel({
            appSid: required("SMS_APP_SID", "with SMS_PROVIDER=unifonic"),
            senderName: required("SMS_SENDER_NAME", "with SMS_PROVIDER=unifonic: the sender name registered with Unifonic"),
            apiUrl: setting("SMS_API_URL") ?? UNIFONIC_API_URL,
          })
        : outboxChannel,
    whatsapp: whatsAppToken
      ? whatsAppChannel({
          accessToken: whatsAppToken,
          phoneNumberId: required("WHATSAPP_PHONE_NUMBER_ID", "with WHATSAPP_ACCESS_TOKEN"),
          apiUrl: (setting("WHATSAPP_API_URL") ?? WHATSAPP_API_URL).replace(/\/+$/, ""),
        })
      : otherwise("whatsapp"),
    email: smtpUrl ? smtpChannel({ url: smtpUrl, from: required("SMTP_FROM", "with SMTP_URL") }) : otherwise("email"),
  };
}

/** The seller on subscription invoices; a setting left out keeps the demo's value. */
function platformSellerOf(env: NodeJS.ProcessEnv): PlatformSeller {
  const setting = (name: string, fallback: string) => env[name]?.trim() || fallback;
  return {
    nameAr: setting("PLATFORM_SELLER_NAME_AR", DEMO_PLATFORM_SELLER.nameAr),
    nameEn: setting("PLATFORM_SELLER_NAME_EN", DEMO_PLATFORM_SELLER.nameEn),
    vatNo: setting("PLATFORM_VAT_NO", DEMO_PLATFORM_SELLER.vatNo),
    address: setting("PLATFORM_ADDRESS", DEMO_PLATFORM_SELLER.address),
  };
}

/**
 * Moyasar when MOYASAR_SECRET_KEY is set, otherwise the sandbox gateway this server serves itself (Moyasar's API under
 * PUBLIC_URL/sandbox-gateway/v1), which production takes only when asked to (PAYMENT_SANDBOX=on). The sandbox's keys derive from the JWT secret, so every instance holds the same ones;
 * SANDBOX_SECRET_KEY sets its API key for a developer who calls it by hand (a SADAD bill paid).
 */
function paymentsOf(env: NodeJS.ProcessEnv, port: number, jwtSecret: Uint8Array): PaymentsConfig {
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, "");
  const accounts = { secretsKey: secretsKeyOf(env, jwtSecret), moyasarApiUrl: MOYASAR_API_URL };
  const secretKey = env.MOYASAR_SECRET_KEY?.trim();
  if (secretKey) {
    const webhookSecret = env.MOYASAR_WEBHOOK_SECRET?.trim();
    if (!webhookSecret)
      throw new Error("MOYASAR_WEBHOOK_SECRET is required with MOYASAR_SECRET_KEY: without it no payment notification can be believed");
    return {
      gateway: moyasarGateway({ name: "moyasar", apiBase: MOYASAR_API_URL, secretKey, webhookSecret }),
      publicUrl,
      sandbox: null,
      ...accounts,
    };
  }
  // A deployment that forgot Moyasar's keys would otherwise take test cards as real payments.
  if (env.NODE_ENV === "production" && env.PAYMENT_SANDBOX !== "on")
    throw new Error(
      "NODE_ENV is production but MOYASAR_SECRET_KEY is not set: set Moyasar's keys, or PAYMENT_SANDBOX=on to take test cards on purpose",
    );
  const derived = (purpose: string) => createHmac("sha256", jwtSecret).update(`sandbox-gateway ${purpose}`).digest("base64url");
  const sandbox: SandboxGatewaySettings = {
    publicUrl,
    secretKey: env.SANDBOX_SECRET_KEY?.trim() || `sk_test_${derived("secret key")}`,
    webhookSecret: derived("webhook secret"),
    webhookUrl: env.SANDBOX_WEBHOOK_URL?.trim() || `${publicUrl}/api/webhooks/payments/sandbox`,
  };
  return {
    gateway: moyasarGateway({ name: "sandbox", apiBase: `${publicUrl}/sandbox-gateway/v1`, ...sandbox }),
    publicUrl,
    sandbox,
    ...accounts,
  };
}

/**
 * SECRETS_KEY: 32 bytes as 64 hex digits or base64. Without it the key derives from the JWT secret, so every
 * instance holds the same one; changing either then makes the organizations' saved gateway keys unreadable.
 */
function secretsKeyOf(env: NodeJS.ProcessEnv, jwtSecret: Uint8Array): Uint8Array {
  const setting = env.SECRETS_KEY?.trim();
  if (!setting) return createHmac("sha256", jwtSecret).update("secrets key").digest();
  const key = /^[0-9a-f]{64}$/i.test(setting) ? Buffer.from(setting, "hex") : Buffer.from(setting, "base64");
  if (key.length !== 32) throw new Error("SECRETS_KEY takes 32 bytes, as 64 hex digits or in base64");
  return key;
}

/** Uploaded files go to the S3-compatible bucket S3_BUCKET names, otherwise to DATA_DIR/uploads. */
function storageOf(env: NodeJS.ProcessEnv, dataDir: string): FileStorage {
  if (!env.S3_BUCKET) return localFileStorage(path.join(dataDir, "uploads"));
  return s3FileStorage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? "us-east-1",
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
    ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  });
}

/**
 * TRUST_PROXY: true/false, or addresses and CIDRs separated by commas (Fastify splits them). A hop count is refused:
 * Fastify 5.12 trusts no one for one (it cannot tell a proxy from a client that sends enough hops), so accepting it
 * would silently log every request with the proxy's address.
 */
function trustProxyOf(value = ""): boolean | string {
  const trimmed = value.trim();
  if (trimmed === "" || trimmed === "false") return false;
  if (trimmed === "true") return true;
  if (/^\d+$/.test(trimmed)) throw new Error("TRUST_PROXY takes the proxies' addresses or CIDRs (10.0.0.0/8,127.0.0.1), not a hop count");
  return trimmed;
}

/** A whole-number setting, `fallback` when unset. */
function countOf(env: NodeJS.ProcessEnv, name: string, fallback: number, least = 0): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < least) throw new Error(`${name} takes a whole number of at least ${least}, not ${value}`);
  return Number(value);
}

/** DEMO_PHONE as a user would type it (0500000001, +966 50 000 0001), stored and looked up like any phone. */
function demoPhoneOf(value: string): string {
  const phone = normalizeSaudiPhone(value);
  if (phone === null) throw new Error(`DEMO_PHONE is not a Saudi mobile number: ${value}`);
  return phone;
}

/**
 * What a developer's machine may keep and production may not: a JWT secret generated into a file beside the data (each
 * instance would make its own), and the demo account's published password and code (anyone could sign in as it, or
 * reset its password with the code).
 */
function refuseDevelopmentSecrets(env: NodeJS.ProcessEnv) {
  if (!env.JWT_SECRET?.trim())
    throw new Error("NODE_ENV is production but JWT_SECRET is not set: set it to a long random secret, the same on every instance");
  for (const [name, published] of [
    ["DEMO_PASSWORD", DEMO_DEFAULTS.password],
    ["DEMO_OTP", DEMO_DEFAULTS.otp],
  ] as const)
    if ((env[name]?.trim() || published) === published)
      throw new Error(`NODE_ENV is production but ${name} is the demo account's published default: set ${name} to a secret of your own`);
}

/** Without JWT_SECRET, a random secret kept beside the embedded database, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * ZATCA_FATOORA=sandbox (the default) answers reporting and clearance from the built-in sandbox, which checks the
 * hash, the signature and the certificate itself; developer, simulation and core send them to ZATCA's Fatoora API
 * in that environment (its developer portal, its simulation, production), authenticated with the organization's
 * CSID (npm run zatca:csid).
 */
function fatooraEnvironmentOf(env: NodeJS.ProcessEnv): "sandbox" | FatooraEnvironment {
  const choice = env.ZATCA_FATOORA?.trim() || "sandbox";
  if (choice !== "sandbox" && !Object.hasOwn(FATOORA_BASE_URLS, choice))
    throw new Error(`ZATCA_FATOORA=${choice}: expected sandbox, developer, simulation or core`);
  return choice as "sandbox" | FatooraEnvironment;
}
