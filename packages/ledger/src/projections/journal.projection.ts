import { riyadhToday } from "@amlak/domain";
import type { CollectionEvent } from "../collection/collection.events.ts";
import { collectionPostingsFor } from "../journal/collection-postings.ts";
import { creditNotePostingsFor } from "../journal/credit-note-postings.ts";
import { postingsFor, type JournalLine } from "../journal/postings.ts";
import { remittancePostingsFor } from "../journal/remittance-postings.ts";
import { settlementPostingsFor } from "../journal/settlement-postings.ts";
import { invoicePostingsFor } from "../journal/vat-rounding-postings.ts";
import type { RemittanceEvent } from "../remittance/remittance.events.ts";
import { isCollectionStream, isRemittanceStream } from "../streams.ts";
import { paymentEventOf } from "./payment-states.ts";
import type { Projection } from "./projection.ts";
import { ledgerEventOf } from "./ledger-event.ts";
import type { LedgerEvent } from "../messages.ts";

/**
 * journal_lines: the balanced postings of each payment, collection, remittance, settlement, issued invoice (its VAT
 * rounding) and issued credit or debit note event, dated on the Riyadh day it was recorded.
 */
export const journalProjection: Projection = {
  async apply(writer, stored, payments) {
    const event = paymentEventOf(stored);
    const lines = event
      ? postingsFor(event, await payments.before(stored))
      : isCollectionStream(stored.streamId)
        ? collectionPostingsFor({ type: stored.type, data: stored.data } as CollectionEvent)
        : isRemittanceStream(stored.streamId)
          ? remittancePostingsFor({ type: stored.type, data: stored.data } as RemittanceEvent)
          : documentPostingsOf(ledgerEventOf(stored));
    if (lines.length === 0) return;
    const entryDate = riyadhToday(stored.recordedAt);
    await writer.insert(
      "journal_lines",
      lines.map((line) => ({
        org_id: stored.orgId,
        position: stored.position,
        stream_id: stored.streamId,
        event_type: stored.type,
        entry_date: entryDate,
        ...line,
      })),
    );
  },
};

function documentPostingsOf(event: LedgerEvent): JournalLine[] {
  switch (event.type) {
    case "CreditNoteIssued":
      return creditNotePostingsFor(event);
    case "InvoiceIssued":
      return invoicePostingsFor(event);
    case "LeaseSettled":
      return settlementPostingsFor(event);
    default:
      return [];
  }
}
