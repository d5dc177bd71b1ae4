import { add, money, sub, type Money } from "@amlak/money";
import {
  agreementFor,
  expenseChargedToOwner,
  NO_AGREEMENTS,
  type ManagementAgreement,
  type OwnerAgreements,
} from "../owners/management-agreement.ts";

/** A paid payment on one of the owner's units, as the ledger holds it (price without VAT, and its VAT). */
export interface OwnerPayment {
  paymentId: string;
  /** The lessor contact whose unit it was paid on (the contract's lessor, else the unit's). */
  lessorId: string;
  /** Who settled it with the manager: the tenant, the owner (the manager's annual commission) or a vendor (an expense). */
  party: "tenant" | "lessor" | "vendor";
  /** Its schedule type or recorded category (rent, water, commission, maintenance…). */
  category: string | null;
  paidDate: string;
  price: Money;
  vat: Money;
  realEstate: string | null;
  /** The property the unit is part of (its compound, else the unit itself), whose own agreement overrides the lessor's. */
  propertyId: string | null;
  tenant: string | null;
}

/** A remittance paid to the owner (not reversed): the payout, and the management fee it charged, VAT included. */
interface OwnerRemittance {
  remittanceId: string;
  paidDate: string;
  amount: Money;
  fee: Money;
}

type OwnerLineKind = "collected" | "commission" | "expense" | "fee" | "remittance";

interface OwnerStatementLine {
  date: string;
  kind: OwnerLineKind;
  /** The payment's id, or the remittance's for its fee and payout. */
  paymentId: string;
  category: string | null;
  realEstate: string | null;
  tenant: string | null;
  /** Added to what is due to the owner when collected, taken off when commission or an expense. */
  amount: Money;
  /** What is due to the owner after this line. */
  balance: Money;
}

export interface OwnerStatement {
  opening: Money;
  collected: Money;
  commission: Money;
  expenses: Money;
  /** Management fees the period's remittances charged, VAT included. */
  fees: Money;
  /** collected − commission − expenses − fees: what the period added to what is due to the owner. */
  net: Money;
  /** What the period's remittances paid out to the owner. */
  remitted: Money;
  closing: Money;
  /** The period's management fee with its VAT that no remittance has charged yet, and what is due to the owner after it. */
  feeToCharge: Money;
  due: Money;
  lines: OwnerStatementLine[];
}

const ZERO = money(0);
/** On one day, money collected is listed before what is taken out of it. */
const ORDER: readonly OwnerLineKind[] = ["collected", "commission", "expense", "fee", "remittance"];
/** What a tenant pays that is not the owner's: the manager's brokerage and fees, and a security deposit held for the tenant. */
const NOT_THE_OWNERS = new Set(["commission", "additional_commission", "admin_fee", "ejar_fee", "other_fee", "deposit"]);

/**
 * What a payment does to the owner's account, and by how much. The manager holds what tenants pay for the owner
 * (rent and the other charges, without VAT, which the manager owes to ZATCA); a commission the tenant pays is the
 * manager's own revenue and not the owner's, and so are the one-time fees; a security deposit is the tenant's money. The owner
 * bears the annual commission in full, VAT included, and so the expenses on their units that their management agreement
 * charges to them (every expense without an agreement).
 */
export function effectOf(
  payment: OwnerPayment,
  agreement: Pick<ManagementAgreement, "expenseCategories"> | null,
): { kind: OwnerLineKind; amount: Money } | null {
  switch (payment.party) {
    case "tenant":
      return payment.category !== null && NOT_THE_OWNERS.has(payment.category) ? null : { kind: "collected", amount: payment.price };
    case "lessor":
      return { kind: "commission", amount: add(payment.price, payment.vat) };
    case "vendor":
      return expenseChargedToOwner(agreement, payment.category) ? { kind: "expense", amount: add(payment.price, payment.vat) } : null;
    default: {
      const _exhaustive: never = payment.party;
      return _exhaustive;
    }
  }
}

interface OwnerStatementOptions {
  remittances?: readonly OwnerRemittance[];
  /** Each lessor contact's agreements (theirs and their properties'), by its id: which expenses on their units are theirs. */
  agreements?: ReadonlyMap<string, OwnerAgreements>;
  /** The period's management fee with VAT not yet charged by a remittance (@amlak/domain ownerRemittance's fee and VAT). */
  feeToCharge?: Money;
}

/**
 * An owner's statement for a period, on the day money moved (cash basis): what was due to the owner at its start
 * (everything collected for them before it, less commission and expenses), each payment of the period in date order
 * with the running balance, the period's totals and what is due at its end. Payments paid after the period are left out.
 * Each remittance takes its fee and its payout off on the day it was paid; the fee no remittance has charged yet is
 * taken off what is due at the end, so that, for a period with nothing before it, what is due is what a remittance
 * would propose.
 */
export function ownerStatement(
  payments: readonly OwnerPayment[],
  { from, to }: { from: string; to: string },
  { remittances = [], agreements = new Map(), feeToCharge = ZERO }: OwnerStatementOptions = {},
): OwnerStatement {
  const remitted = remittances.flatMap(({ remittanceId, paidDate, amount, fee }) =>
    (
      [
        ["fee", fee],
        ["remittance", amount],
      ] as const
    )
      .filter(([, value]) => value.gt(0))
      .map(([kind, value]) => ({
        payment: { paymentId: remittanceId, paidDate, category: null, realEstate: null, tenant: null },
        kind,
        amount: value,
      })),
  );
  const effects = [
    ...payments.flatMap((payment) => {
      const effect = effectOf(payment, agreementFor(agreements.get(payment.lessorId) ?? NO_AGREEMENTS, payment.propertyId));
      return effect === null ? [] : [{ payment, ...effect }];
    }),
    ...remitted,
  ]
    .filter(({ payment }) => payment.paidDate <= to)
    .map((effect) => ({ ...effect, signed: effect.kind === "collected" ? effect.amount : effect.amount.neg() }));
  const opening = add(ZERO, ...effects.filter(({ payment }) => payment.paidDate < from).map(({ signed }) => signed));
  const inPeriod = effects
    .filter(({ payment }) => payment.paidDate >= from)
    .sort(
      (a, b) =>
        a.payment.paidDate.localeCompare(b.payment.paidDate) ||
        ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) ||
        a.payment.paymentId.localeCompare(b.payment.paymentId),
    );
  let balance = opening;
  const lines = inPeriod.map(({ payment, kind, amount, signed }): OwnerStatementLine => {
    balance = add(balance, signed);
    const { paymentId, category, realEstate, tenant, paidDate } = payment;
    return { date: paidDate, kind, paymentId, category, realEstate, tenant, amount, balance };
  });
  const total = (kind: OwnerLineKind) => add(ZERO, ...lines.filter((line) => line.kind === kind).map((line) => line.amount));
  const collected = total("collected");
  const commission = total("commission");
  const expenses = total("expense");
  const fees = total("fee");
  const net = [commission, expenses, fees].reduce(sub, collected);
  const paidOut = total("remittance");
  const closing = sub(add(opening, net), paidOut);
  return {
    opening,
    collected,
    commission,
    expenses,
    fees,
    net,
    remitted: paidOut,
    closing,
    feeToCharge,
    due: sub(closing, feeToCharge),
    lines,
  };
}
