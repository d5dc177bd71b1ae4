import type { AmountText } from "../amount.ts";
import { vatRounding } from "../invoice/document-totals.ts";
import type { InvoiceIssued } from "../invoice/invoice.events.ts";
import { lines, reversed, type JournalLine } from "./postings.ts";

/*
 * A tax invoice's (or note's) VAT is worked out once per rate (BR-CO-17), each line's on its own; the charges posted
 * the lines' VAT, so the halala or so between them is owed to ZATCA (or not) all the same, and is the manager's:
 *
 *   invoice, debit note   Dr vat_rounding  Cr vat_output   by the document's VAT less its lines' (reversed when negative)
 *   credit note           the same, reversed
 */
export function vatRoundingPostings(
  memo: string,
  document: { vatTotal: AmountText; lines: readonly { totalWithoutVat: AmountText; vatRate: string; vat: AmountText }[] },
): JournalLine[] {
  const difference = vatRounding(document);
  const charged = lines(memo, [
    ["vat_rounding", "debit", difference.abs()],
    ["vat_output", "credit", difference.abs()],
  ]);
  return difference.isNegative() ? reversed(charged) : charged;
}

export function invoicePostingsFor({ data }: InvoiceIssued): JournalLine[] {
  return vatRoundingPostings(`invoice ${data.invoiceId}`, data);
}
