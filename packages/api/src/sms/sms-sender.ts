import { insertOutboxSms, type Db } from "@amlak/db";
import { phoneForLog } from "@amlak/schemas";

interface SmsMessage {
  phone: string;
  body: string;
  purpose: string;
  orgId?: string | null;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The default sender: every message lands in sms_outbox (visible to staff and tests) and, its phone masked, the log. */
export function outboxSms(db: Db, log: (line: string) => void = () => {}): SmsSender {
  return {
    async send({ phone, body, purpose, orgId = null }) {
      await insertOutboxSms(db, { phone, body, purpose, org_id: orgId });
      log(`sms to ${phoneForLog(phone)} (${purpose})`);
    },
  };
}
