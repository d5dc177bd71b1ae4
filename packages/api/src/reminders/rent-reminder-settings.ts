import { findRentReminderSender, type Trx } from "@amlak/db";
import type { RentReminderSettings } from "@amlak/domain";
import { loadAuthorization } from "../authorization.ts";

/**
 * Which rent reminders the organization sends on `today`: none unless its SMS reminder is on, it has a name and an
 * account owner (not the demo account), and its effective package is paid (the rent-reminder phone is a paid feature,
 * SPEC §5); then its two switches beyond the SPEC. Read inside the organization's transaction, by the payment screens
 * and by the job alike.
 */
export async function rentReminderSettings(trx: Trx, orgId: string, today: string): Promise<RentReminderSettings> {
  const org = await findRentReminderSender(trx, orgId);
  if (!org?.send_sms_reminder || !org.can_send) return { enabled: false, onDueDate: false, whenOverdue: false };
  const { subscription } = await loadAuthorization(trx, { orgId, type: "client", lang: "ar", today });
  return { enabled: subscription.paid, onDueDate: org.remind_on_due_date, whenOverdue: org.remind_when_overdue };
}
