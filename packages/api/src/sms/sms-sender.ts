import { insertOutboxSms, type Db } from "@amlak/db";

interface SmsMessage {
  phone: string;
  body: string;
  purpose: string;
  orgId?: string | null;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The default sender: every message lands in sms_outbox (visible to staff and tests) and the log. */
export function outboxSms(db: Db, log: (line: string) => void = () => {}): SmsSender {
  return {
    async send({ phone, body, purpose, orgId = null }) {
      await insertOutboxSms(db, { phone, body, purpose, org_id: orgId });
      log(`sms to +966${phone} (${purpose})`);
    },
  };
}
