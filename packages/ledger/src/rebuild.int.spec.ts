import { saveManagementAgreement, withOrg } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { addDays, addMonthsClamped, riyadhToday, type ScheduleInput } from "@amlak/domain";
import { toFixed2 } from "@amlak/money";
import { PAYMENT_METHODS } from "@amlak/schemas";
import { documentQr, type FatooraPort } from "@amlak/zatca";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cancelContract } from "./handlers/cancel-contract.ts";
import { issueInvoice } from "./handlers/issue-invoice.ts";
import { issueReceipt } from "./handlers/issue-receipt.ts";
import { issueCreditNote } from "./handlers/issue-credit-note.ts";
import type { CreditNoteIssued } from "./credit-note/credit-note.events.ts";
import { creditNotePostingsFor } from "./journal/credit-note-postings.ts";
import { invoicePostingsFor } from "./journal/vat-rounding-postings.ts";
import type { InvoiceIssued } from "./invoice/invoice.events.ts";
import type { JournalLine } from "./journal/postings.ts";
import { streamId } from "./streams.ts";
import { markPaymentPaid } from "./handlers/mark-payment-paid.ts";
import { cancelPayment, deletePayment, markPaymentContacted, splitPayment, undoPayment } from "./handlers/payment-actions.ts";
import { recordPayment } from "./handlers/record-payment.ts";
import { payRemittance, proposeRemittance, reverseRemittance } from "./handlers/remittances.ts";
import { signContract } from "./handlers/sign-contract.ts";
import { AppError } from "@amlak/domain";
import type { LedgerCommand } from "./messages.ts";
import { rebuildReadModels } from "./rebuild.ts";
import { submitPendingInvoices } from "./zatca/submit-invoices.ts";
import { contractTerms, signContract as signContractCommand } from "./testing/fixtures.ts";
import { newOrganization, readModels, TEST_NOW, trialBalances, type TestOrganization } from "./testing/ledger-db.ts";
import { emptyLedger, paymentState, runCommands, type InMemoryLedger } from "./testing/run-commands.ts";

// Random command sequences through the real handlers, mirrored on the in-memory reference ledger (run-commands.ts):
// the database must agree with the reference on every payment and journal entry, and a rebuild from the events
// must give back every read model exactly as the commands left it.

const { app, owner } = testDatabase();
const TODAY = riyadhToday(TEST_NOW);
/** Picked before any payment exists: every command on it is refused as not found. */
const NO_PAYMENT = "00000000-0000-4000-8000-000000000000";

const TERMS: ScheduleInput[] = [
  contractTerms({ contract_start: "2026-01-01", contract_end: "2026-12-31", price: "36000", interval: 1 }),
  contractTerms({
    contract_start: "2026-03-15",
    contract_end: "2027-03-14",
    price: "50000",
    interval: 3,
    is_taxable: false,
    annual_service: "1200",
  }),
  contractTerms({ contract_start: "2025-10-01", contract_end: "2026-09-30", price: "90000.03", interval: 6, annual_commission: "0" }),
];

/** A VAT-registered buyer with a national address: the organization's invoices to it are standard documents, cleared. */
const STANDARD_BUYER = {
  name: "شركة المستأجر التجارية",
  vatNo: "399999999800003",
  address: { street: "صلاح الدين", buildingNumber: "1111", district: "المروج", city: "الرياض", postalCode: "12222" },
};

const ZATCA_QR = Buffer.from("ZATCA's QR").toString("base64");

/** ZATCA as these runs meet it: it reports with a warning, and clears a document handing it back with its own QR. */
const fatoora: FatooraPort = {
  report: () => Promise.resolve({ status: "reported", reasons: [], warnings: ["BR-KSA-98: reported late"] }),
  clear: ({ xml }) => Promise.resolve({ status: "cleared", reasons: [], clearedXml: xml.replace(documentQr(xml)!, ZATCA_QR) }),
};

const pick = fc.nat();
const step = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("sign" as const), terms: fc.nat(TERMS.length - 1), autoPay: fc.boolean() }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("pay" as const),
      pick,
      method: fc.constantFrom(...PAYMENT_METHODS),
      autoInvoice: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom("undo" as const, "cancel" as const, "delete" as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("contact" as const), pick, contacted: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("split" as const),
      pick,
      weights: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 2, maxLength: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("invoice" as const),
      picks: fc.array(pick, { minLength: 1, maxLength: 3 }),
      standard: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("submit" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("receipt" as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("note" as const),
      pick,
      noteType: fc.constantFrom("credit" as const, "debit" as const),
      cents: fc.integer({ min: 1, max: 400_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("record" as const),
      direction: fc.constantFrom("income" as const, "expense" as const),
      cents: fc.integer({ min: 1, max: 500_000 }),
      vatIncluded: fc.boolean(),
      count: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancelContract" as const), pick, afterStart: fc.integer({ min: 0, max: 400 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("remit" as const), percent: fc.integer({ min: 0, max: 110 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("reverseRemittance" as const), pick }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

interface Run {
  org: TestOrganization;
  reference: InMemoryLedger;
  contracts: { contractId: string; terms: ScheduleInput }[];
  paymentIds: string[];
  remittanceIds: string[];
}

const cents = (n: number) => (n / 100).toFixed(2);

/** The handler's answer, or the rule it broke; anything else is a bug and fails the test. */
async function attempt<R>(handler: () => Promise<R>): Promise<R | AppError> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** Runs the step's handler, then the same commands on the reference, which must refuse exactly when the handler did. */
async function perform(run: Run, next: Step): Promise<void> {
  const { org } = run;
  const paymentId = run.paymentIds.length ? run.paymentIds[("pick" in next ? next.pick : 0) % run.paymentIds.length]! : NO_PAYMENT;
  const mirror = (outcome: unknown, commands: LedgerCommand[]) => {
    const refusals = run.reference.rejected.length;
    runCommands(commands, run.reference);
    const refused = run.reference.rejected.slice(refusals).map(({ error }) => error.code);
    expect(refused, `${next.kind} on the reference`).toEqual(outcome instanceof AppError ? [outcome.code] : []);
  };
  switch (next.kind) {
    case "sign": {
      const terms = TERMS[next.terms]!;
      const { contractId, paymentIds } = await signContract(app, org.ctx(), {
        lessorId: org.lessorId,
        tenantId: org.tenantId,
        realEstateId: await org.newUnit(),
        terms,
        autoPayCommission: next.autoPay,
      });
      mirror(null, [signContractCommand({ contractId, terms, paymentIds, autoPayCommission: next.autoPay })]);
      run.contracts.push({ contractId, terms });
      run.paymentIds.push(...paymentIds);
      return;
    }
    case "pay": {
      const paid = { paidDate: TODAY, method: next.method, receivedBy: "مدير العقار", deliveredBy: null, notes: "" };
      const autoInvoice = next.autoInvoice ? { seller: org.seller, buyer: { name: "فهد الدوسري" } } : undefined;
      const outcome = await attempt(() => markPaymentPaid(app, org.ctx(), { paymentId, ...paid, autoInvoice }));
      return mirror(outcome, [{ type: "MarkPaymentPaid", data: { paymentId, ...paid } }]);
    }
    case "undo":
      return mirror(await attempt(() => undoPayment(app, org.ctx(), { paymentId })), [{ type: "UndoPayment", data: { paymentId } }]);
    case "cancel":
      return mirror(await attempt(() => cancelPayment(app, org.ctx(), { paymentId })), [{ type: "CancelPayment", data: { paymentId } }]);
    case "delete":
      return mirror(await attempt(() => deletePayment(app, org.ctx(), { paymentId })), [{ type: "DeletePayment", data: { paymentId } }]);
    case "contact": {
      const data = { paymentId, contacted: next.contacted, notes: "اتصال" };
      return mirror(await attempt(() => markPaymentContacted(app, org.ctx(), data)), [{ type: "MarkPaymentContacted", data }]);
    }
    case "split": {
      const payment = paymentState(run.reference, paymentId);
      const total = payment.status === "none" ? 100 : Number(payment.price.times(100).toFixed(0));
      const weightSum = next.weights.reduce((sum, weight) => sum + weight, 0);
      const shares = next.weights.slice(1).map((weight) => Math.floor((total * weight) / weightSum));
      const amounts = [total - shares.reduce((sum, share) => sum + share, 0), ...shares];
      const dueDate = payment.status === "none" ? TODAY : payment.dueDate;
      const parts = amounts.map((amount, k) => ({ dueDate: addDays(dueDate, 15 * k), price: cents(amount) }));
      const outcome = await attempt(() => splitPayment(app, org.ctx(), { paymentId, parts }));
      const partIds = outcome instanceof AppError ? parts.map((_, k) => `refused-${k}`) : outcome.partIds;
      mirror(outcome, [
        { type: "SplitPayment", data: { paymentId, parts: parts.map((part, k) => ({ ...part, paymentId: partIds[k]! })) } },
      ]);
      if (!(outcome instanceof AppError)) run.paymentIds.push(...partIds);
      return;
    }
    case "invoice": {
      const paymentIds = next.picks.map((k) => run.paymentIds[k % Math.max(1, run.paymentIds.length)] ?? NO_PAYMENT);
      const buyer = next.standard ? STANDARD_BUYER : { name: "فهد الدوسري" };
      const outcome = await attempt(() => issueInvoice(app, org.ctx(), { paymentIds, seller: org.seller, buyer }));
      // An invoice of several payments books the halala its VAT differs from its lines' (vatRoundingPostings).
      if (!(outcome instanceof AppError)) await mirrorIssued(run, streamId.invoice(outcome.invoiceId), invoicePostingsFor);
      return;
    }
    case "submit":
      await submitPendingInvoices(app, org.ctx(), fatoora);
      return;
    case "receipt":
      await attempt(() => issueReceipt(app, org.ctx(), { paymentId, payer: "فهد الدوسري" }));
      return;
    case "note": {
      const invoices = await owner.selectFrom("invoices").select("id").where("org_id", "=", org.orgId).orderBy("number").execute();
      const invoice = invoices[next.pick % Math.max(1, invoices.length)];
      if (!invoice) return;
      const input = {
        invoiceId: invoice.id,
        noteType: next.noteType,
        reason: "value_change" as const,
        details: "",
        amount: cents(next.cents),
      };
      const outcome = await attempt(() => issueCreditNote(app, org.ctx(), input));
      if (outcome instanceof AppError) return;
      await mirrorIssued(run, streamId.creditNote(outcome.noteId), creditNotePostingsFor);
      return;
    }
    case "record": {
      const input = {
        direction: next.direction,
        category: "other",
        dueDate: "2026-05-31",
        price: cents(next.cents),
        vatIncluded: next.vatIncluded,
        comment: "",
      };
      const { paymentIds } = await recordPayment(app, org.ctx(), {
        ...input,
        realEstateId: org.realEstateId,
        repeat: { everyMonths: 1, count: next.count },
      });
      mirror(
        null,
        paymentIds.map((id, k) => ({
          type: "RecordPayment",
          data: {
            ...input,
            paymentId: id,
            orgId: org.orgId,
            contractId: null,
            realEstateId: org.realEstateId,
            dueDate: addMonthsClamped(input.dueDate, k),
            vatRegistered: run.reference.vatRegistered,
          },
        })),
      );
      run.paymentIds.push(...paymentIds);
      return;
    }
    case "remit": {
      // Today's money for the lessor under a 5% agreement; over 100% of what is due is refused, by both ledgers.
      const period = { lessorId: org.lessorId, from: "2026-01-01", to: TODAY };
      const proposal = await withOrg(app, org.orgId, (trx) => proposeRemittance(trx, org.orgId, period));
      const amount = toFixed2(proposal.due.times(next.percent).div(100).toDecimalPlaces(2, 1));
      const paid = { paidDate: TODAY, amount, method: "bankTransfer" as const, reference: "SA-TRX" };
      const outcome = await attempt(() => payRemittance(app, org.ctx(), { ...period, ...paid, seller: org.seller }));
      const remitted = outcome instanceof AppError ? null : outcome;
      mirror(outcome, [
        {
          type: "PayRemittance",
          data: {
            ...period,
            ...paid,
            remittanceId: remitted?.remittanceId ?? "refused",
            orgId: org.orgId,
            fee: toFixed2(proposal.fee),
            feeVat: toFixed2(proposal.feeVat),
            invoiceId: remitted?.invoiceId ?? null,
            due: toFixed2(proposal.due),
          },
        },
      ]);
      if (remitted) run.remittanceIds.push(remitted.remittanceId);
      return;
    }
    case "reverseRemittance": {
      const remittanceId = run.remittanceIds[next.pick % Math.max(1, run.remittanceIds.length)];
      if (!remittanceId) return;
      const outcome = await attempt(() => reverseRemittance(app, org.ctx(), { remittanceId }));
      mirror(outcome, [{ type: "ReverseRemittance", data: { remittanceId } }]);
      // The fee's invoice is cancelled by a credit note issued with the reversal.
      if (!(outcome instanceof AppError) && outcome.creditNote)
        await mirrorIssued(run, streamId.creditNote(outcome.creditNote.noteId), creditNotePostingsFor);
      return;
    }
    case "cancelContract": {
      const contract = run.contracts[next.pick % Math.max(1, run.contracts.length)];
      if (!contract) return;
      const data = { contractId: contract.contractId, cancelledOn: addDays(contract.terms.contract_start, next.afterStart) };
      const outcome = await attempt(() => cancelContract(app, org.ctx(), data));
      return mirror(outcome, [{ type: "CancelContract", data: { ...data, today: TODAY } }]);
    }
    default: {
      const _exhaustive: never = next;
      return _exhaustive;
    }
  }
}

/** A note's postings come from its event alone; the reference journal takes them as the projection must write them. */
/** The postings of a document's first event (InvoiceIssued, CreditNoteIssued), put in the reference's journal. */
async function mirrorIssued<E extends InvoiceIssued | CreditNoteIssued>(
  run: Run,
  id: string,
  postingsFor: (event: E) => JournalLine[],
): Promise<void> {
  const issued = (await owner
    .selectFrom("ledger_events")
    .select(["type", "data"])
    .where("stream_id", "=", id)
    .orderBy("stream_version")
    .executeTakeFirstOrThrow()) as E;
  run.reference.journal.push({ streamId: id, eventType: issued.type, lines: postingsFor(issued) });
}

/** Each stream's journal lines in posting order; the order across streams may differ (contract cancellation). */
function byStream(lines: { streamId: string; eventType: string; account: string; debit: string; credit: string; memo: string }[]) {
  const streams = new Map<string, unknown[]>();
  for (const { streamId, ...line } of lines) streams.set(streamId, [...(streams.get(streamId) ?? []), line]);
  return Object.fromEntries([...streams].sort(([a], [b]) => a.localeCompare(b)));
}

describe("the ledger over random command sequences", () => {
  it.each([
    ["a VAT-registered organization", true],
    ["an organization that is not VAT-registered", false],
  ])(
    "agrees with the reference ledger, balances, and rebuilds every read model exactly, in %s",
    async (_, vatRegistered) => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 40, maxLength: 60 }), async (steps) => {
          const run: Run = {
            // A VAT-registered organization is onboarded with ZATCA: its invoices are signed phase-2 documents too.
            org: await newOrganization(owner, { vatRegistered, zatca: vatRegistered }),
            reference: emptyLedger({ vatRegistered }),
            contracts: [],
            paymentIds: [],
            remittanceIds: [],
          };
          await withOrg(owner, run.org.orgId, (trx) =>
            saveManagementAgreement(trx, {
              orgId: run.org.orgId,
              lessorId: run.org.lessorId,
              feeKind: "percent",
              feeValue: "5.00",
              expenseCategories: [],
              effectiveFrom: "2026-01-01",
            }),
          );
          for (const next of steps) await perform(run, next);
          // ZATCA answers whatever is still pending, so each run rebuilds its answers, warnings and cleared documents.
          await perform(run, { kind: "submit" });

          const payments = await owner
            .selectFrom("payments")
            .select(["id", "status"])
            .where("org_id", "=", run.org.orgId)
            .orderBy("id")
            .execute();
          expect(payments).toEqual(
            run.paymentIds.map((id) => ({ id, status: paymentState(run.reference, id).status })).sort((a, b) => a.id.localeCompare(b.id)),
          );
          const journal = await owner
            .selectFrom("journal_lines")
            .select(["stream_id as streamId", "event_type as eventType", "account", "debit", "credit", "memo"])
            .where("org_id", "=", run.org.orgId)
            .orderBy("position")
            .orderBy("id")
            .execute();
          const referenceJournal = run.reference.journal.flatMap(({ streamId, eventType, lines }) =>
            lines.map((line) => ({ streamId, eventType, ...line })),
          );
          expect(byStream(journal)).toEqual(byStream(referenceJournal));
          for (const balance of Object.values(await trialBalances(owner))) expect(balance).toBe("0.00");

          const live = await readModels(owner);
          const rebuilt = await rebuildReadModels(owner);
          expect(await readModels(owner)).toEqual(live);
          expect(rebuilt).toMatchObject({
            contracts: live.contracts.length,
            payments: live.payments.length,
            invoices: live.invoices.length,
            creditNotes: live.creditNotes.length,
            receipts: live.receipts.length,
            journalLines: live.journalLines.length,
          });

          // Again in tiny batches, each flushed: rows are written while other streams go on, later invoice numbers,
          // receipts and cancellations reach rows already written, and statements split into several.
          await rebuildReadModels(owner, { eventsPerRead: 7, rowsPerStatement: 3, journalLinesHeld: 1, settledRowsHeld: 1 });
          expect(await readModels(owner)).toEqual(live);
        }),
        // A failure reports its sequence at once: shrinking replays it against the database for minutes.
        { numRuns: 5, endOnFailure: true },
      );
      // Five runs of 40–60 commands and two rebuilds each of the whole database: seconds alone, more on a busy machine.
    },
    120_000,
  );
});
