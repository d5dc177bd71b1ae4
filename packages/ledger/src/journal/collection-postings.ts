import { money } from "@amlak/money";
import type { AmountText } from "../amount.ts";
import type { CollectionEvent } from "../collection/collection.events.ts";
import { lines, reversed, type JournalLine } from "./postings.ts";

/*
 * A collection voucher's instalments post through their payments (paid: Dr cash_bank, Cr tenant_receivable); the
 * voucher itself posts only its advance, money held for the tenant until it pays instalments:
 *
 *   received          Dr cash_bank        Cr tenant_advances   the advance
 *   advance applied   Dr tenant_advances  Cr cash_bank         what it paid: with the payments' own entries, the
 *                                                              instalments are settled from the advance, not cash
 *   undone            what is left of the advance given back, reversed (the payments' undo reverses the rest)
 */
export function collectionPostingsFor(event: CollectionEvent): JournalLine[] {
  const memo = `collection ${event.data.collectionId}`;
  const held = (amount: AmountText) =>
    lines(memo, [
      ["cash_bank", "debit", money(amount)],
      ["tenant_advances", "credit", money(amount)],
    ]);
  switch (event.type) {
    case "CollectionReceived":
      return held(event.data.advance);
    case "AdvanceApplied":
      return reversed(held(event.data.amount));
    case "CollectionUndone":
      return reversed(held(event.data.advance));
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}
