import type { Db } from "@amlak/db";
import { allocateOldestFirst, AppError, checkAllocations, type IsoDate, type OpenInstalment } from "@amlak/domain";
import { money, toFixed2 } from "@amlak/money";
import type { PaymentMethod } from "@amlak/schemas";
import { randomUUID } from "node:crypto";
import type { AmountText } from "../amount.ts";
import { collectionDecider } from "../collection/collection.decider.ts";
import type { CollectionAllocation } from "../collection/collection.events.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { receiptDecider } from "../receipt/receipt.decider.ts";
import { streamId } from "../streams.ts";
import { issuedAt, nextDocumentNumber } from "./document-numbers.ts";
import { lockTenant, openInstalments, payAllocations } from "./collection-payments.ts";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";

export interface ReceiveCollectionInput {
  tenantId: string;
  amount: AmountText;
  paidDate: IsoDate;
  method: PaymentMethod;
  /** A transfer's reference, a cheque's number and bank. */
  reference: string;
  /** The user's allocation over the tenant's open instalments; without it the oldest due are paid first. */
  allocations?: { paymentId: string; amount: AmountText }[];
  /** Charges the caller's role may not see (an operational user sees no commissions): never open to its vouchers. */
  hiddenTypes?: readonly string[];
}

export interface ReceivedCollection {
  collectionId: string;
  /** The voucher's one receipt, issued with it. */
  receiptId: string;
  allocations: CollectionAllocation[];
  advance: AmountText;
}

/**
 * A collection voucher: one amount received from a tenant, paying their open instalments (the oldest due first,
 * or as the user allocated it) and holding the rest as an advance. An instalment paid in part is split into the
 * part paid and the balance still pending, the VAT kept whole across the two. Vouchers of one tenant are taken one
 * at a time (the tenant's contact row is locked), so two received at once never pay the same instalment. The voucher's
 * one receipt, numbered from the organization's receipt sequence, lists what it paid and the advance it left.
 */
export function receiveCollection(db: Db, ctx: LedgerContext, input: ReceiveCollectionInput): Promise<ReceivedCollection> {
  return runLedgerCommand(db, ctx, "receiveCollection", input, (session) => receiveInSession(session, input));
}

/** The tenant locked for the voucher, and the instalments it may pay. */
export interface TenantToCollect {
  payer: Awaited<ReturnType<typeof lockTenant>>;
  open: OpenInstalment[];
}

/** Locks the tenant (their vouchers go one at a time) and reads their open instalments under that lock. */
export async function tenantToCollect(
  session: LedgerSession,
  tenantId: string,
  hiddenTypes: readonly string[] = [],
): Promise<TenantToCollect> {
  const payer = await lockTenant(session.trx, session.orgId, tenantId);
  return { payer, open: await openInstalments(session.trx, tenantId, hiddenTypes) };
}

/**
 * Receives the voucher inside the caller's command (a cheque clearing), so it commits with whatever else the command
 * does; a caller that already locked the tenant to plan the allocation passes what it read.
 */
export async function receiveInSession(
  session: LedgerSession,
  input: ReceiveCollectionInput,
  tenant?: TenantToCollect,
): Promise<ReceivedCollection> {
  const { payer, open } = tenant ?? (await tenantToCollect(session, input.tenantId, input.hiddenTypes));
  const amount = money(input.amount);
  const plan = input.allocations
    ? checkAllocations(
        amount,
        open,
        input.allocations.map((allocation) => ({ paymentId: allocation.paymentId, amount: money(allocation.amount) })),
      )
    : allocateOldestFirst(amount, open, input.paidDate);
  const collectionId = randomUUID();
  const paid = {
    paidDate: input.paidDate,
    method: input.method,
    receivedBy: null,
    deliveredBy: null,
    notes: input.reference,
    collectionId,
  };
  const { allocations } = await payAllocations(session, plan.allocations, paid, open);
  const { state: collection } = await session.execute(collectionDecider, streamId.collection(collectionId), {
    type: "ReceiveCollection",
    data: {
      collectionId,
      orgId: session.orgId,
      tenantId: input.tenantId,
      amount: input.amount,
      paidDate: input.paidDate,
      method: input.method,
      reference: input.reference,
      allocations,
      advance: toFixed2(plan.advance),
    },
  });
  const receiptId = randomUUID();
  await session.execute(receiptDecider, streamId.receipt(receiptId), {
    type: "IssueCollectionReceipt",
    data: {
      receiptId,
      number: await nextDocumentNumber(session.trx, session.orgId, "receipt"),
      issuedAt: issuedAt(session.now),
      payer,
      collection,
    },
  });
  return { collectionId, receiptId, allocations, advance: toFixed2(plan.advance) };
}

/** Reverses a voucher: the payments it paid are pending again (parts stay parts) and its advance is given back. */
export function undoCollection(db: Db, ctx: LedgerContext, input: { collectionId: string }): Promise<{ collectionId: string }> {
  return runLedgerCommand(db, ctx, "undoCollection", input, async (session) => {
    await undoInSession(session, input.collectionId);
    return { collectionId: input.collectionId };
  });
}

/** Undoes the voucher inside the caller's command (a cheque bouncing). */
export async function undoInSession(session: LedgerSession, collectionId: string): Promise<void> {
  const collection = await session.load(collectionDecider, streamId.collection(collectionId));
  if (collection.status === "none") throw new AppError("collection.notFound");
  await lockTenant(session.trx, session.orgId, collection.tenantId);
  await session.execute(collectionDecider, streamId.collection(collectionId), { type: "UndoCollection", data: { collectionId } });
  for (const { paymentId } of collection.allocations) {
    await session.execute(
      paymentDecider,
      streamId.payment(paymentId),
      { type: "UndoPayment", data: { paymentId, collectionId } },
      streamId.collection(collectionId),
    );
  }
}
