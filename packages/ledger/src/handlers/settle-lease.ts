import { listLeasePayments, type Db, type Trx } from "@amlak/db";
import {
  allocateOldestFirst,
  AppError,
  proposeSettlement,
  refundByInstalment,
  riyadhToday,
  settlementFigures,
  type IsoDate,
  type SettlementProposal,
} from "@amlak/domain";
import { add, money, netOfGross, sub, toFixed2, type Money } from "@amlak/money";
import { sql, type SqlBool } from "kysely";
import { randomUUID } from "node:crypto";
import type { ManualPaymentMethod } from "@amlak/schemas";
import type { AmountText } from "../amount.ts";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { leaseMoney, type LeaseMoney, type LeasePiece } from "../settlement/lease-payments.ts";
import { settlementDecider } from "../settlement/settlement.decider.ts";
import type { LeaseSettled, SettlementDeduction } from "../settlement/settlement.events.ts";
import { streamId } from "../streams.ts";
import { cancelInSession } from "./cancel-contract.ts";
import { creditInvoicedPayments } from "./issue-credit-note.ts";
import { lockTenant, partToPay } from "./collection-payments.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { receiveInSession } from "./receive-collection.ts";

/** The lease as its read model has it: its dates, whether it was cancelled or renewed, and whether it was settled. */
interface Lease {
  contractId: string;
  tenantId: string;
  realEstateId: string;
  contractStart: IsoDate;
  contractEnd: IsoDate;
  cancelledOn: IsoDate | null;
  renewed: boolean;
  settled: boolean;
}

async function findLease(trx: Trx, orgId: string, contractId: string): Promise<Lease> {
  const row = await trx
    .selectFrom("contracts as c")
    .select((eb) => [
      "c.id as contractId",
      "c.tenant_id as tenantId",
      "c.real_estate_id as realEstateId",
      "c.contract_start as contractStart",
      "c.contract_end as contractEnd",
      "c.cancelled_on as cancelledOn",
      eb
        .exists(eb.selectFrom("contracts as r").select("r.id").whereRef("r.renewed_from", "=", "c.id").where("r.org_id", "=", orgId))
        .as("renewed"),
      eb
        .exists(eb.selectFrom("lease_settlements as s").select("s.id").whereRef("s.id", "=", "c.id").where("s.org_id", "=", orgId))
        .as("settled"),
    ])
    .where("c.org_id", "=", orgId)
    .where("c.id", "=", contractId)
    .executeTakeFirst();
  if (!row) throw new AppError("settlement.contractNotFound");
  return { ...row, renewed: Boolean(row.renewed), settled: Boolean(row.settled) };
}

/** Refuses an end the lease cannot have: outside its dates, other than the day it was cancelled on, or a lease renewed or settled. */
function checkEnd(lease: Lease, endOn: IsoDate): void {
  if (lease.settled) throw new AppError("settlement.alreadySettled");
  if (lease.renewed) throw new AppError("settlement.renewed");
  if (endOn < lease.contractStart || endOn > lease.contractEnd) {
    throw new AppError("settlement.endOutsideLease", { contract_start: lease.contractStart, contract_end: lease.contractEnd });
  }
  if (lease.cancelledOn !== null && endOn !== lease.cancelledOn) {
    throw new AppError("settlement.endNotCancellation", { cancelled_on: lease.cancelledOn });
  }
}

export interface SettlementQuery {
  contractId: string;
  endOn: IsoDate;
  deductions: SettlementDeduction[];
}

export interface LeaseProposal {
  lease: Lease;
  money: LeaseMoney;
  proposal: SettlementProposal;
}

/** What ending the lease on `endOn` would settle (@amlak/domain proposeSettlement), from its payments as they stand. */
export async function proposeLeaseSettlement(trx: Trx, orgId: string, query: SettlementQuery): Promise<LeaseProposal> {
  const lease = await findLease(trx, orgId, query.contractId);
  checkEnd(lease, query.endOn);
  const leaseMoneyNow = leaseMoney(await listLeasePayments(trx, orgId, query.contractId));
  const proposal = proposeSettlement({
    contractEnd: lease.contractEnd,
    endOn: query.endOn,
    rent: leaseMoneyNow.rent,
    depositReceived: leaseMoneyNow.depositHeld,
    deductions: query.deductions.map((deduction) => ({ ...deduction, amount: money(deduction.amount) })),
  });
  return { lease, money: leaseMoneyNow, proposal };
}

export interface SettleLeaseInput extends SettlementQuery {
  /** The unearned rent to give back (at most the proposal's); the rest the lessor keeps. */
  refund: AmountText;
  applyDepositToRent: boolean;
  /** How the refund and the deposit go back to the tenant. */
  method: ManualPaymentMethod;
  reference: string;
}

export type SettledLease = Omit<LeaseSettled["data"], "orgId">;

/**
 * Ends a lease and settles it in one transaction, the tenant's row locked so no voucher pays its instalments meanwhile:
 * rent not earned by the end is released (pending instalments after it cancelled, the one the end falls in cut to what
 * it earned), a deposit never received is cancelled, an early end cancels the contract (freeing the unit), the deposit
 * pays rent still owed by a voucher of its own when the manager says so, deductions beyond the deposit are charged to
 * the tenant, and the settlement records the refund, the deductions and the deposit returned. A lease is settled once: its settlement stream is the contract's.
 */
export function settleLease(db: Db, ctx: LedgerContext, input: SettleLeaseInput): Promise<SettledLease> {
  return runLedgerCommand(db, ctx, "settleLease", input, async (session) => {
    const lease = await findLease(session.trx, session.orgId, input.contractId);
    const payer = await lockTenant(session.trx, session.orgId, lease.tenantId);
    const { money: before, proposal } = await proposeLeaseSettlement(session.trx, session.orgId, input);
    const figures = settlementFigures(proposal, before.depositHeld, {
      refund: money(input.refund),
      applyDepositToRent: input.applyDepositToRent,
    });
    const credited = await creditRefundedRent(session, refundedPieces(proposal, before, figures.refund));
    const uncredited = sub(figures.refund, credited.total);
    const owed = await releaseUnearned(session, proposal, before);
    for (const piece of before.pendingDeposit) await cancel(session, piece.paymentId);
    const early = input.endOn < lease.contractEnd;
    if (early && lease.cancelledOn === null) await cancelInSession(session, { contractId: input.contractId, cancelledOn: input.endOn });
    const settledOn = riyadhToday(session.now);
    const collectionId = figures.depositApplied.gt(0)
      ? await payFromDeposit(session, { tenantId: lease.tenantId, payer, owed }, settledOn, figures.depositApplied)
      : null;
    const chargeId = figures.deductionsCharged.gt(0)
      ? await chargeDeductions(session, lease, settledOn, figures.deductionsCharged, input.deductions)
      : null;
    const settled: SettledLease = {
      contractId: input.contractId,
      tenantId: lease.tenantId,
      endOn: input.endOn,
      settledOn,
      early,
      rentEarned: toFixed2(proposal.rentEarned),
      rentPaid: toFixed2(proposal.rentPaid),
      unearnedRent: toFixed2(proposal.unearnedRent),
      refund: toFixed2(figures.refund),
      refundVat: toFixed2(netOfGross(uncredited, before.rentVatRate).vat),
      refundCredited: toFixed2(credited.total),
      creditNoteIds: credited.noteIds,
      depositHeld: toFixed2(before.depositHeld),
      deductions: input.deductions.map((deduction) => ({ ...deduction, amount: toFixed2(money(deduction.amount)) })),
      deductionsCharged: toFixed2(figures.deductionsCharged),
      chargeId,
      depositApplied: toFixed2(figures.depositApplied),
      depositReturned: toFixed2(figures.depositReturned),
      rentOwed: toFixed2(figures.rentOwed),
      method: input.method,
      reference: input.reference,
      collectionId,
    };
    await session.execute(settlementDecider, streamId.settlement(input.contractId), {
      type: "SettleLease",
      data: { ...settled, orgId: session.orgId },
    });
    return settled;
  });
}

/** The paid rent a refund gives back, by payment: the latest instalments first, and the latest pieces of each. */
function refundedPieces(proposal: SettlementProposal, lease: LeaseMoney, refund: Money): Map<string, Money> {
  const given = new Map<string, Money>();
  for (const { instalmentId, amount } of refundByInstalment(proposal, refund)) {
    let left = amount;
    for (const piece of [...(lease.paidRent.get(instalmentId) ?? [])].reverse()) {
      if (!left.gt(0)) break;
      const part = piece.gross.lt(left) ? piece.gross : left;
      given.set(piece.paymentId, part);
      left = sub(left, part);
    }
  }
  return given;
}

/**
 * A tax invoice is never changed: rent it charged that the settlement gives back is taken off it by a credit note (one
 * per invoice, "cancellation of the supply after it occurred, partly"), which the refund then pays out of the tenant's
 * account. Returns the notes and what they took off; rent never invoiced is refunded without one.
 */
async function creditRefundedRent(session: LedgerSession, given: Map<string, Money>): Promise<{ noteIds: string[]; total: Money }> {
  const invoices =
    given.size === 0
      ? []
      : await session.trx
          .selectFrom("invoices")
          .select("id")
          .where("org_id", "=", session.orgId)
          .where(sql<SqlBool>`payment_ids && ${sql.val([...given.keys()])}::uuid[]`)
          .orderBy("number")
          .execute();
  const noteIds: string[] = [];
  let total = money(0);
  for (const invoice of invoices) {
    const note = await creditInvoicedPayments(session, { invoiceId: invoice.id, reason: "cancellation", details: "", gross: given });
    if (!note) continue;
    noteIds.push(note.noteId);
    total = add(total, note.total);
  }
  return { noteIds, total };
}

/** What damages charge on top of the deposit is maintenance of the unit; unpaid utilities and the rest are extra costs. */
const CHARGE_CATEGORY = { damages: "maintenance", utilities: "extra", other: "extra" } as const;

/**
 * Charges the tenant what the deductions ask beyond the deposit: an income of the lease due on the settlement's day,
 * owed to the lessor like the deductions the deposit covered, with no VAT (compensation is no supply).
 */
async function chargeDeductions(
  session: LedgerSession,
  lease: Lease,
  settledOn: IsoDate,
  amount: Money,
  deductions: readonly SettlementDeduction[],
): Promise<string> {
  const paymentId = randomUUID();
  const largest = [...deductions].sort((a, b) => money(b.amount).comparedTo(money(a.amount)))[0]!;
  await session.execute(paymentDecider, streamId.payment(paymentId), {
    type: "RecordPayment",
    data: {
      paymentId,
      orgId: session.orgId,
      contractId: lease.contractId,
      realEstateId: lease.realEstateId,
      direction: "income",
      category: CHARGE_CATEGORY[largest.kind],
      dueDate: settledOn,
      price: toFixed2(amount),
      vatIncluded: false,
      comment: deductions
        .map((deduction) => deduction.note)
        .filter(Boolean)
        .join(" · "),
      vatRegistered: false,
    },
  });
  return paymentId;
}

const cancel = (session: LedgerSession, paymentId: string) =>
  session.execute(paymentDecider, streamId.payment(paymentId), { type: "CancelPayment", data: { paymentId } });

/**
 * Leaves each instalment pending for what it earned and was not paid, oldest piece first: pieces beyond that are
 * cancelled, and the piece it ends in is cut, its rest cancelled. Returns the pieces left pending, as the read models
 * will have them once the command commits.
 */
async function releaseUnearned(session: LedgerSession, proposal: SettlementProposal, lease: LeaseMoney): Promise<LeasePiece[]> {
  const owed: LeasePiece[] = [];
  for (const instalment of proposal.instalments) {
    let keep: Money = instalment.owed;
    for (const piece of lease.pendingRent.get(instalment.instalmentId) ?? []) {
      if (keep.gte(piece.gross)) {
        owed.push(piece);
        keep = sub(keep, piece.gross);
      } else if (keep.gt(0)) {
        const { paid, rest } = await partToPay(session, piece.paymentId, toFixed2(keep));
        owed.push({ ...piece, paymentId: paid, gross: keep });
        if (rest) await cancel(session, rest);
        keep = money(0);
      } else {
        await cancel(session, piece.paymentId);
      }
    }
  }
  return owed;
}

/** Pays the rent still owed, oldest first, out of the deposit: a voucher of the method "deposit", with its receipt. */
async function payFromDeposit(
  session: LedgerSession,
  { tenantId, payer, owed }: { tenantId: string; payer: string; owed: LeasePiece[] },
  settledOn: IsoDate,
  amount: Money,
): Promise<string> {
  const open = owed.map((piece) => ({ paymentId: piece.paymentId, dueDate: piece.dueDate, amountDue: piece.gross }));
  const { allocations } = allocateOldestFirst(amount, open, settledOn > owed.at(-1)!.dueDate ? settledOn : owed.at(-1)!.dueDate);
  const voucher = await receiveInSession(
    session,
    {
      tenantId,
      amount: toFixed2(amount),
      paidDate: settledOn,
      method: "deposit",
      reference: "",
      allocations: allocations.map((allocation) => ({ paymentId: allocation.paymentId, amount: toFixed2(allocation.amount) })),
    },
    { payer, open },
  );
  return voucher.collectionId;
}
