import { describe, expect, it } from "vitest";
import { paymentDecider, type PaymentState } from "../payment/payment.decider.ts";
import type { PaymentEvent, PaymentScheduled } from "../payment/payment.events.ts";
import { ORG_ID } from "../testing/fixtures.ts";
import { postingsFor, type JournalLine } from "./postings.ts";
import { isBalanced, trialBalance } from "./trial-balance.ts";

const scheduled = (overrides: Partial<PaymentScheduled["data"]> = {}): PaymentEvent => ({
  type: "PaymentScheduled",
  data: {
    paymentId: "p-1",
    orgId: ORG_ID,
    contractId: "contract-1",
    realEstateId: "unit-1",
    paymentType: "rent",
    party: "tenant",
    dueDate: "2025-01-01",
    price: "3000.00",
    vatRate: "0.15",
    vat: "450.00",
    ...overrides,
  },
});
const commission = scheduled({ paymentType: "commission", party: "lessor", price: "300.00", vat: "45.00" });
const expense: PaymentEvent = {
  type: "PaymentRecorded",
  data: {
    paymentId: "p-1",
    orgId: ORG_ID,
    contractId: null,
    realEstateId: "unit-1",
    direction: "expense",
    category: "maintenance",
    dueDate: "2025-02-01",
    price: "200.00",
    vatIncluded: true,
    vatRate: "0.15",
    vat: "30.00",
    comment: "",
  },
};
const paid: PaymentEvent = {
  type: "PaymentMarkedPaid",
  data: { paymentId: "p-1", paidDate: "2025-01-03", method: "cash", receivedBy: null, deliveredBy: null, notes: "" },
};
const undone: PaymentEvent = { type: "PaymentUndone", data: { paymentId: "p-1" } };
const cancelled: PaymentEvent = { type: "PaymentCancelled", data: { paymentId: "p-1" } };
const deleted: PaymentEvent = { type: "PaymentDeleted", data: { paymentId: "p-1" } };

/** The lines each event posts, in order, folding the payment's state along the way. */
function postings(events: PaymentEvent[]): JournalLine[][] {
  let state: PaymentState = paymentDecider.initialState();
  return events.map((event) => {
    const lines = postingsFor(event, state);
    state = paymentDecider.evolve(state, event);
    return lines;
  });
}

const lastEntry = (events: PaymentEvent[]) => postings(events).at(-1);
const line = (account: JournalLine["account"], debit: string, credit: string, memo = "rent 2025-01-01"): JournalLine => ({
  account,
  debit,
  credit,
  memo,
});

describe("postingsFor: a payment falls due", () => {
  it("commercial rent: the tenant owes rent plus VAT, the rent is the lessor's and the VAT ZATCA's", () => {
    expect(lastEntry([scheduled()])).toEqual([
      line("tenant_receivable", "3450.00", "0.00"),
      line("lessor_payable", "0.00", "3000.00"),
      line("vat_output", "0.00", "450.00"),
    ]);
  });

  it("residential rent: no VAT line", () => {
    expect(lastEntry([scheduled({ vatRate: "0", vat: "0.00" })])).toEqual([
      line("tenant_receivable", "3000.00", "0.00"),
      line("lessor_payable", "0.00", "3000.00"),
    ]);
  });

  it("the lessor's commission is charged to the lessor's balance and earned by the manager", () => {
    expect(lastEntry([commission])).toEqual([
      line("lessor_payable", "345.00", "0.00", "commission 2025-01-01"),
      line("commission_revenue", "0.00", "300.00", "commission 2025-01-01"),
      line("vat_output", "0.00", "45.00", "commission 2025-01-01"),
    ]);
  });

  it("the tenant's brokerage commission is owed by the tenant and earned by the manager", () => {
    const memo = "additional_commission 2025-01-01";
    expect(lastEntry([scheduled({ paymentType: "additional_commission", price: "500.00", vat: "75.00" })])).toEqual([
      line("tenant_receivable", "575.00", "0.00", memo),
      line("commission_revenue", "0.00", "500.00", memo),
      line("vat_output", "0.00", "75.00", memo),
    ]);
  });

  it("an expense posts nothing until it is paid", () => {
    expect(lastEntry([expense])).toEqual([]);
  });
});

describe("postingsFor: a payment is paid", () => {
  it("the tenant's payment moves the receivable into the bank", () => {
    expect(lastEntry([scheduled(), paid])).toEqual([line("cash_bank", "3450.00", "0.00"), line("tenant_receivable", "0.00", "3450.00")]);
  });

  it("the lessor's commission posts nothing: it is taken out of rent already held for the lessor", () => {
    expect(lastEntry([commission, paid])).toEqual([]);
  });

  it("an expense is booked with its VAT as it leaves the bank", () => {
    const memo = "maintenance 2025-02-01";
    expect(lastEntry([expense, paid])).toEqual([line("expenses", "230.00", "0.00", memo), line("cash_bank", "0.00", "230.00", memo)]);
  });

  it("undo reverses the paid entry exactly", () => {
    expect(lastEntry([scheduled(), paid, undone])).toEqual([
      line("cash_bank", "0.00", "3450.00"),
      line("tenant_receivable", "3450.00", "0.00"),
    ]);
  });
});

describe("postingsFor: a payment is withdrawn", () => {
  const dueReversed = [
    line("tenant_receivable", "0.00", "3450.00"),
    line("lessor_payable", "3000.00", "0.00"),
    line("vat_output", "450.00", "0.00"),
  ];

  it("cancelling reverses the due entry", () => {
    expect(lastEntry([scheduled(), cancelled])).toEqual(dueReversed);
  });

  it("deleting a pending payment reverses the due entry", () => {
    expect(lastEntry([scheduled(), deleted])).toEqual(dueReversed);
  });

  it("deleting a cancelled payment posts nothing more", () => {
    expect(lastEntry([scheduled(), cancelled, deleted])).toEqual([]);
  });

  it("splitting reverses the original's due entry; each part posts its own", () => {
    const split: PaymentEvent = {
      type: "PaymentSplit",
      data: { paymentId: "p-1", parts: [{ paymentId: "p-2", dueDate: "2025-01-15", price: "1000.00" }] },
    };
    const part: PaymentEvent = {
      type: "PaymentSplitFrom",
      data: {
        paymentId: "p-2",
        orgId: ORG_ID,
        contractId: "contract-1",
        realEstateId: "unit-1",
        direction: "income",
        party: "tenant",
        paymentType: "rent",
        category: null,
        dueDate: "2025-01-15",
        price: "1000.00",
        vatRate: "0.15",
        vat: "150.00",
        comment: "",
        splitFrom: "p-1",
      },
    };

    expect(lastEntry([scheduled(), split])).toEqual(dueReversed);
    expect(lastEntry([part])).toEqual([
      line("tenant_receivable", "1150.00", "0.00", "rent 2025-01-15"),
      line("lessor_payable", "0.00", "1000.00", "rent 2025-01-15"),
      line("vat_output", "0.00", "150.00", "rent 2025-01-15"),
    ]);
  });

  it("a contact note posts nothing", () => {
    expect(lastEntry([scheduled(), { type: "PaymentContacted", data: { paymentId: "p-1", contacted: true, notes: "" } }])).toEqual([]);
  });
});

describe("trialBalance", () => {
  it("nets each account and sums to zero", () => {
    const lines = postings([scheduled(), paid]).flat();
    const balances = trialBalance(lines);

    expect(Object.fromEntries(Object.entries(balances).map(([account, balance]) => [account, balance.toFixed(2)]))).toEqual({
      tenant_receivable: "0.00",
      cash_bank: "3450.00",
      tenant_advances: "0.00",
      lessor_payable: "-3000.00",
      deposits_due: "0.00",
      deposits_held: "0.00",
      vat_output: "-450.00",
      commission_revenue: "0.00",
      fee_revenue: "0.00",
      management_fee_revenue: "0.00",
      expenses: "0.00",
      vat_rounding: "0.00",
    });
    expect(isBalanced(lines)).toBe(true);
  });

  it("finds an entry that does not balance", () => {
    expect(isBalanced([line("cash_bank", "1.00", "0.00")])).toBe(false);
  });
});
