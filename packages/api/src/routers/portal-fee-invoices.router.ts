import { findCreditNote, findInvoice, findPortalFeeDocument, listPortalFeeInvoices } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { money } from "@amlak/money";
import { ZPortalPaymentSchema } from "@amlak/schemas";
import { z } from "zod";
import { creditNoteOutput } from "../ledger/credit-note-output.ts";
import { invoiceOutput } from "../ledger/invoice-output.ts";
import { ZCreditNoteOutput, ZInvoiceOutput } from "../outputs/ledger.output.ts";
import { ZPortalFeeInvoiceOutput } from "../outputs/portal.output.ts";
import { portalReadProcedure } from "../trpc.ts";

const ownerRead = portalReadProcedure(["owner"]);
// A contact has no calendar of their own: the portal reads and prints Gregorian dates.
const GREGORIAN = "md" as const;

/**
 * The manager's tax invoices for the management fee of an owner's remittances, and the notes on them, merged into the
 * portal router; each prints at GET /api/portal/fee-invoices/:id and /api/portal/credit-notes/:id. Row-level security
 * shows the owner only their own remittances' invoices and the notes on those, and each read is also matched to the
 * owner's contacts.
 */
export const portalFeeInvoicesProcedures = {
  feeInvoices: ownerRead.output(z.array(ZPortalFeeInvoiceOutput)).query(async ({ ctx }) =>
    (await listPortalFeeInvoices(ctx.trx, ctx.scope.contactIds)).map(({ total, notes, ...invoice }) => ({
      ...invoice,
      total: money(total),
      notes: notes.map(({ noteType, total: noteTotal, ...note }) => ({ ...note, note_type: noteType, total: money(noteTotal) })),
    })),
  ),

  feeInvoice: ownerRead
    .input(ZPortalPaymentSchema)
    .output(ZInvoiceOutput)
    .query(async ({ ctx, input }) => {
      const owned = await findPortalFeeDocument(ctx.trx, ctx.scope.contactIds, "invoice", input.id);
      const row = owned ? await findInvoice(ctx.trx, owned.id, []) : undefined;
      if (!row) throw new AppError("notFound");
      return invoiceOutput(row, { lang: ctx.lang, dateType: GREGORIAN });
    }),

  feeCreditNote: ownerRead
    .input(ZPortalPaymentSchema)
    .output(ZCreditNoteOutput)
    .query(async ({ ctx, input }) => {
      const owned = await findPortalFeeDocument(ctx.trx, ctx.scope.contactIds, "note", input.id);
      const row = owned ? await findCreditNote(ctx.trx, input.id, []) : undefined;
      if (!row) throw new AppError("notFound");
      return creditNoteOutput(row, { lang: ctx.lang, dateType: GREGORIAN });
    }),
};
