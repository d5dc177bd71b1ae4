import { add, money, round2, sub, vatOf, type Money } from "@amlak/money";
import { effectOf, type OwnerPayment } from "../statement/owner-statement.ts";
import { agreementFor, type OwnerAgreements } from "./management-agreement.ts";

/** A remittance already paid to the owner for a period overlapping this one (reversed ones are left out by the caller). */
export interface EarlierRemittance {
  amount: Money;
  /** The part of the period's fee it charged, before VAT. */
  fee: Money;
  /** What it took from the owner for the fee: with VAT, net of the credit and debit notes on its fee invoice. */
  feeCharged: Money;
}

export interface RemittanceProposal {
  /** What tenants paid for the owner in the period (rent and the other charges, without VAT). */
  collected: Money;
  /** The rent in `collected` the agreements' percent fees are worked out on (each from its effective date). */
  rentCollected: Money;
  /** The lessor's own commission payments of the period (the contract's annual commission), VAT included. */
  commission: Money;
  /** Expenses paid on the owner's units in the period that the agreement charges to the owner. */
  expenses: Money;
  /** The period's whole management fee, before VAT. */
  periodFee: Money;
  /** What earlier remittances of the period paid out, and the fees they took (with VAT, net of notes on their invoices). */
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
/**
 * A percent fee is on the rent collected, less rent a lease's settlement gave back to the tenant, and as credit and
 * debit notes on its invoices corrected it.
 */
const FEE_BASE = new Set(["rent", "rent_refund", "rent_credit", "rent_debit"]);

/** Calendar months that [from, to] touches: 2026-01-31..2026-02-01 is two. */
function monthsTouched(from: string, to: string): number {
  if (to < from) return 0;
  const months = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return months(to) - months(from) + 1;
}

/** Each agreement in force for the owner, with the payments it covers: each property's own, and the lessor's for the rest. */
function feeScopes(agreements: OwnerAgreements) {
  const own = [...agreements.properties].flatMap(([propertyId, agreement]) =>
    agreement === null ? [] : [{ agreement, monthly: true, covers: (payment: OwnerPayment) => payment.propertyId === propertyId }],
  );
  const { lessor } = agreements;
  if (lessor === null) return own;
  // The lessor's fixed fee is for the properties without an agreement of their own: when every one has its own, none is left.
  const monthly = agreements.properties.size === 0 || [...agreements.properties.values()].includes(null);
  return [
    ...own,
    { agreement: lessor, monthly, covers: (payment: OwnerPayment) => agreementFor(agreements, payment.propertyId) === lessor },
  ];
}

/**
 * The period's management fee: each agreement's, from its effective date — a percent of the rent collected on the
 * properties it covers, or its fixed amount for each calendar month the period touches.
 */
function periodFee(agreements: OwnerAgreements, payments: readonly OwnerPayment[], from: string, to: string) {
  const fees = feeScopes(agreements).map(({ agreement, monthly, covers }) => {
    const start = agreement.effectiveFrom > from ? agreement.effectiveFrom : from;
    if (agreement.feeKind === "fixed")
      return { rent: ZERO, fee: monthly ? round2(agreement.feeValue.times(monthsTouched(start, to))) : ZERO };
    const rent = add(
      ZERO,
      ...payments
        .filter(
          (payment) =>
            payment.party === "tenant" && FEE_BASE.has(payment.category ?? "") && payment.paidDate >= start && payment.paidDate <= to,
        )
        .filter(covers)
        .map((payment) => payment.price),
    );
    return { rent, fee: round2(rent.times(agreement.feeValue).div(HUNDRED)) };
  });
  return { rentCollected: add(ZERO, ...fees.map(({ rent }) => rent)), fee: add(ZERO, ...fees.map(({ fee }) => fee)) };
}

/**
 * What the manager owes a lessor for a period, on the day money moved (as the owner statement counts it): the money
 * tenants paid for the owner, less the owner's commission payments, the expenses the agreement charges to them, the
 * management fee with its VAT, and what earlier remittances of the period already paid and charged. Each payment is
 * under its property's agreement, else the lessor's; without either there is no fee and every expense on the unit is
 * the owner's, as on the owner statement.
 */
export function ownerRemittance(
  payments: readonly OwnerPayment[],
  agreements: OwnerAgreements,
  earlier: readonly EarlierRemittance[],
  { from, to, vatRate }: { from: string; to: string; vatRate: string },
): RemittanceProposal {
  const inPeriod = payments.filter((payment) => payment.paidDate >= from && payment.paidDate <= to);
  const total = (kind: "collected" | "commission" | "expense") =>
    add(
      ZERO,
      ...inPeriod.flatMap((payment) => {
        const effect = effectOf(payment, agreementFor(agreements, payment.propertyId));
        return effect?.kind === kind ? [effect.amount] : [];
      }),
    );
  const collected = total("collected");
  const commission = total("commission");
  const expenses = total("expense");
  const { rentCollected, fee: wholeFee } = periodFee(agreements, payments, from, to);
  const earlierRemitted = add(ZERO, ...earlier.map((remittance) => remittance.amount));
  const earlierFees = add(ZERO, ...earlier.map((remittance) => remittance.feeCharged));
  // A note on an earlier fee's invoice changes what the owner paid for it, not how much of the period's fee was charged:
  // a fee given back by a credit note is not charged again by the next remittance.
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
