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
  kind: "charge" | "payment" | "collection" | "creditNote" | "debitNote";
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

/** The security deposits the tenant's leases ask (issue #23): money held for the tenant, never income. */
interface DepositPosition {
  asked: Money;
  /** Received by the statement's end and not settled by then (returned, kept for deductions, paid into rent): held. */
  received: Money;
}

/** A lease's settlement (issue #23): on `date` it gave back, kept or applied all of the deposit held for it. */
export interface TenantSettlement {
  date: string;
  depositHeld: Money;
}

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
const ORDER = { charge: 0, debitNote: 1, payment: 2, collection: 3, creditNote: 4 } as const;
/** What a movement adds to what the tenant owes: a charge and a debit note; the rest take off it. */
const CHARGES: ReadonlySet<keyof typeof ORDER> = new Set(["charge", "debitNote"]);

/**
 * A tenant's statement for a period (SCREENS "Contacts"), by money movement: what was owed at its start; each
 * instalment as it fell due, its parts taken together; each payment on the day it was paid; each collection voucher's
 * whole amount on the day it was received, the payments it paid (then or later from its advance) not counted again;
 * the running balance; and what is owed at its end, below zero when the tenant holds an advance. Vouchers not given
 * (a statement of one contract, which a voucher is not part of) leave their payments counted one by one. Charges
 * not yet due by the period's end are not owed yet; on one day a charge comes before a payment. A credit note on
 * one of their invoices takes off what they owe on the day it was issued, and a debit note adds to it.
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
  ];
  const owes = (movement: { kind: keyof typeof ORDER; total: Money }) =>
    CHARGES.has(movement.kind) ? movement.total : movement.total.neg();
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
      charge: CHARGES.has(movement.kind) ? movement.total : ZERO,
      paid: CHARGES.has(movement.kind) ? ZERO : movement.total,
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

/** The deposits asked (split parts counted once, by their parts) and what of them was paid by `to` and not settled by then. */
function depositPosition(charges: readonly TenantCharge[], settlements: readonly TenantSettlement[], to: string): DepositPosition {
  const deposits = charges.filter((charge) => charge.type === "deposit" && charge.status !== "split");
  const paid = deposits.filter((charge) => charge.status === "paid" && charge.paidDate! <= to);
  const settled = settlements.filter((settlement) => settlement.date <= to);
  return {
    asked: add(ZERO, ...deposits.map((charge) => charge.total)),
    received: sub(add(ZERO, ...paid.map((charge) => charge.total)), add(ZERO, ...settled.map((settlement) => settlement.depositHeld))),
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
