import type { StoredEvent } from "../event-store/stored-event.ts";
import type { LedgerEvent } from "../messages.ts";

/** The ledger event a stored event holds, for switching on its type. */
export const ledgerEventOf = (stored: StoredEvent): LedgerEvent => ({ type: stored.type, data: stored.data }) as LedgerEvent;
