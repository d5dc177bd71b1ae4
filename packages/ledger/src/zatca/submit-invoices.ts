import { withOrg, type Db } from "@amlak/db";
import type { FatooraAnswer, FatooraPort } from "@amlak/zatca";
import { issuedAt } from "../handlers/document-numbers.ts";
import { runLedgerCommand, type LedgerContext } from "../handlers/ledger-command.ts";
import { invoiceDecider } from "../invoice/invoice.decider.ts";
import { streamId } from "../streams.ts";

/**
 * Sends the organization's signed invoices still waiting for ZATCA — simplified ones for reporting, standard ones for
 * clearance — oldest counter first, and records each answer (InvoiceSubmitted). The call to ZATCA runs outside any
 * transaction, so the chain lock is never held across the network; an invoice whose call fails stays pending for the
 * next run, and an answer recorded twice (two runs at once) is recorded once, the decider ignoring the second.
 */
export async function submitPendingInvoices(db: Db, ctx: LedgerContext, fatoora: FatooraPort): Promise<FatooraAnswer[]> {
  const pending = await withOrg(db, ctx.orgId, async (trx) => ({
    invoices: await trx
      .selectFrom("invoices")
      .select(["id", "zatca_kind", "invoice_hash", "signed_xml"])
      .where("org_id", "=", ctx.orgId)
      .where("zatca_status", "=", "pending")
      .orderBy("icv")
      .execute(),
    certificate: await trx.selectFrom("zatca_credentials").select("certificate_pem").where("org_id", "=", ctx.orgId).executeTakeFirst(),
  }));
  const answers: FatooraAnswer[] = [];
  for (const invoice of pending.invoices) {
    if (!pending.certificate || !invoice.signed_xml || !invoice.invoice_hash) continue;
    const submission = {
      uuid: invoice.id,
      invoiceHash: invoice.invoice_hash,
      xml: invoice.signed_xml,
      certificatePem: pending.certificate.certificate_pem,
    };
    const answer = await (invoice.zatca_kind === "standard" ? fatoora.clear(submission) : fatoora.report(submission));
    await runLedgerCommand(db, ctx, "recordZatcaAnswer", { invoiceId: invoice.id }, (session) =>
      session.execute(invoiceDecider, streamId.invoice(invoice.id), {
        type: "RecordZatcaAnswer",
        data: { invoiceId: invoice.id, status: answer.status, reasons: answer.reasons, submittedAt: issuedAt(session.now) },
      }),
    );
    answers.push(answer);
  }
  return answers;
}

/** The organizations with signed invoices waiting for ZATCA (read across organizations, by the jobs' owner pool). */
export async function organizationsWithPendingInvoices(owner: Db): Promise<string[]> {
  const rows = await owner.selectFrom("invoices").select("org_id").distinct().where("zatca_status", "=", "pending").execute();
  return rows.map((row) => row.org_id);
}
