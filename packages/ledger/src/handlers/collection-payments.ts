import { listOpenInstalments, type Trx } from "@amlak/db";
import { AppError, cutGross, type Allocation, type OpenInstalment } from "@amlak/domain";
import { add, money, toFixed2 } from "@amlak/money";
import type { PaidDetails } from "../payment/payment.events.ts";
import type { CollectionAllocation } from "../collection/collection.events.ts";
import type { AmountText } from "../amount.ts";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { streamId } from "../streams.ts";
import { payWithCommission } from "./mark-payment-paid.ts";
import { splitInSession } from "./payment-actions.ts";

/**
 * The payment that takes `gross`: the instalment itself when it is paid in full, else a part split off it, the rest of
 * the instalment left pending as the other part.
 */
export async function partToPay(
  session: LedgerSession,
  instalmentId: string,
  gross: AmountText,
): Promise<{ paid: string; rest: string | null }> {
  const instalmentStream = streamId.payment(instalmentId);
  const instalment = await session.load(paymentDecider, instalmentStream);
  if (instalment.status !== "pending") throw new AppError("collection.allocationNotOpen", { paymentId: instalmentId });
  if (money(gross).eq(add(instalment.price, instalment.vat))) return { paid: instalmentId, rest: null };
  const { part, rest } = cutGross(instalment, money(gross));
  const [paid, left] = await splitInSession(
    session,
    instalmentId,
    [part, rest].map((piece) => ({ dueDate: instalment.dueDate, price: toFixed2(piece.price), vat: toFixed2(piece.vat) })),
  );
  return { paid: paid!, rest: left! };
}

/**
 * Takes the tenant's vouchers one at a time; an id that is not a tenant of the organization (a lessor, say) is refused.
 * Returns the tenant's name, as a receipt names its payer.
 */
export async function lockTenant(trx: Trx, orgId: string, tenantId: string): Promise<string> {
  const tenant = await trx
    .selectFrom("contacts")
    .select("name")
    .where("org_id", "=", orgId)
    .where("id", "=", tenantId)
    .where("type", "=", "tenant")
    .forUpdate()
    .executeTakeFirst();
  if (!tenant) throw new AppError("collection.tenantNotFound");
  return tenant.name;
}

export async function openInstalments(trx: Trx, tenantId: string, hiddenTypes: readonly string[]): Promise<OpenInstalment[]> {
  const rows = await listOpenInstalments(trx, { tenantId, hiddenTypes });
  return rows.map((row) => ({ paymentId: row.id, dueDate: row.dueDate, amountDue: money(row.amountDue) }));
}

/**
 * Pays each allocation for the voucher `paid.collectionId`: the instalment in full, or a part of it split off, with
 * the commission due with a rent when the contract auto-pays commission. Returns what was paid, and the open
 * instalments as they are after it (a part paid leaves its rest open), for a later allocation in the same command.
 */
export async function payAllocations(
  session: LedgerSession,
  allocations: readonly Allocation[],
  paid: PaidDetails & { collectionId: string },
  open: readonly OpenInstalment[],
): Promise<{ allocations: CollectionAllocation[]; open: OpenInstalment[] }> {
  const made: CollectionAllocation[] = [];
  let still = [...open];
  for (const allocation of allocations) {
    const amount = toFixed2(allocation.amount);
    const part = await partToPay(session, allocation.paymentId, amount);
    await payWithCommission(session, { paymentId: part.paid, ...paid });
    made.push({ instalmentId: allocation.paymentId, paymentId: part.paid, amount });
    still = still.flatMap((instalment) => {
      if (instalment.paymentId !== allocation.paymentId) return [instalment];
      return part.rest ? [{ ...instalment, paymentId: part.rest, amountDue: instalment.amountDue.minus(allocation.amount) }] : [];
    });
  }
  return { allocations: made, open: still };
}
