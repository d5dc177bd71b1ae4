import { ledgerEventOf } from "./ledger-event.ts";
import type { Projection } from "./projection.ts";

/** collections: one row per collection voucher, with what it paid and the advance it left. */
export const collectionsProjection: Projection = {
  async apply(writer, stored) {
    const event = ledgerEventOf(stored);
    switch (event.type) {
      case "CollectionReceived": {
        const { data } = event;
        await writer.insert("collections", [
          {
            id: data.collectionId,
            org_id: stored.orgId,
            tenant_id: data.tenantId,
            amount: data.amount,
            paid_date: data.paidDate,
            method: data.method,
            reference: data.reference,
            allocations: JSON.stringify(data.allocations),
            advance: data.advance,
            advance_left: data.advance,
            status: "received",
            received_at: stored.recordedAt,
          },
        ]);
        return;
      }
      case "AdvanceApplied":
        await writer.update("collections", [event.data.collectionId], { advance_left: event.data.advanceLeft });
        return;
      case "CollectionUndone":
        await writer.update("collections", [event.data.collectionId], { status: "undone", advance_left: "0.00" });
        return;
      default:
        return;
    }
  },
};
