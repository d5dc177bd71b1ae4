import { claimDueMessage, recordMessageFailure, recordMessageSent, type Db, type DueMessage } from "@amlak/db";
import { phoneForLog } from "@amlak/schemas";
import { DeliveryFailure, type Channels } from "./channel.ts";
import { retryAt } from "./retry-policy.ts";

export interface Delivery {
  /** The owner's pool: the outbox is not the app role's to read. */
  db: Db;
  channels: Channels;
  logger: { info(fields: object, message: string): void; error(fields: object, message: string): void };
  now: () => Date;
}

/** A run stops after this many messages, so one run never holds its job for ever; the next wake-up goes on. */
const MESSAGES_PER_RUN = 500;

/**
 * Sends the messages due now, one at a time: each is claimed with its row locked until its outcome is recorded, so a
 * second worker skips it instead of sending it again, and a worker that dies mid-send leaves it queued (its lock
 * goes with its connection). Answers how many were sent, put off for a retry, and failed for good.
 */
export async function deliverDueMessages({ db, channels, logger, now }: Delivery) {
  const outcomes = { sent: 0, retrying: 0, failed: 0 };
  for (let taken = 0; taken < MESSAGES_PER_RUN; taken++) {
    const outcome = await db.transaction().execute(async (trx) => {
      const message = await claimDueMessage(trx, now());
      if (!message) return null;
      const line = `message to ${recipientForLog(message.recipient)} (${message.purpose})`;
      try {
        const { providerMessageId } = await channels[message.channel].send(message);
        await recordMessageSent(trx, message.id, { providerMessageId, at: now() });
        logger.info({ messageId: message.id }, `${line} sent via ${message.channel}`);
        return "sent" as const;
      } catch (error) {
        const failure = failureOf(error);
        const next = failure.permanent ? null : retryAt(message.attempts + 1, now());
        await recordMessageFailure(trx, message.id, { reason: failure.message, retryAt: next });
        logger.error(
          { messageId: message.id, reason: failure.message },
          `${line} ${next ? "will be retried" : "failed"} via ${message.channel}`,
        );
        return next ? ("retrying" as const) : ("failed" as const);
      }
    });
    if (!outcome) break;
    outcomes[outcome]++;
  }
  return outcomes;
}

/** A bug in an adapter is a failure like any other, worth a retry: the worker goes on with the next message. */
const failureOf = (error: unknown) =>
  error instanceof DeliveryFailure ? error : new DeliveryFailure(error instanceof Error ? error.message : String(error), false);

/** Phones as every log line shows them (the last three digits); an address by its domain only. */
const recipientForLog = (recipient: DueMessage["recipient"]) =>
  recipient.includes("@") ? `*******@${recipient.split("@")[1]}` : phoneForLog(recipient);
