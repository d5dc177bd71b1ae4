import { add, money, round2, sub, toFixed2, type Money } from "@amlak/money";
import { AppError } from "../errors/app-error.ts";
import { addDays, daysBetween, type IsoDate } from "../schedule/calendar-date.ts";

/** One rent instalment of the lease (its split parts taken together): what it asks, VAT included, and what was paid of it. */
export interface SettlementRent {
  /** The instalment's own payment id (the original its split parts came from). */
  instalmentId: string;
  dueDate: IsoDate;
  amount: Money;
  paid: Money;
}

/** Something kept back from the deposit when the tenant leaves, with what it is for. */
export interface Deduction {
  kind: "damages" | "utilities" | "other";
  amount: Money;
  note: string;
}

export interface SettlementInput {
  /** The lease's own last day, as signed. */
  contractEnd: IsoDate;
  /** The last day the tenant holds the unit: the lease's end, or earlier for an early termination. */
  endOn: IsoDate;
  rent: readonly SettlementRent[];
  /** The security deposit received from the tenant and held. */
  depositReceived: Money;
  deductions: readonly Deduction[];
}

/** What one rent instalment earned up to the end, what of it is still owed, and what was paid beyond it. */
interface InstalmentEarned {
  instalmentId: string;
  earned: Money;
  owed: Money;
  unearned: Money;
}

export interface SettlementProposal {
  /** The rent the lease earned up to `endOn`: whole periods before it, and its own period pro rata by days. */
  rentEarned: Money;
  rentPaid: Money;
  /** Rent paid beyond what was earned: to refund (the manager may change it). */
  unearnedRent: Money;
  /** Rent earned and not paid: still owed by the tenant. */
  rentOwed: Money;
  deductions: Money;
  /** The deposit less the deductions, never below zero. */
  depositReturn: Money;
  /** Deductions beyond the deposit: owed by the tenant. */
  deductionsOwed: Money;
  /** Per instalment, oldest first: what the lease keeps charging of it is `owed` on top of what was paid. */
  instalments: InstalmentEarned[];
}

const ZERO = money(0);
const positivePart = (amount: Money) => (amount.isNegative() ? ZERO : amount);

/**
 * What ending a lease on `endOn` settles (issue #23): the rent earned to that day (each instalment's period runs from
 * its due date to the next one's, the last to the day after the lease's end, and the period `endOn` falls in is
 * earned by its days), the rent paid beyond it to refund, the deductions and the deposit to return. Pure: the handler
 * reads the instalments and the deposit held, the manager may edit the refund and the deductions, and the confirmed
 * figures are what the ledger records.
 */
export function proposeSettlement({ contractEnd, endOn, rent, depositReceived, deductions }: SettlementInput): SettlementProposal {
  const instalments = [...rent].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const earned = instalments.map((instalment, k) => {
    const periodEnd = instalments[k + 1]?.dueDate ?? addDays(contractEnd, 1);
    if (endOn < instalment.dueDate) return ZERO;
    if (endOn >= addDays(periodEnd, -1)) return instalment.amount;
    const days = daysBetween(instalment.dueDate, periodEnd);
    return round2(instalment.amount.times(daysBetween(instalment.dueDate, endOn) + 1).div(days));
  });
  const rentEarned = add(ZERO, ...earned);
  const rentPaid = add(ZERO, ...instalments.map((instalment) => instalment.paid));
  const perInstalment = instalments.map(({ instalmentId, paid }, k) => ({
    instalmentId,
    earned: earned[k]!,
    owed: positivePart(sub(earned[k]!, paid)),
    unearned: positivePart(sub(paid, earned[k]!)),
  }));
  const deducted = add(ZERO, ...deductions.map((deduction) => deduction.amount));
  return {
    rentEarned,
    rentPaid,
    unearnedRent: positivePart(sub(rentPaid, rentEarned)),
    rentOwed: positivePart(sub(rentEarned, rentPaid)),
    deductions: deducted,
    depositReturn: positivePart(sub(depositReceived, deducted)),
    deductionsOwed: positivePart(sub(deducted, depositReceived)),
    instalments: perInstalment,
  };
}

/** What the manager confirms of a proposal: the rent to refund, and whether the deposit pays the rent still owed. */
export interface SettlementChoice {
  refund: Money;
  applyDepositToRent: boolean;
}

export interface SettlementFigures {
  refund: Money;
  /** Deductions beyond the deposit held: charged to the tenant as an income of the lease. */
  deductionsCharged: Money;
  /** Of the deposit, what pays the rent still owed (the oldest instalments first). */
  depositApplied: Money;
  /** Of the deposit, what goes back to the tenant. */
  depositReturned: Money;
  /** The rent still owed once the deposit paid its part. */
  rentOwed: Money;
}

/**
 * The figures a confirmed settlement records. The refund is the manager's (none up to the unearned rent: what is not
 * refunded the lessor keeps); deductions come out of the deposit held, and what they ask beyond it is charged to the
 * tenant; the rest of the deposit pays rent still owed when the manager says so, and is returned.
 */
export function settlementFigures(proposal: SettlementProposal, depositReceived: Money, choice: SettlementChoice): SettlementFigures {
  if (choice.refund.isNegative() || choice.refund.gt(proposal.unearnedRent)) {
    throw new AppError("settlement.refundBeyondUnearned", { refund: toFixed2(choice.refund), unearned: toFixed2(proposal.unearnedRent) });
  }
  const available = positivePart(sub(depositReceived, proposal.deductions));
  const depositApplied = choice.applyDepositToRent ? (available.lt(proposal.rentOwed) ? available : proposal.rentOwed) : ZERO;
  return {
    refund: choice.refund,
    deductionsCharged: proposal.deductionsOwed,
    depositApplied,
    depositReturned: sub(available, depositApplied),
    rentOwed: sub(proposal.rentOwed, depositApplied),
  };
}

/**
 * Which instalments a confirmed refund gives back, the latest first (the last periods paid are the ones not lived in):
 * each gives at most what it was paid beyond what it earned.
 */
export function refundByInstalment(proposal: SettlementProposal, refund: Money): { instalmentId: string; amount: Money }[] {
  let left = refund;
  const refunded: { instalmentId: string; amount: Money }[] = [];
  for (const { instalmentId, unearned } of [...proposal.instalments].reverse()) {
    if (!left.gt(0)) break;
    const amount = unearned.lt(left) ? unearned : left;
    if (amount.gt(0)) refunded.push({ instalmentId, amount });
    left = sub(left, amount);
  }
  return refunded;
}
