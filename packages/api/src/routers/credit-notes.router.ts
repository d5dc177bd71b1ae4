import { findCreditNote, findInvoice, findUserById, listInvoiceNotes, withOrg } from "@amlak/db";
import { AppError, hiddenPaymentTypes } from "@amlak/domain";
import { issueCreditNote } from "@amlak/ledger";
import { money, toFixed2 } from "@amlak/money";
import { ZCreditNoteIdSchema, ZInvoiceNotesSchema, ZIssueCreditNoteSchema } from "@amlak/schemas";
import { creditNoteOutput } from "../ledger/credit-note-output.ts";
import { documentXml } from "../ledger/invoice-output.ts";
import { actionProcedure, ledgerCommandProcedure } from "../ledger/ledger-procedures.ts";
import { ZCreditNoteOutput, ZCreditNoteXmlOutput, ZInvoiceNoteRowOutput, ZIssuedDocumentOutput } from "../outputs/ledger.output.ts";
import { router } from "../trpc.ts";
import { z } from "zod";

const readDocuments = actionProcedure("payments.read");

/** Credit and debit notes on the organization's tax invoices (issue #23). */
export const creditNotesRouter = router({
  /**
   * A credit or debit note on a tax invoice. An invoice for a payment the caller's role may not see is refused as one
   * that does not exist; the ledger refuses a credit beyond what the invoice still stands for.
   */
  issue: ledgerCommandProcedure("documents.issue")
    .input(ZIssueCreditNoteSchema)
    .output(ZIssuedDocumentOutput)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.database.app;
      const visible = await withOrg(db, ctx.orgId, (trx) => findInvoice(trx, input.invoice_id, hiddenPaymentTypes(ctx.caller.type)));
      if (!visible) throw new AppError("creditNote.invoiceNotFound");
      const { noteId, number } = await issueCreditNote(db, ctx.ledger, {
        invoiceId: input.invoice_id,
        noteType: input.note_type,
        reason: input.reason,
        details: input.details ?? "",
        amount: toFixed2(input.amount),
      });
      return { id: noteId, number };
    }),

  /** The notes issued on an invoice, oldest first. */
  ofInvoice: readDocuments
    .input(ZInvoiceNotesSchema)
    .output(z.array(ZInvoiceNoteRowOutput))
    .query(async ({ ctx, input }) => {
      const invoice = await findInvoice(ctx.trx, input.invoice_id, hiddenPaymentTypes(ctx.caller.type));
      if (!invoice) throw new AppError("notFound");
      const rows = await listInvoiceNotes(ctx.trx, invoice.id);
      return rows.map((row) => ({ ...row, totalWithoutVat: money(row.totalWithoutVat), vat: money(row.vat), total: money(row.total) }));
    }),

  /** The note as printed, with the invoice it corrects and its QR; its lines read in the caller's language and calendar. */
  get: readDocuments
    .input(ZCreditNoteIdSchema)
    .output(ZCreditNoteOutput)
    .query(async ({ ctx, input }) => {
      const row = await findCreditNote(ctx.trx, input.id, hiddenPaymentTypes(ctx.caller.type));
      if (!row) throw new AppError("notFound");
      const user = await findUserById(ctx.trx, ctx.caller.userId);
      return creditNoteOutput(row, { lang: ctx.lang, dateType: user?.date_type ?? "md" });
    }),

  /**
   * The note's UBL 2.1 document (ZATCA phase 2) — as ZATCA cleared it for a cleared standard note, as we signed it
   * otherwise; null when the organization is not onboarded.
   */
  xml: readDocuments
    .input(ZCreditNoteIdSchema)
    .output(ZCreditNoteXmlOutput)
    .query(async ({ ctx, input }) => {
      const row = await findCreditNote(ctx.trx, input.id, hiddenPaymentTypes(ctx.caller.type));
      if (!row) throw new AppError("notFound");
      return { note_type: row.note_type, number: row.number, xml: documentXml(row) };
    }),
});
