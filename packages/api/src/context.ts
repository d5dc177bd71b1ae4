import type { OpenDatabase } from "@amlak/db";
import type { UserType } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import type { AuthConfig } from "./auth/config.ts";
import type { PortalCaller } from "./auth/portal-token.ts";
import type { FileStorage } from "./documents/file-storage.ts";
import type { PaymentGateway } from "./payment-gateway/payment-gateway.ts";
import type { PlatformSeller } from "./subscriptions/platform-seller.ts";

export interface Caller {
  userId: string;
  orgId: string | null;
  type: UserType;
  /** The user's session version when the token was issued; a newer one in the database ends this session. */
  sessionVersion: number;
}

export interface Services {
  database: OpenDatabase;
  auth: AuthConfig;
  /** Uploaded files (local disk or an S3-compatible bucket). */
  storage: FileStorage;
  /** Moyasar when its keys are set, otherwise the built-in sandbox gateway (DESIGN §9). */
  paymentGateway: PaymentGateway;
  /** The product's own address (PUBLIC_URL): where a payer comes back to from the gateway's page. */
  publicUrl: string;
  /** The seller named on the platform's subscription invoices. */
  platformSeller: PlatformSeller;
  /** The AES-256 key (32 bytes) sealing secrets kept in the database: organizations' gateway keys (SECRETS_KEY). */
  secretsKey: Uint8Array;
  /** Moyasar's API, where organizations' own gateway accounts are called (tests point it at the sandbox, which speaks it). */
  moyasarApiUrl: string;
  /** The clock, passed in so rules and tests agree on "now". */
  now: () => Date;
}

export interface Context extends Services {
  lang: Lang;
  requestId: string;
  ip: string;
  caller: Caller | null;
  /** The tenant or owner of a portal token; such a request has no member caller. */
  portal?: PortalCaller | null;
  /** The Idempotency-Key header: a mutation with one runs once per key in its organization (answerOncePerKey). */
  idempotencyKey: string | null;
}
