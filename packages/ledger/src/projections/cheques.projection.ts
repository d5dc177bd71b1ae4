import { ledgerEventOf } from "./ledger-event.ts";
import type { Projection } from "./projection.ts";

/** cheques: one row per cheque a tenant handed over, with where it stands. */
export const chequesProjection: Projection = {
  async apply(writer, stored) {
    const event = ledgerEventOf(stored);
    switch (event.type) {
      case "ChequeRegistered": {
        const { data } = event;
        await writer.insert("cheques", [
          {
            id: data.chequeId,
            org_id: stored.orgId,
            tenant_id: data.tenantId,
            number: data.number,
            bank: data.bank,
            amount: data.amount,
            due_date: data.dueDate,
            instalment_id: data.instalmentId,
            status: "held",
            registered_at: stored.recordedAt,
          },
        ]);
        return;
      }
      case "ChequeDeposited":
        await writer.update("cheques", [event.data.chequeId], { status: "deposited", deposited_on: event.data.depositedOn });
        return;
      case "ChequeCleared":
        await writer.update("cheques", [event.data.chequeId], {
          status: "cleared",
          cleared_on: event.data.clearedOn,
          collection_id: event.data.collectionId,
        });
        return;
      case "ChequeBounced":
        await writer.update("cheques", [event.data.chequeId], {
          status: "bounced",
          bounced_on: event.data.bouncedOn,
          bounce_reason: event.data.reason,
        });
        return;
      default:
        return;
    }
  },
};
