import type { Db } from "@amlak/db";
import { allocateOldestFirst, type IsoDate } from "@amlak/domain";
import { collectionDecider } from "../collection/collection.decider.ts";
import type { CollectionAllocation } from "../collection/collection.events.ts";
import { streamId } from "../streams.ts";
import { lockTenant, openInstalments, payAllocations } from "./collection-payments.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";

export interface ApplyAdvanceInput {
  tenantId: string;
  /** The day the advance pays them, recorded as their paid date. */
  paidDate: IsoDate;
  /** Instalments due on or before this day are paid; by hand, a later day pays upcoming ones ahead. */
  dueBy: IsoDate;
  hiddenTypes?: readonly string[];
}

export interface AppliedAdvance {
  collectionId: string;
  allocations: CollectionAllocation[];
}

/**
 * Pays the tenant's instalments due by `dueBy` from the advances their vouchers hold, the oldest voucher's first and
 * the oldest instalment first, an instalment paid in part split as a voucher splits it. Each voucher records what its
 * advance paid, so undoing it reverses those payments too. Taken under the tenant's lock, like the vouchers.
 */
export function applyAdvance(db: Db, ctx: LedgerContext, input: ApplyAdvanceInput): Promise<AppliedAdvance[]> {
  return runLedgerCommand(db, ctx, "applyAdvance", input, async (session) => {
    await lockTenant(session.trx, session.orgId, input.tenantId);
    const holding = await session.trx
      .selectFrom("collections")
      .select("id")
      .where("tenant_id", "=", input.tenantId)
      .where("status", "=", "received")
      .where("advance_left", ">", "0")
      .orderBy("paid_date")
      .orderBy("received_at")
      .execute();
    const applied: AppliedAdvance[] = [];
    let open = await openInstalments(session.trx, input.tenantId, input.hiddenTypes ?? []);
    for (const { id: collectionId } of holding) {
      const collection = await session.load(collectionDecider, streamId.collection(collectionId));
      if (collection.status !== "received") continue;
      const plan = allocateOldestFirst(collection.advance, open, input.dueBy);
      if (plan.allocations.length === 0) break;
      const paid = await payAllocations(
        session,
        plan.allocations,
        {
          paidDate: input.paidDate,
          method: collection.method,
          receivedBy: null,
          deliveredBy: null,
          notes: collection.reference,
          collectionId,
        },
        open,
      );
      open = paid.open;
      await session.execute(collectionDecider, streamId.collection(collectionId), {
        type: "ApplyAdvance",
        data: { collectionId, paidDate: input.paidDate, allocations: paid.allocations },
      });
      applied.push({ collectionId, allocations: paid.allocations });
    }
    return applied;
  });
}
