import { riyadhToday } from "@amlak/domain";
import { postingsFor } from "../journal/postings.ts";
import { paymentEventOf } from "./payment-states.ts";
import type { Projection } from "./projection.ts";

/** journal_lines: the balanced postings of each payment event, dated on the Riyadh day it was recorded. */
export const journalProjection: Projection = {
  async apply(writer, stored, payments) {
    const event = paymentEventOf(stored);
    if (!event) return;
    const lines = postingsFor(event, await payments.before(stored));
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
