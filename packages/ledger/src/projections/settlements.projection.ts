import { ledgerEventOf } from "./ledger-event.ts";
import type { Projection } from "./projection.ts";

/** lease_settlements: one row per settled lease, keyed by its contract. */
export const settlementsProjection: Projection = {
  async apply(writer, stored) {
    const event = ledgerEventOf(stored);
    if (event.type !== "LeaseSettled") return;
    const { data } = event;
    await writer.insert("lease_settlements", [
      {
        id: data.contractId,
        org_id: stored.orgId,
        contract_id: data.contractId,
        tenant_id: data.tenantId,
        end_on: data.endOn,
        settled_on: data.settledOn,
        early: data.early,
        rent_earned: data.rentEarned,
        rent_paid: data.rentPaid,
        unearned_rent: data.unearnedRent,
        refund: data.refund,
        refund_vat: data.refundVat,
        refund_credited: data.refundCredited ?? "0",
        credit_note_ids: data.creditNoteIds ?? [],
        deposit_held: data.depositHeld,
        deductions: JSON.stringify(data.deductions),
        deductions_charged: data.deductionsCharged,
        charge_id: data.chargeId,
        deposit_applied: data.depositApplied,
        deposit_returned: data.depositReturned,
        rent_owed: data.rentOwed,
        method: data.method,
        reference: data.reference,
        collection_id: data.collectionId,
        settled_at: stored.recordedAt,
      },
    ]);
  },
};
