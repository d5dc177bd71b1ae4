import { organizationsWithPendingInvoices, submitPendingInvoices } from "@amlak/ledger";
import { randomUUID } from "node:crypto";
import type { JobServices, ScheduledJob } from "./scheduled-job.ts";

/**
 * Reports (simplified) and clears (standard) the signed invoices waiting for ZATCA (issue #23), organization by
 * organization, and answers how many it sent. The pending status is the outbox: an invoice is signed pending in the
 * transaction that issues it, and stays so until an answer is recorded, so a failed call is retried on the next run.
 */
async function submitInvoicesToZatca({
  database,
  fatoora,
  now,
  secretsKey,
}: Pick<JobServices, "database" | "fatoora" | "now" | "secretsKey">) {
  let sent = 0;
  for (const orgId of await organizationsWithPendingInvoices(database.owner)) {
    const ctx = { orgId, actor: "zatca-job", requestId: `zatca-${randomUUID()}`, now: now(), secretsKey };
    sent += (await submitPendingInvoices(database.app, ctx, fatoora)).length;
  }
  return sent;
}

/** Every five minutes: ZATCA wants a simplified invoice reported within 24 hours of issue. */
export const zatcaSubmissions: ScheduledJob = {
  queue: "zatca.submissions",
  cron: "*/5 * * * *",
  async run(services) {
    const sent = await submitInvoicesToZatca(services);
    if (sent > 0) services.logger.info({ invoices: sent }, "invoices submitted to ZATCA");
  },
};
