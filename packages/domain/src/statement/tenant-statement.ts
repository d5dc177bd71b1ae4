import { add, money, sub, type Money } from "@amlak/money";
import { instalmentOf } from "../instalments/instalment-parts.ts";

/**
 * One of the tenant's payments (VAT included): an instalment, or a part split off one (`splitFrom`), or an instalment
 * split into parts (status "split", which only says where its parts came from). Paid, it says when, and by which
 * collection voucher when a voucher paid it, on the day or later from its advance.
 */
export interface TenantCharge {
  paymentId: string;
  splitFrom: string | null;
  status: "pending" | "paid" | "split";
  dueDate: string;
  paidDate: string | null;
  collectionId: string | null;
  total: Money;
  /** What it is for (rent, water…), as the caller names it. */
  type: string;
  realEstate: string | null;
}

/** A collection voucher still received: one amount the tenant handed over, whatever it paid. */
export interface TenantVoucher {
  collectionId: string;
  date: string;
  amount: Money;
  reference: string;
}

/** A credit or debit note on a tax invoice of the tenant's payments, on the day it was issued (VAT included). */
export interface TenantNote {
  noteId: string;
  noteType: "credit" | "debit";
  date: string;
  total: Money;
  /** Its printed number, and its invoice's. */
  number: string;
  invoiceNumber: string;
}

interface StatementLine {
  date: string;
  kind: StatementLineKind;
  /** The instalment charged (its parts taken together), or the payment paid on its own; none for a voucher or a note. */
  paymentId: string | null;
  collectionId: string | null;
  noteId: string | null;
  type: string;
  realEstate: string | null;
  reference: string | null;
  charge: Money;
  paid: Money;
  /** What the tenant owes after this line; below zero, what they hold in credit (an advance). */
  balance: Money;
}

/**
 * What settlements did with the deposits they held: kept for deductions, paid into rent, returned to the tenant; each
 * with the settlement's own figure it adds up.
 */
export const DEPOSIT_SETTLED = [
  ["kept", "deductions"],
  ["applied", "depositApplied"],
  ["returned", "depositReturned"],
] as const;

/** The security deposits the tenant's leases ask (issue #23): money held for the tenant, never income. */
type DepositPosition = {
  asked: Money;
  /** Received by the statement's end and not settled by then (returned, kept for deductions, paid into rent): held. */
  received: Money;
} & Record<(typeof DEPOSIT_SETTLED)[number][0], Money>;

/**
 * A lease's settlement (issue #23), on `date`: the rent it refunded (`refundCredited` of it by credit notes, which the
 * statement counts as notes; the rest released here), and all of the deposit it held, kept, paid into rent or returned.
 */
export interface TenantSettlement {
  contractId: string;
  date: string;
  refund: Money;
  refundCredited: Money;
  /** How the refund was paid (a transfer's reference). */
  reference: string;
  depositHeld: Money;
  depositApplied: Money;
  depositReturned: Money;
}

type Amounts<T, K extends keyof T> = Omit<T, K> & { [key in K]: string };

/** A settlement as its read model keeps it, amounts as decimal text. */
export const tenantSettlementOf = (
  row: Amounts<TenantSettlement, "refund" | "refundCredited" | "depositHeld" | "depositApplied" | "depositReturned">,
): TenantSettlement => ({
  ...row,
  refund: money(row.refund),
  refundCredited: money(row.refundCredited),
  depositHeld: money(row.depositHeld),
  depositApplied: money(row.depositApplied),
  depositReturned: money(row.depositReturned),
});

export interface TenantStatement {
  opening: Money;
  lines: StatementLine[];
  charges: Money;
  paid: Money;
  closing: Money;
  deposit: DepositPosition;
}

const ZERO = money(0);
const inPeriod = (date: string, from: string | null, to: string) => (from === null || date >= from) && date <= to;
const ORDER = { charge: 0, debitNote: 1, payment: 2, collection: 3, creditNote: 4, rentReleased: 5, refund: 6 } as const;
export type StatementLineKind = keyof typeof ORDER;
const CHARGES: ReadonlySet<StatementLineKind> = new Set(["charge", "debitNote", "refund"]);

/**
 * What a line adds to what the tenant owes: a charge, a debit note and money refunded to them; payments, vouchers,
 * credit notes and rent released by a settlement take off it.
 */
export const addsToBalance = (kind: StatementLineKind): boolean => CHARGES.has(kind);

/**
 * A tenant's statement for a period (SCREENS "Contacts"), by money movement: what was owed at its start; each
 * instalment as it fell due, its parts taken together; each payment on the day it was paid; each collection voucher's
 * whole amount on the day it was received, the payments it paid (then or later from its advance) not counted again;
 * the running balance; and what is owed at its end, below zero when the tenant holds an advance. Vouchers not given
 * (a statement of one contract, which a voucher is not part of) leave their payments counted one by one. Charges
 * not yet due by the period's end are not owed yet; on one day a charge comes before a payment. A credit note on
 * one of their invoices takes off what they owe on the day it was issued, and a debit note adds to it. A settlement
 * releases the rent it refunds that no credit note took off, and the refund paid out adds it back.
 */
export function tenantStatement(
  charges: readonly TenantCharge[],
  vouchers: readonly TenantVoucher[],
  { from, to }: { from: string | null; to: string },
  notes: readonly TenantNote[] = [],
  settlements: readonly TenantSettlement[] = [],
): TenantStatement {
  const counted = new Set(vouchers.map((voucher) => voucher.collectionId));
  const movements = [
    ...instalments(charges).map((charge) => ({
      ...charge,
      kind: "charge" as const,
      date: charge.dueDate,
      collectionId: null,
      reference: null,
    })),
    ...charges
      .filter((charge) => charge.status === "paid" && !(charge.collectionId && counted.has(charge.collectionId)))
      .map((charge) => ({ ...charge, kind: "payment" as const, date: charge.paidDate!, collectionId: null, reference: null })),
    ...vouchers.map((voucher) => ({
      ...voucher,
      kind: "collection" as const,
      paymentId: null,
      type: "",
      realEstate: null,
      total: voucher.amount,
    })),
    ...notes.map((note) => ({
      kind: note.noteType === "credit" ? ("creditNote" as const) : ("debitNote" as const),
      date: note.date,
      paymentId: null,
      collectionId: null,
      noteId: note.noteId,
      type: note.number,
      realEstate: null,
      reference: note.invoiceNumber,
      total: note.total,
    })),
    ...settlements.flatMap((settlement) => settlementMovements(settlement)),
  ];
  const owes = (movement: { kind: StatementLineKind; total: Money }) =>
    addsToBalance(movement.kind) ? movement.total : movement.total.neg();
  const opening = add(ZERO, ...movements.filter((movement) => from !== null && movement.date < from).map(owes));
  const shown = movements.filter((movement) => inPeriod(movement.date, from, to));
  shown.sort((a, b) => a.date.localeCompare(b.date) || ORDER[a.kind] - ORDER[b.kind]);
  let balance = opening;
  const lines = shown.map((movement): StatementLine => {
    balance = add(balance, owes(movement));
    return {
      date: movement.date,
      kind: movement.kind,
      paymentId: movement.paymentId,
      collectionId: movement.collectionId,
      noteId: "noteId" in movement ? movement.noteId : null,
      type: movement.type,
      realEstate: movement.realEstate,
      reference: movement.reference,
      charge: addsToBalance(movement.kind) ? movement.total : ZERO,
      paid: addsToBalance(movement.kind) ? ZERO : movement.total,
      balance,
    };
  });
  const charged = add(ZERO, ...lines.map((line) => line.charge));
  const paid = add(ZERO, ...lines.map((line) => line.paid));
  return {
    opening,
    lines,
    charges: charged,
    paid,
    closing: sub(add(opening, charged), paid),
    deposit: depositPosition(charges, settlements, to),
  };
}

/** A settlement's lines: the rent it refunded that no credit note took off, released, then the refund paid out. */
function settlementMovements(settlement: TenantSettlement) {
  const line = (kind: "rentReleased" | "refund", total: Money) => ({
    kind,
    date: settlement.date,
    paymentId: null,
    collectionId: null,
    noteId: null,
    type: "",
    realEstate: null,
    reference: kind === "refund" ? settlement.reference || null : null,
    total,
  });
  const released = sub(settlement.refund, settlement.refundCredited);
  return [
    ...(released.gt(0) ? [line("rentReleased", released)] : []),
    ...(settlement.refund.gt(0) ? [line("refund", settlement.refund)] : []),
  ];
}

/** The deposits asked (split parts counted once, by their parts), what of them was paid by `to` and not settled by then, and what settlements did with them. */
function depositPosition(charges: readonly TenantCharge[], settlements: readonly TenantSettlement[], to: string): DepositPosition {
  const deposits = charges.filter((charge) => charge.type === "deposit" && charge.status !== "split");
  const paid = deposits.filter((charge) => charge.status === "paid" && charge.paidDate! <= to);
  const settled = settlements.filter((settlement) => settlement.date <= to);
  const sum = (figure: (settlement: TenantSettlement) => Money) => add(ZERO, ...settled.map(figure));
  return {
    asked: add(ZERO, ...deposits.map((charge) => charge.total)),
    received: sub(
      add(ZERO, ...paid.map((charge) => charge.total)),
      sum((settlement) => settlement.depositHeld),
    ),
    kept: sum((settlement) => sub(settlement.depositHeld, add(settlement.depositApplied, settlement.depositReturned))),
    applied: sum((settlement) => settlement.depositApplied),
    returned: sum((settlement) => settlement.depositReturned),
  };
}

/** The instalments charged: the payments that are not split, each part counted with the instalment it was cut from. */
function instalments(charges: readonly TenantCharge[]): TenantCharge[] {
  const origin = instalmentOf(charges.map((charge) => ({ id: charge.paymentId, splitFrom: charge.splitFrom, dueDate: charge.dueDate })));
  const byId = new Map(charges.map((charge) => [charge.paymentId, charge]));
  const grouped = new Map<string, TenantCharge>();
  for (const charge of charges) {
    if (charge.status === "split") continue;
    const root = byId.get(origin(charge.paymentId))!;
    const held = grouped.get(root.paymentId);
    grouped.set(root.paymentId, held ? { ...held, total: add(held.total, charge.total) } : { ...root, total: charge.total });
  }
  return [...grouped.values()];
}
