import { riyadhToday } from "@amlak/domain";
import { findTenantsWithAdvanceDue } from "@amlak/db";
import { applyAdvance } from "@amlak/ledger";
import { randomUUID } from "node:crypto";
import type { JobServices, ScheduledJob } from "./scheduled-job.ts";

/**
 * Pays the instalments that fall due today from the advances tenants' vouchers hold (issue #23), and answers how many
 * tenants it paid for. Each tenant's advance is applied in its own command under the tenant's lock, so a second run,
 * a retry or two workers at once find nothing left to pay.
 */
export async function applyAdvancesDue({ database, now, secretsKey }: Pick<JobServices, "database" | "now" | "secretsKey">) {
  const at = now();
  const today = riyadhToday(at);
  let paid = 0;
  for (const { orgId, tenantId } of await findTenantsWithAdvanceDue(database.owner, today)) {
    const ctx = { orgId, actor: "advances-job", requestId: `advances-${randomUUID()}`, now: at, secretsKey };
    const applied = await applyAdvance(database.app, ctx, { tenantId, paidDate: today, dueBy: today });
    if (applied.length > 0) paid++;
  }
  return { today, paid };
}

/** Early in the Riyadh morning, before reminders go out for the day, and again at noon to catch up a missed run. */
export const advancesApplied: ScheduledJob = {
  queue: "collections.advances",
  cron: "30 5,12 * * *",
  async run(services) {
    const { today, paid } = await applyAdvancesDue(services);
    services.logger.info({ today, tenants: paid }, "advances applied to instalments due");
  },
};
