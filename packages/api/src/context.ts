import type { OpenDatabase } from "@amlak/db";
import type { UserType } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import type { AuthConfig } from "./auth/config.ts";
import type { SmsSender } from "./sms/sms-sender.ts";

export interface Caller {
  userId: string;
  orgId: string | null;
  type: UserType;
}

export interface Services {
  database: OpenDatabase;
  sms: SmsSender;
  auth: AuthConfig;
  /** The clock, passed in so rules and tests agree on "now". */
  now: () => Date;
}

export interface Context extends Services {
  lang: Lang;
  requestId: string;
  ip: string;
  caller: Caller | null;
  /** The Idempotency-Key header of a POST, for ledger commands. */
  idempotencyKey: string | null;
}
