import { money } from "@amlak/money";
import type { CollectionEvent } from "../collection/collection.events.ts";
import { lines, reversed, type JournalLine } from "./postings.ts";

/*
 * A collection voucher's instalments post through their payments (paid: Dr cash_bank, Cr tenant_receivable); the
 * voucher itself posts only its advance, money held for the tenant until it pays instalments:
 *
 *   received   Dr cash_bank        Cr tenant_advances   the advance
 *   undone     the advance given back, reversed
 */
export function collectionPostingsFor(event: CollectionEvent): JournalLine[] {
  const memo = `collection ${event.data.collectionId}`;
  const advance = lines(memo, [
    ["cash_bank", "debit", money(event.data.advance)],
    ["tenant_advances", "credit", money(event.data.advance)],
  ]);
  switch (event.type) {
    case "CollectionReceived":
      return advance;
    case "CollectionUndone":
      return reversed(advance);
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}
