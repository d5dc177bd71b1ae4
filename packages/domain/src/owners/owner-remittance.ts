import { add, money, round2, sub, vatOf, type Money } from "@amlak/money";
import { effectOf, type OwnerPayment } from "../statement/owner-statement.ts";
import type { ManagementAgreement } from "./management-agreement.ts";

/** A remittance already paid to the owner for a period overlapping this one (reversed ones are left out by the caller). */
export interface EarlierRemittance {
  amount: Money;
  fee: Money;
  feeVat: Money;
}

export interface RemittanceProposal {
  /** What tenants paid for the owner in the period (rent and the other charges, without VAT). */
  collected: Money;
  /** The rent in `collected` the agreement's percent fee is worked out on (collected from its effective date). */
  rentCollected: Money;
  /** The lessor's own commission payments of the period (the contract's annual commission), VAT included. */
  commission: Money;
  /** Expenses paid on the owner's units in the period that the agreement charges to the owner. */
  expenses: Money;
  /** The period's whole management fee, before VAT. */
  periodFee: Money;
  /** What earlier remittances of the period paid out, and the fees (with VAT) they charged. */
  earlierRemitted: Money;
  earlierFees: Money;
  /** The fee this remittance charges: the period's fee less what earlier remittances charged of it; and its VAT. */
  fee: Money;
  feeVat: Money;
  /** What may still be paid to the owner for the period; never below zero. */
  due: Money;
}

const ZERO = money(0);
const HUNDRED = money(100);

/** Calendar months that [from, to] touches: 2026-01-31..2026-02-01 is two. */
function monthsTouched(from: string, to: string): number {
  if (to < from) return 0;
  const months = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return months(to) - months(from) + 1;
}

function periodFee(agreement: ManagementAgreement | null, payments: readonly OwnerPayment[], from: string, to: string) {
  if (agreement === null) return { rentCollected: ZERO, fee: ZERO };
  const start = agreement.effectiveFrom > from ? agreement.effectiveFrom : from;
  const rentCollected = add(
    ZERO,
    ...payments
      .filter((payment) => payment.party === "tenant" && payment.category === "rent" && payment.paidDate >= start && payment.paidDate <= to)
      .map((payment) => payment.price),
  );
  const fee =
    agreement.feeKind === "percent"
      ? round2(rentCollected.times(agreement.feeValue).div(HUNDRED))
      : round2(agreement.feeValue.times(monthsTouched(start, to)));
  return { rentCollected, fee };
}

/**
 * What the manager owes a lessor for a period, on the day money moved (as the owner statement counts it): the money
 * tenants paid for the owner, less the owner's commission payments, the expenses the agreement charges to them, the
 * management fee with its VAT, and what earlier remittances of the period already paid and charged. Without an
 * agreement there is no fee and every expense on the owner's units is theirs, as on the owner statement.
 */
export function ownerRemittance(
  payments: readonly OwnerPayment[],
  agreement: ManagementAgreement | null,
  earlier: readonly EarlierRemittance[],
  { from, to, vatRate }: { from: string; to: string; vatRate: string },
): RemittanceProposal {
  const inPeriod = payments.filter((payment) => payment.paidDate >= from && payment.paidDate <= to);
  const total = (kind: "collected" | "commission" | "expense") =>
    add(
      ZERO,
      ...inPeriod.flatMap((payment) => {
        const effect = effectOf(payment, agreement);
        return effect?.kind === kind ? [effect.amount] : [];
      }),
    );
  const collected = total("collected");
  const commission = total("commission");
  const expenses = total("expense");
  const { rentCollected, fee: wholeFee } = periodFee(agreement, payments, from, to);
  const earlierRemitted = add(ZERO, ...earlier.map((remittance) => remittance.amount));
  const earlierFees = add(ZERO, ...earlier.map((remittance) => add(remittance.fee, remittance.feeVat)));
  const earlierFeeWithoutVat = add(ZERO, ...earlier.map((remittance) => remittance.fee));
  const fee = atLeastZero(sub(wholeFee, earlierFeeWithoutVat));
  const feeVat = vatOf(fee, vatRate);
  const owed = [commission, expenses, earlierRemitted, earlierFees, fee, feeVat].reduce(sub, collected);
  return {
    collected,
    rentCollected,
    commission,
    expenses,
    periodFee: wholeFee,
    earlierRemitted,
    earlierFees,
    fee,
    feeVat,
    due: atLeastZero(owed),
  };
}

const atLeastZero = (amount: Money): Money => (amount.isNegative() ? ZERO : amount);
