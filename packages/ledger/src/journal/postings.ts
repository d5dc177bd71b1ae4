import { paymentLineDescription, type PaymentType } from "@amlak/domain";
import { toFixed2, type Money } from "@amlak/money";
import type { AmountText } from "../amount.ts";
import { amountDue, paymentDecider, type ExistingPayment, type PaymentDetails, type PaymentState } from "../payment/payment.decider.ts";
import type { PaymentEvent } from "../payment/payment.events.ts";
import type { AccountCode } from "./chart-of-accounts.ts";

/** One side of a journal entry; the other amount is "0.00". */
export interface JournalLine {
  account: AccountCode;
  debit: AmountText;
  credit: AmountText;
  memo: string;
}

/*
 * Accrual postings of the manager's books. Amounts exclude VAT; VAT is added on top and owed to ZATCA.
 *
 *   due (scheduled, recorded, split part)   tenant charge      Dr tenant_receivable  Cr lessor_payable, vat_output
 *                                           tenant commission  Dr tenant_receivable  Cr commission_revenue, vat_output
 *                                           lessor commission  Dr lessor_payable     Cr commission_revenue, vat_output
 *                                           tenant fee         Dr tenant_receivable  Cr fee_revenue, vat_output
 *                                           security deposit   Dr tenant_receivable  Cr deposits_due
 *                                           expense            nothing (expenses are booked when paid)
 *   paid                                    tenant             Dr cash_bank          Cr tenant_receivable
 *                                           security deposit   and Dr deposits_due   Cr deposits_held (held, never income)
 *                                           lessor             nothing: taken out of rent already held for the lessor
 *                                           expense            Dr expenses           Cr cash_bank
 *   undone                                  the paid entry reversed
 *   cancelled, split, deleted while pending the due entry reversed (a split's parts post their own due entries)
 *   deleted after cancelled, contacted      nothing
 */

/** The balanced journal lines one payment event posts, given the payment's state before the event. */
export function postingsFor(event: PaymentEvent, before: PaymentState): JournalLine[] {
  switch (event.type) {
    case "PaymentScheduled":
    case "PaymentRecorded":
    case "PaymentSplitFrom":
      return due(existing(paymentDecider.evolve(before, event)));
    case "PaymentMarkedPaid":
      return settled(existing(before));
    case "PaymentUndone":
      return reversed(settled(existing(before)));
    case "PaymentCancelled":
    case "PaymentSplit":
      return reversed(due(existing(before)));
    case "PaymentDeleted":
      return before.status === "pending" ? reversed(due(before)) : [];
    case "PaymentContacted":
      return [];
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

function due(payment: PaymentDetails): JournalLine[] {
  const memo = memoOf(payment);
  switch (payment.party) {
    case "tenant":
    case "lessor":
      return lines(memo, [
        [payment.party === "tenant" ? "tenant_receivable" : "lessor_payable", "debit", amountDue(payment)],
        [creditedWhenDue(payment.paymentType), "credit", payment.price],
        ["vat_output", "credit", payment.vat],
      ]);
    case "vendor":
      return [];
    default: {
      const _exhaustive: never = payment.party;
      return _exhaustive;
    }
  }
}

function settled(payment: PaymentDetails): JournalLine[] {
  const memo = memoOf(payment);
  const amount = amountDue(payment);
  switch (payment.party) {
    case "tenant":
      return lines(memo, [["cash_bank", "debit", amount], ["tenant_receivable", "credit", amount], ...depositReceived(payment, amount)]);
    case "lessor":
      return [];
    case "vendor":
      return lines(memo, [
        ["expenses", "debit", amount],
        ["cash_bank", "credit", amount],
      ]);
    default: {
      const _exhaustive: never = payment.party;
      return _exhaustive;
    }
  }
}

/** A deposit received moves from what the tenant owes to what is held for them. */
function depositReceived(payment: PaymentDetails, amount: Money): [AccountCode, "debit" | "credit", Money][] {
  if (payment.paymentType !== "deposit") return [];
  return [
    ["deposits_due", "debit", amount],
    ["deposits_held", "credit", amount],
  ];
}

export function reversed(journalLines: JournalLine[]): JournalLine[] {
  return journalLines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
}

export function lines(memo: string, sides: [AccountCode, "debit" | "credit", Money][]): JournalLine[] {
  return sides
    .filter(([, , amount]) => !amount.isZero())
    .map(([account, side, amount]) => ({
      account,
      debit: side === "debit" ? toFixed2(amount) : "0.00",
      credit: side === "credit" ? toFixed2(amount) : "0.00",
      memo,
    }));
}

/** What a charge falling due is owed as: the manager's commission or fee, a deposit to hold, else the lessor's money. */
export function creditedWhenDue(paymentType: PaymentType | null): AccountCode {
  switch (paymentType) {
    case "commission":
    case "additional_commission":
      return "commission_revenue";
    case "admin_fee":
    case "ejar_fee":
    case "other_fee":
      return "fee_revenue";
    case "deposit":
      return "deposits_due";
    default:
      return "lessor_payable";
  }
}

const memoOf = (payment: PaymentDetails): string => paymentLineDescription(payment);

function existing(state: PaymentState): ExistingPayment {
  if (state.status === "none") throw new Error("A payment event was posted for a payment that does not exist");
  return state;
}
