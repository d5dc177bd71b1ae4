import { addMonthsClamped, CONTRACT_INTERVALS, type ScheduleInput } from "@amlak/domain";
import { add, money, toFixed2, type Money } from "@amlak/money";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LedgerCommand } from "../messages.ts";
import { amountDue, type ExistingPayment } from "../payment/payment.decider.ts";
import { PAYMENT_METHODS } from "@amlak/schemas";
import { contractTerms, signContract } from "../testing/fixtures.ts";
import { emptyLedger, paymentState, paymentsOfContract, runCommands, type InMemoryLedger } from "../testing/run-commands.ts";
import { isBalanced, trialBalance } from "./trial-balance.ts";

// Random contracts, then random payment commands picked among the payments that exist at that moment.
// Many are refused by the rules (paying a cancelled payment, undoing a pending one): refusals are part of the sequence.

const cents = (n: number) => (n / 100).toFixed(2);
const addDays = (iso: string, days: number) => {
  const [year = 0, month = 1, day = 1] = iso.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

const terms = fc
  .record({
    start: fc
      .date({ min: new Date("2024-01-01"), max: new Date("2026-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    months: fc.integer({ min: 1, max: 30 }),
    interval: fc.constantFrom(...CONTRACT_INTERVALS.map((interval) => interval.months).filter((months) => months <= 24)),
    price: fc.integer({ min: 100_00, max: 1_000_000_00 }),
    annual_commission: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000_00 })),
    additional_commission: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_00 })),
    annual_service: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_00 })),
    water_costs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000_00 })),
    electricity_costs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000_00 })),
    deposit: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000_00 })),
    admin_fee: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000_00 })),
    ejar_fee: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_00 })),
    is_taxable: fc.boolean(),
  })
  .map((t): ScheduleInput =>
    contractTerms({
      contract_start: t.start,
      contract_end: addDays(addMonthsClamped(t.start, t.months), -1),
      price: cents(t.price),
      interval: t.interval,
      annual_commission: cents(t.annual_commission),
      additional_commission: cents(t.additional_commission),
      annual_service: cents(t.annual_service),
      water_costs: cents(t.water_costs),
      electricity_costs: cents(t.electricity_costs),
      deposit: cents(t.deposit),
      admin_fee: cents(t.admin_fee),
      ejar_fee: cents(t.ejar_fee),
      is_taxable: t.is_taxable,
    }),
  );

const pick = fc.nat();
const action = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("pay" as const), pick, method: fc.constantFrom(...PAYMENT_METHODS) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom("undo" as const, "cancel" as const, "delete" as const, "contact" as const), pick }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("split" as const),
      pick,
      weights: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 2, maxLength: 4 }),
      skew: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("record" as const),
      direction: fc.constantFrom("income" as const, "expense" as const),
      price: fc.integer({ min: 1, max: 100_000_00 }),
      vatIncluded: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancelContract" as const), afterStart: fc.integer({ min: -30, max: 400 }) }) },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

const scenario = fc.record({
  terms,
  autoPayCommission: fc.boolean(),
  vatRegistered: fc.boolean(),
  actions: fc.array(action, { maxLength: 40 }),
});

interface Scenario {
  terms: ScheduleInput;
  autoPayCommission: boolean;
  vatRegistered: boolean;
  actions: Action[];
}

function drive({ terms, autoPayCommission, vatRegistered, actions }: Scenario): InMemoryLedger {
  const ledger = runCommands([signContract({ terms, autoPayCommission })], emptyLedger({ vatRegistered }));
  let created = 0;
  const newId = () => `new-${created++}`;
  for (const next of actions) runCommands(commandsFor(next, ledger, terms, newId), ledger);
  return ledger;
}

function commandsFor(next: Action, ledger: InMemoryLedger, terms: ScheduleInput, newId: () => string): LedgerCommand[] {
  const payments = allPayments(ledger);
  const payment = "pick" in next ? payments[next.pick % payments.length] : undefined;
  const paymentId = payment?.paymentId ?? "missing";
  switch (next.kind) {
    case "pay":
      return [
        {
          type: "MarkPaymentPaid",
          data: { paymentId, paidDate: "2025-06-01", method: next.method, receivedBy: null, deliveredBy: null, notes: "" },
        },
      ];
    case "undo":
      return [{ type: "UndoPayment", data: { paymentId } }];
    case "cancel":
      return [{ type: "CancelPayment", data: { paymentId } }];
    case "delete":
      return [{ type: "DeletePayment", data: { paymentId } }];
    case "contact":
      return [{ type: "MarkPaymentContacted", data: { paymentId, contacted: true, notes: "called" } }];
    case "split": {
      const priceCents = payment ? Number(payment.price.times(100).toFixed(0)) : 100;
      const shares = splitCents(priceCents, next.weights);
      const last = (shares.pop() ?? 0) + (next.skew ? 1 : 0);
      const parts = [...shares, last].map((share, k) => ({
        paymentId: newId(),
        dueDate: addDays(payment?.dueDate ?? "2025-01-01", 15 * k),
        price: cents(share),
      }));
      return [{ type: "SplitPayment", data: { paymentId, parts } }];
    }
    case "record":
      return [
        {
          type: "RecordPayment",
          data: {
            paymentId: `manual-${newId()}`,
            orgId: "org-1",
            contractId: null,
            realEstateId: "unit-1",
            direction: next.direction,
            category: "other",
            dueDate: "2025-03-01",
            price: cents(next.price),
            vatIncluded: next.vatIncluded,
            comment: "",
            vatRegistered: ledger.vatRegistered,
          },
        },
      ];
    case "cancelContract": {
      const cancelledOn = addDays(terms.contract_start, next.afterStart);
      return [{ type: "CancelContract", data: { contractId: "contract-1", cancelledOn, today: cancelledOn } }];
    }
    default: {
      const _exhaustive: never = next;
      return _exhaustive;
    }
  }
}

/** Cents shared by weight, each share at least one cent when there are enough; the last takes the remainder. */
function splitCents(total: number, weights: number[]): number[] {
  const spare = Math.max(0, total - weights.length);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.slice(0, -1).map((weight) => Math.min(1, total) + Math.floor((spare * weight) / weightSum));
  return [...shares, total - shares.reduce((sum, share) => sum + share, 0)];
}

function allPayments(ledger: InMemoryLedger): ExistingPayment[] {
  return [...ledger.streams.keys()]
    .filter((id) => id.startsWith("payment:"))
    .map((id) => paymentState(ledger, id.slice("payment:".length)))
    .filter((payment): payment is ExistingPayment => payment.status !== "none");
}

const balances = (ledger: InMemoryLedger) =>
  Object.fromEntries(
    Object.entries(trialBalance(ledger.journal.flatMap((entry) => entry.lines))).map(([code, balance]) => [code, toFixed2(balance)]),
  );
const sum = (amounts: Money[]) => toFixed2(add(money(0), ...amounts));

describe("the ledger over random command sequences", () => {
  it("posts only entries whose debits equal their credits, so the trial balance is always zero", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const ledger = drive(input);

        for (const entry of ledger.journal) expect(isBalanced(entry.lines), entry.eventType).toBe(true);
        expect(sum(Object.values(trialBalance(ledger.journal.flatMap((entry) => entry.lines))))).toBe("0.00");
      }),
    );
  });

  it("keeps every account in step with the payments' states", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const ledger = drive(input);
        const payments = allPayments(ledger);
        const live = payments.filter((payment) => payment.status === "pending" || payment.status === "paid");
        const isCommission = (payment: ExistingPayment) =>
          payment.paymentType === "commission" || payment.paymentType === "additional_commission";
        const isFee = (payment: ExistingPayment) =>
          payment.paymentType === "admin_fee" || payment.paymentType === "ejar_fee" || payment.paymentType === "other_fee";
        const isDeposit = (payment: ExistingPayment) => payment.paymentType === "deposit";
        const total = (of: ExistingPayment[], amount: (payment: ExistingPayment) => Money) => money(sum(of.map(amount)));
        const negated = (amount: Money) => toFixed2(amount.negated());

        expect(balances(ledger)).toEqual({
          tenant_receivable: sum(payments.filter((p) => p.status === "pending" && p.party === "tenant").map(amountDue)),
          cash_bank: toFixed2(
            total(
              payments.filter((p) => p.status === "paid" && p.party === "tenant"),
              amountDue,
            ).minus(
              total(
                payments.filter((p) => p.status === "paid" && p.party === "vendor"),
                amountDue,
              ),
            ),
          ),
          lessor_payable: toFixed2(
            total(
              live.filter((p) => p.party === "lessor"),
              amountDue,
            ).minus(
              total(
                live.filter((p) => p.party === "tenant" && !isCommission(p) && !isFee(p) && !isDeposit(p)),
                (p) => p.price,
              ),
            ),
          ),
          vat_output: negated(
            total(
              live.filter((p) => p.direction === "income"),
              (p) => p.vat,
            ),
          ),
          commission_revenue: negated(total(live.filter(isCommission), (p) => p.price)),
          fee_revenue: negated(total(live.filter(isFee), (p) => p.price)),
          // A deposit is owed while pending and held for the tenant once paid: never income.
          deposits_due: negated(
            total(
              payments.filter((p) => isDeposit(p) && p.status === "pending"),
              (p) => p.price,
            ),
          ),
          deposits_held: negated(
            total(
              payments.filter((p) => isDeposit(p) && p.status === "paid"),
              (p) => p.price,
            ),
          ),
          // Remittances are not among these commands: no management fee is charged.
          management_fee_revenue: "0.00",
          // Collection vouchers are not among these commands: nothing is held for a tenant.
          tenant_advances: "0.00",
          expenses: sum(payments.filter((p) => p.status === "paid" && p.party === "vendor").map(amountDue)),
          // No invoices are issued among these commands.
          vat_rounding: "0.00",
        });
      }),
    );
  });

  it("posts nothing to VAT output for an organization that is not VAT-registered", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const ledger = drive({ ...input, vatRegistered: false });

        expect(allPayments(ledger).filter((payment) => !payment.vat.isZero())).toEqual([]);
        expect(ledger.journal.flatMap((entry) => entry.lines).filter((line) => line.account === "vat_output")).toEqual([]);
      }),
    );
  });

  it("leaves every balance as it was when a payment is paid and then undone", () => {
    fc.assert(
      fc.property(scenario, fc.nat(), (input, choice) => {
        const ledger = drive(input);
        const pending = allPayments(ledger).filter((payment) => payment.status === "pending");
        fc.pre(pending.length > 0);
        const paymentId = pending[choice % pending.length]?.paymentId ?? "";
        const before = balances(ledger);

        runCommands(
          [
            {
              type: "MarkPaymentPaid",
              data: { paymentId, paidDate: "2025-06-01", method: "cash", receivedBy: null, deliveredBy: null, notes: "" },
            },
            { type: "UndoPayment", data: { paymentId } },
          ],
          ledger,
        );

        expect(paymentState(ledger, paymentId).status).toBe("pending");
        expect(balances(ledger)).toEqual(before);
      }),
    );
  });

  it("splits a payment only into parts that add up to its price exactly", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const ledger = drive(input);

        for (const payment of allPayments(ledger)) {
          if (payment.status !== "split") continue;
          const parts = payment.parts.map((part) => paymentState(ledger, part.paymentId));
          expect(parts.map((part) => part.status)).toEqual(
            parts.map(() => expect.stringMatching(/^(pending|paid|canceled|deleted|split)$/)),
          );
          expect(sum(parts.flatMap((part) => (part.status === "none" ? [] : [part.price])))).toBe(toFixed2(payment.price));
        }
      }),
    );
  });

  it("refuses a split whose parts miss the price by a halala", () => {
    fc.assert(
      fc.property(scenario, fc.nat(), fc.constantFrom(-1, 1), (input, choice, skew) => {
        const ledger = drive(input);
        const pending = allPayments(ledger).filter((payment) => payment.status === "pending" && payment.price.gt("0.02"));
        fc.pre(pending.length > 0);
        const payment = pending[choice % pending.length];
        if (!payment) return;
        const priceCents = Number(payment.price.times(100).toFixed(0));
        const first = Math.floor(priceCents / 2);

        runCommands(
          [
            {
              type: "SplitPayment",
              data: {
                paymentId: payment.paymentId,
                parts: [
                  { paymentId: "part-1", dueDate: payment.dueDate, price: cents(first) },
                  { paymentId: "part-2", dueDate: payment.dueDate, price: cents(priceCents - first + skew) },
                ],
              },
            },
          ],
          ledger,
        );

        expect(ledger.rejected.at(-1)?.error.code).toBe("payment.splitMustSumToPrice");
        expect(paymentState(ledger, payment.paymentId).status).toBe("pending");
      }),
    );
  });

  it("cancels with the contract every pending scheduled payment due after its last day, never a paid one", () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 400 }), (input, afterStart) => {
        const ledger = drive({ ...input, actions: input.actions.filter((next) => next.kind !== "cancelContract") });
        const paidBefore = allPayments(ledger)
          .filter((payment) => payment.status === "paid")
          .map((payment) => payment.paymentId);
        const cancelledOn = addDays(input.terms.contract_start, afterStart);

        runCommands(
          [{ type: "CancelContract", data: { contractId: "contract-1", cancelledOn, today: input.terms.contract_start } }],
          ledger,
        );
        fc.pre(ledger.rejected.every(({ command }) => command.type !== "CancelContract"));

        const stillDue = paymentsOfContract(ledger, "contract-1").filter(
          (payment) => payment.status === "pending" && payment.dueDate > cancelledOn,
        );
        expect(stillDue).toEqual([]);
        for (const paymentId of paidBefore) expect(paymentState(ledger, paymentId).status).toBe("paid");
        for (const entry of ledger.journal) expect(isBalanced(entry.lines)).toBe(true);
      }),
    );
  });
});
