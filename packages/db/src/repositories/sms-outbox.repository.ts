import type { Db } from "../client.ts";

export const insertOutboxSms = (db: Db, row: { phone: string; body: string; purpose: string; org_id: string | null }) =>
  db.insertInto("sms_outbox").values(row).execute();
