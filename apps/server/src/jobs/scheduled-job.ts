import type { PaymentGateway } from "@amlak/api";
import type { OpenDatabase } from "@amlak/db";
import type { FatooraPort } from "@amlak/zatca";

/**
 * What a job works with: the database (jobs use its owner pool, across organizations), the payment gateway, the clock
 * and the address people reach the app at (PUBLIC_URL, for links in messages).
 */
export interface JobServices {
  database: OpenDatabase;
  paymentGateway: PaymentGateway;
  /** ZATCA's e-invoicing API, or the built-in sandbox (ZATCA_FATOORA). */
  fatoora: FatooraPort;
  logger: { info(fields: object, message: string): void; error(fields: object, message: string): void };
  /** The clock, passed in so a job's rule never reads the time itself. */
  now: () => Date;
  publicUrl: string;
  /** Opens the organizations' ZATCA signing keys sealed at rest (SECRETS_KEY). */
  secretsKey: Uint8Array;
}

/** A job run on a schedule, in its own queue; a run may be repeated (a retry, a second worker), so it is idempotent. */
export interface ScheduledJob {
  queue: string;
  /** A cron expression in Riyadh time. */
  cron: string;
  run(services: JobServices): Promise<void>;
}
