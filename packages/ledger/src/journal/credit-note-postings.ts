import { money } from "@amlak/money";
import type { CreditNoteIssued } from "../credit-note/credit-note.events.ts";
import { lines, reversed, type JournalLine } from "./postings.ts";
import { vatRoundingPostings } from "./vat-rounding-postings.ts";

/*
 * A credit note takes back part of what its invoice's payments posted when they fell due, line by line, on the day it
 * is issued; a debit note adds to it. The payments' own entries stay as they are.
 *
 *   credit note line   tenant charge      Dr lessor_payable      Dr vat_output  Cr tenant_receivable
 *                      tenant commission  Dr commission_revenue  Dr vat_output  Cr tenant_receivable
 *                      lessor commission  Dr commission_revenue  Dr vat_output  Cr lessor_payable
 *                      fee                Dr fee_revenue         Dr vat_output  Cr tenant_receivable
 *   debit note line    the same, reversed
 * and the note's VAT rounding (vatRoundingPostings).
 */
export function creditNotePostingsFor({ data }: CreditNoteIssued): JournalLine[] {
  const credited = data.lines.flatMap((line) =>
    lines(line.description, [
      [line.credited, "debit", money(line.totalWithoutVat)],
      ["vat_output", "debit", money(line.vat)],
      [line.party === "tenant" ? "tenant_receivable" : "lessor_payable", "credit", money(line.total)],
    ]),
  );
  const charged = vatRoundingPostings(`credit-note ${data.noteId}`, data);
  return data.noteType === "credit" ? [...credited, ...reversed(charged)] : [...reversed(credited), ...charged];
}
