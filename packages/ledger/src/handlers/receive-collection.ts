import type { Trx } from "@amlak/db";
import { allocateOldestFirst, AppError, checkAllocations, cutGross, type IsoDate, type OpenInstalment } from "@amlak/domain";
import { add, money, toFixed2 } from "@amlak/money";
import type { PaymentMethod } from "@amlak/schemas";
import type { Db } from "@amlak/db";
import { randomUUID } from "node:crypto";
import type { AmountText } from "../amount.ts";
import { collectionDecider } from "../collection/collection.decider.ts";
import type { CollectionAllocation } from "../collection/collection.events.ts";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { splitPartCommands } from "../payment/split-parts.ts";
import { streamId } from "../streams.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { payWithCommission } from "./mark-payment-paid.ts";

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
  allocations: CollectionAllocation[];
  advance: AmountText;
}

/**
 * A collection voucher: one amount received from a tenant, paying their open instalments (the oldest due first,
 * or as the user allocated it) and holding the rest as an advance. An instalment paid in part is split into the
 * part paid and the balance still pending, the VAT kept whole across the two. Vouchers of one tenant are taken one
 * at a time (the tenant's contact row is locked), so two received at once never pay the same instalment.
 */
export function receiveCollection(db: Db, ctx: LedgerContext, input: ReceiveCollectionInput): Promise<ReceivedCollection> {
  return runLedgerCommand(db, ctx, "receiveCollection", input, async (session) => {
    await lockTenant(session.trx, session.orgId, input.tenantId);
    const open = await openInstalments(session.trx, session.orgId, input.tenantId, input.hiddenTypes ?? []);
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
    const allocations: CollectionAllocation[] = [];
    for (const allocation of plan.allocations) {
      const paymentId = await partToPay(session, allocation.paymentId, toFixed2(allocation.amount));
      await payWithCommission(session, { paymentId, ...paid });
      allocations.push({ instalmentId: allocation.paymentId, paymentId, amount: toFixed2(allocation.amount) });
    }
    await session.execute(collectionDecider, streamId.collection(collectionId), {
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
    return { collectionId, allocations, advance: toFixed2(plan.advance) };
  });
}

/** Reverses a voucher: the payments it paid are pending again (parts stay parts) and its advance is given back. */
export function undoCollection(db: Db, ctx: LedgerContext, input: { collectionId: string }): Promise<{ collectionId: string }> {
  return runLedgerCommand(db, ctx, "undoCollection", input, async (session) => {
    const collection = await session.load(collectionDecider, streamId.collection(input.collectionId));
    if (collection.status === "none") throw new AppError("collection.notFound");
    await lockTenant(session.trx, session.orgId, collection.tenantId);
    await session.execute(collectionDecider, streamId.collection(input.collectionId), {
      type: "UndoCollection",
      data: { collectionId: input.collectionId },
    });
    for (const { paymentId } of collection.allocations) {
      await session.execute(
        paymentDecider,
        streamId.payment(paymentId),
        { type: "UndoPayment", data: { paymentId, collectionId: input.collectionId } },
        streamId.collection(input.collectionId),
      );
    }
    return { collectionId: input.collectionId };
  });
}

/** The payment that takes `gross`: the instalment itself when it is paid in full, else a part split off it. */
async function partToPay(session: LedgerSession, instalmentId: string, gross: AmountText): Promise<string> {
  const instalmentStream = streamId.payment(instalmentId);
  const instalment = await session.load(paymentDecider, instalmentStream);
  if (instalment.status !== "pending") throw new AppError("collection.allocationNotOpen", { paymentId: instalmentId });
  if (money(gross).eq(add(instalment.price, instalment.vat))) return instalmentId;
  const { part, rest } = cutGross(instalment, money(gross));
  const parts = [part, rest].map((piece) => ({
    paymentId: randomUUID(),
    dueDate: instalment.dueDate,
    price: toFixed2(piece.price),
    vat: toFixed2(piece.vat),
  }));
  const { state } = await session.execute(paymentDecider, instalmentStream, {
    type: "SplitPayment",
    data: { paymentId: instalmentId, parts },
  });
  for (const command of splitPartCommands(state)) {
    await session.execute(paymentDecider, streamId.payment(command.data.paymentId), command, instalmentStream);
  }
  return parts[0]!.paymentId;
}

async function lockTenant(trx: Trx, orgId: string, tenantId: string): Promise<void> {
  const tenant = await trx
    .selectFrom("contacts")
    .select("id")
    .where("org_id", "=", orgId)
    .where("id", "=", tenantId)
    .forUpdate()
    .executeTakeFirst();
  if (!tenant) throw new AppError("collection.tenantNotFound");
}

/** The tenant's pending charges on their contracts, with what is owed on each. */
async function openInstalments(trx: Trx, orgId: string, tenantId: string, hiddenTypes: readonly string[]): Promise<OpenInstalment[]> {
  const rows = await trx
    .selectFrom("payments as p")
    .innerJoin("contracts as c", (join) => join.onRef("c.org_id", "=", "p.org_id").onRef("c.id", "=", "p.contract_id"))
    .select(["p.id", "p.due_date", "p.price", "p.vat"])
    .where("p.org_id", "=", orgId)
    .where("c.tenant_id", "=", tenantId)
    .where("p.status", "=", "pending")
    .where("p.party", "=", "tenant")
    .where("p.direction", "=", "income")
    .$if(hiddenTypes.length > 0, (query) =>
      query.where((eb) => eb.or([eb("p.payment_type", "is", null), eb("p.payment_type", "not in", hiddenTypes)])),
    )
    .orderBy("p.due_date")
    .orderBy("p.id")
    .execute();
  return rows.map((row) => ({ paymentId: row.id, dueDate: row.due_date, amountDue: add(money(row.price), money(row.vat)) }));
}
