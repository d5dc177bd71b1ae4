import type { Db } from "@amlak/db";
import { allocateOldestFirst, AppError, type IsoDate, type OpenInstalment } from "@amlak/domain";
import { Decimal, money, toFixed2 } from "@amlak/money";
import { randomUUID } from "node:crypto";
import type { AmountText } from "../amount.ts";
import { chequeDecider, outstandingCheque } from "../cheque/cheque.decider.ts";
import { streamId } from "../streams.ts";
import { lockTenant, openInstalments } from "./collection-payments.ts";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { receiveInSession, tenantToCollect, undoInSession } from "./receive-collection.ts";

export interface ChequeInput {
  number: string;
  bank: string;
  amount: AmountText;
  dueDate: IsoDate;
  /** The instalment it was given for: one of the tenant's open instalments. */
  instalmentId: string | null;
}

/** Registers cheques the tenant handed over (often one post-dated cheque per instalment), held until they clear. */
export function registerCheques(
  db: Db,
  ctx: LedgerContext,
  input: { tenantId: string; cheques: ChequeInput[]; hiddenTypes?: readonly string[] },
): Promise<{ chequeIds: string[] }> {
  return runLedgerCommand(db, ctx, "registerCheques", input, async (session) => {
    await lockTenant(session.trx, session.orgId, input.tenantId);
    const open = new Set((await openInstalments(session.trx, input.tenantId, input.hiddenTypes ?? [])).map((row) => row.paymentId));
    // One cheque is one cheque: the same bank's number is refused while it stands (a bounced one may be handed over again).
    const taken = new Set((await liveCheques(session.trx, input.tenantId)).map(chequeKey));
    const chequeIds: string[] = [];
    for (const cheque of input.cheques) {
      if (cheque.instalmentId && !open.has(cheque.instalmentId)) {
        throw new AppError("collection.allocationNotOpen", { paymentId: cheque.instalmentId });
      }
      if (taken.has(chequeKey(cheque))) throw new AppError("cheque.duplicate", { number: cheque.number });
      taken.add(chequeKey(cheque));
      const chequeId = randomUUID();
      await session.execute(chequeDecider, streamId.cheque(chequeId), {
        type: "RegisterCheque",
        data: { chequeId, orgId: session.orgId, tenantId: input.tenantId, ...cheque },
      });
      chequeIds.push(chequeId);
    }
    return { chequeIds };
  });
}

const chequeKey = (cheque: { number: string; bank: string }) => `${cheque.bank.trim()}\n${cheque.number.trim()}`;

const liveCheques = (trx: LedgerSession["trx"], tenantId: string) =>
  trx.selectFrom("cheques").select(["number", "bank"]).where("tenant_id", "=", tenantId).where("status", "<>", "bounced").execute();

export function depositCheque(
  db: Db,
  ctx: LedgerContext,
  input: { chequeId: string; depositedOn: IsoDate },
): Promise<{ chequeId: string }> {
  return runLedgerCommand(db, ctx, "depositCheque", input, async (session) => {
    await session.execute(chequeDecider, streamId.cheque(input.chequeId), { type: "DepositCheque", data: input });
    return { chequeId: input.chequeId };
  });
}

/**
 * The bank paid the cheque: its amount comes in as a collection voucher on the day it cleared, paying first the
 * instalment it was given for while that is open, then the oldest due, the rest held as an advance.
 */
export function clearCheque(
  db: Db,
  ctx: LedgerContext,
  input: { chequeId: string; clearedOn: IsoDate; hiddenTypes?: readonly string[] },
): Promise<{ chequeId: string; collectionId: string; receiptId: string }> {
  return runLedgerCommand(db, ctx, "clearCheque", input, async (session) => {
    // Asked before the voucher is written: a cheque cleared or bounced already is refused with nothing received.
    const cheque = outstandingCheque(await session.load(chequeDecider, streamId.cheque(input.chequeId)));
    // Locked before the instalments are read, so two clearings of one tenant's cheques go one after the other.
    const tenant = await tenantToCollect(session, cheque.tenantId, input.hiddenTypes);
    const named = tenant.open.find((row) => row.paymentId === cheque.instalmentId);
    const voucher = await receiveInSession(
      session,
      {
        tenantId: cheque.tenantId,
        amount: cheque.amount,
        paidDate: input.clearedOn,
        method: "cheque",
        reference: [cheque.number, cheque.bank].filter(Boolean).join(" — "),
        ...(named ? { allocations: firstTo(named, cheque.amount, tenant.open, input.clearedOn) } : {}),
      },
      tenant,
    );
    await session.execute(chequeDecider, streamId.cheque(input.chequeId), {
      type: "ClearCheque",
      data: { chequeId: input.chequeId, clearedOn: input.clearedOn, collectionId: voucher.collectionId },
    });
    return { chequeId: input.chequeId, collectionId: voucher.collectionId, receiptId: voucher.receiptId };
  });
}

/** The cheque's amount to the instalment it was given for first, then to the others due by the day it cleared, oldest first. */
function firstTo(named: OpenInstalment, amount: AmountText, open: readonly OpenInstalment[], clearedOn: IsoDate) {
  const toNamed = Decimal.min(money(amount), named.amountDue);
  const rest = allocateOldestFirst(
    money(amount).minus(toNamed),
    open.filter((row) => row.paymentId !== named.paymentId),
    clearedOn,
  );
  return [{ paymentId: named.paymentId, amount: toNamed }, ...rest.allocations].map((allocation) => ({
    paymentId: allocation.paymentId,
    amount: toFixed2(allocation.amount),
  }));
}

/**
 * The bank returned the cheque: when it had cleared, its voucher is undone, the instalments it paid owed again.
 * `notice` tells the landlord inside the same transaction, so a bounce is never recorded without its notice.
 */
export function bounceCheque(
  db: Db,
  ctx: LedgerContext,
  input: { chequeId: string; bouncedOn: IsoDate; reason: string },
  notice?: (trx: LedgerSession["trx"]) => Promise<void>,
): Promise<{ chequeId: string; tenantId: string; undoneCollectionId: string | null }> {
  return runLedgerCommand(db, ctx, "bounceCheque", input, async (session) => {
    const { state } = await session.execute(chequeDecider, streamId.cheque(input.chequeId), { type: "BounceCheque", data: input });
    if (state.status !== "bounced") throw new Error("A bounced cheque's state is bounced");
    if (state.collectionId) await undoInSession(session, state.collectionId);
    await notice?.(session.trx);
    return { chequeId: input.chequeId, tenantId: state.tenantId, undoneCollectionId: state.collectionId };
  });
}
