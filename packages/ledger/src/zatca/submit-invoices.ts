import { openSecret, withOrg, type Db } from "@amlak/db";
import type { FatooraAnswer, FatooraPort } from "@amlak/zatca";
import { sql } from "kysely";
import { creditNoteDecider } from "../credit-note/credit-note.decider.ts";
import { issuedAt } from "../handlers/document-numbers.ts";
import { runLedgerCommand, type LedgerContext } from "../handlers/ledger-command.ts";
import { invoiceDecider } from "../invoice/invoice.decider.ts";
import { streamId } from "../streams.ts";

/**
 * Sends the organization's signed invoices and credit and debit notes still waiting for ZATCA — simplified ones for
 * reporting, standard ones for clearance — oldest counter first, and records each answer (InvoiceSubmitted,
 * CreditNoteSubmitted) with ZATCA's warnings and the document as it cleared it. The call to ZATCA runs outside any transaction, so the chain lock is never held across the
 * network; a document whose call fails stays pending for the next run, and an answer recorded twice (two runs at
 * once) is recorded once, the decider ignoring the second.
 */
export async function submitPendingInvoices(db: Db, ctx: LedgerContext, fatoora: FatooraPort): Promise<FatooraAnswer[]> {
  const pending = await withOrg(db, ctx.orgId, async (trx) => ({
    documents: await trx
      .selectFrom("invoices")
      .select(["id", "zatca_kind", "invoice_hash", "signed_xml", "icv", sql<boolean>`false`.as("is_note")])
      .where("org_id", "=", ctx.orgId)
      .where("zatca_status", "=", "pending")
      .unionAll((eb) =>
        eb
          .selectFrom("credit_notes")
          .select(["id", "zatca_kind", "invoice_hash", "signed_xml", "icv", sql<boolean>`true`.as("is_note")])
          .where("org_id", "=", ctx.orgId)
          .where("zatca_status", "=", "pending"),
      )
      .orderBy("icv")
      .execute(),
    credentials: await trx
      .selectFrom("zatca_credentials")
      .select(["certificate_pem", "csid_secret_sealed"])
      .where("org_id", "=", ctx.orgId)
      .executeTakeFirst(),
  }));
  const { credentials } = pending;
  const csidSecret = credentials?.csid_secret_sealed ? openSecret(ctx.secretsKey, credentials.csid_secret_sealed) : undefined;
  const answers: FatooraAnswer[] = [];
  for (const document of pending.documents) {
    if (!credentials || !document.signed_xml || !document.invoice_hash) continue;
    const submission = {
      uuid: document.id,
      invoiceHash: document.invoice_hash,
      xml: document.signed_xml,
      certificatePem: credentials.certificate_pem,
      csidSecret,
    };
    const answer = await (document.zatca_kind === "standard" ? fatoora.clear(submission) : fatoora.report(submission));
    await runLedgerCommand(db, ctx, "recordZatcaAnswer", { invoiceId: document.id }, async (session) => {
      const recorded = {
        status: answer.status,
        reasons: answer.reasons,
        ...(answer.warnings?.length && { warnings: answer.warnings }),
        ...(answer.status === "cleared" && answer.clearedXml !== undefined && { clearedXml: answer.clearedXml }),
        submittedAt: issuedAt(session.now),
      };
      await (document.is_note
        ? session.execute(creditNoteDecider, streamId.creditNote(document.id), {
            type: "RecordCreditNoteAnswer",
            data: { ...recorded, noteId: document.id },
          })
        : session.execute(invoiceDecider, streamId.invoice(document.id), {
            type: "RecordZatcaAnswer",
            data: { ...recorded, invoiceId: document.id },
          }));
    });
    answers.push(answer);
  }
  return answers;
}

/** The organizations with signed invoices or notes waiting for ZATCA (read across organizations, by the jobs' owner pool). */
export async function organizationsWithPendingInvoices(owner: Db): Promise<string[]> {
  const rows = await owner
    .selectFrom("invoices")
    .select("org_id")
    .where("zatca_status", "=", "pending")
    .union((eb) => eb.selectFrom("credit_notes").select("org_id").where("zatca_status", "=", "pending"))
    .execute();
  return rows.map((row) => row.org_id);
}
