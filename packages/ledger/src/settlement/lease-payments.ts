import type { LeasePayment } from "@amlak/db";
import type { SettlementRent } from "@amlak/domain";
import { add, money, type Money } from "@amlak/money";

export interface LeasePiece {
  paymentId: string;
  dueDate: string;
  gross: Money;
}

/** A lease's rent instalments as a settlement weighs them, with the pending pieces of each, and its deposit. */
export interface LeaseMoney {
  rent: SettlementRent[];
  /** Pending pieces per instalment id, oldest first. */
  pendingRent: Map<string, LeasePiece[]>;
  /** Paid pieces per instalment id, oldest first. */
  paidRent: Map<string, LeasePiece[]>;
  depositHeld: Money;
  pendingDeposit: LeasePiece[];
  /** The rent's VAT rate (a fraction), for the VAT a refund gives back. */
  rentVatRate: string;
}

const ZERO = money(0);

/**
 * Groups a lease's payments into its rent instalments: each split part counts towards the original it came from, and
 * pieces set aside (cancelled, deleted, split into parts) count for nothing. An instalment with nothing left is gone.
 */
export function leaseMoney(payments: readonly LeasePayment[]): LeaseMoney {
  const parentOf = new Map(payments.map((payment) => [payment.id, payment.splitFrom]));
  const rootOf = (id: string): string => {
    const parent = parentOf.get(id);
    return parent && parentOf.has(parent) ? rootOf(parent) : id;
  };
  const instalments = new Map<string, SettlementRent>();
  const pendingRent = new Map<string, LeasePiece[]>();
  const paidRent = new Map<string, LeasePiece[]>();
  let depositHeld = ZERO;
  const pendingDeposit: LeasePiece[] = [];
  let rentVatRate = "0";
  for (const payment of payments) {
    if (payment.status !== "pending" && payment.status !== "paid") continue;
    const piece = { paymentId: payment.id, dueDate: payment.dueDate, gross: add(money(payment.price), money(payment.vat)) };
    if (payment.paymentType === "deposit") {
      if (payment.status === "paid") depositHeld = add(depositHeld, piece.gross);
      else pendingDeposit.push(piece);
      continue;
    }
    rentVatRate = payment.vatRate;
    const root = rootOf(payment.id);
    const rootRow = payments.find((candidate) => candidate.id === root)!;
    const instalment = instalments.get(root) ?? { instalmentId: root, dueDate: rootRow.dueDate, amount: ZERO, paid: ZERO };
    instalments.set(root, {
      ...instalment,
      amount: add(instalment.amount, piece.gross),
      paid: payment.status === "paid" ? add(instalment.paid, piece.gross) : instalment.paid,
    });
    const pieces = payment.status === "pending" ? pendingRent : paidRent;
    pieces.set(root, [...(pieces.get(root) ?? []), piece]);
  }
  return { rent: [...instalments.values()], pendingRent, paidRent, depositHeld, pendingDeposit, rentVatRate };
}
