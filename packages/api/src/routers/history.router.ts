import {
  findContractRows,
  findEstateKind,
  findEstateRecords,
  findInvoice,
  findPaymentRows,
  findReceipt,
  findRemittance,
  findStreamsWithEvents,
  findUserNames,
  type Trx,
} from "@amlak/db";
import { AppError, hiddenPaymentTypes, mayPerform, type MemberAction, type UserType } from "@amlak/domain";
import { readEvents } from "@amlak/ledger";
import { HISTORY_RECORDS, PAYMENT_METHODS, ZHistorySchema, type PaymentMethod, type THistoryRecord } from "@amlak/schemas";
import { z } from "zod";
import { ZHistoryEventOutput } from "../outputs/history.output.ts";
import { memberProcedure, router } from "../trpc.ts";

type StoredEvent = Awaited<ReturnType<typeof readEvents>>[number];
type EventType = StoredEvent["type"];
type HistoryEvent = z.infer<typeof ZHistoryEventOutput>;

/** Whoever may read a record may read its history. */
const READ_ACTION: Record<THistoryRecord, MemberAction> = {
  contract: "contracts.read",
  payment: "payments.read",
  invoice: "payments.read",
  receipt: "payments.read",
  realEstate: "contracts.read",
  remittance: "remittances.read",
};

/** The ledger's stream of a record (`contract:<id>`, as books.events names them). */
const streamOf = (record: THistoryRecord, id: string) => `${record}:${id}`;

function recordOfStream(streamId: string): { record: THistoryRecord; id: string } {
  const [record, id] = streamId.split(":") as [THistoryRecord, string];
  // A lease's settlement is told as its contract's.
  if ((record as string) === "settlement") return { record: "contract", id };
  return { record: HISTORY_RECORDS.includes(record) ? record : "payment", id };
}

/** Every payment of a contract was scheduled by its signing: the contract's history says so once, not per instalment. */
const TOLD_BY_THE_CONTRACT: readonly EventType[] = ["PaymentScheduled"];

interface Details {
  key?: string;
  date?: string | undefined;
  endDate?: string | undefined;
  method?: string | undefined;
  number?: number | undefined;
  contacted?: boolean | undefined;
}

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const whole = (value: unknown) => (typeof value === "number" ? value : undefined);
const sizeOf = (value: unknown) => (Array.isArray(value) ? value.length : undefined);
const terms = (data: Data) => (data.terms ?? {}) as Data;

/** What each event type says, from its data in today's shape (readEvents upcasts older rows); a new type is a compile error here. */
const DETAILS: Record<EventType, (data: Data) => Details> = {
  ContractSigned: (data) => ({
    date: text(terms(data).contractStart),
    endDate: text(terms(data).contractEnd),
    number: sizeOf(data.schedule),
  }),
  ContractCancelled: (data) => ({ date: text(data.cancelledOn) }),
  ContractRenewed: () => ({}),
  PaymentScheduled: (data) => ({ date: text(data.dueDate) }),
  PaymentRecorded: (data) => ({ date: text(data.dueDate) }),
  PaymentSplitFrom: (data) => ({ date: text(data.dueDate) }),
  PaymentMarkedPaid: (data) => ({ date: text(data.paidDate), method: text(data.method) }),
  PaymentUndone: () => ({}),
  PaymentCancelled: () => ({}),
  PaymentSplit: (data) => ({ number: sizeOf(data.parts) }),
  PaymentDeleted: () => ({}),
  PaymentContacted: (data) => ({
    key: data.contacted === false ? "PaymentNotContacted" : "PaymentContacted",
    contacted: typeof data.contacted === "boolean" ? data.contacted : undefined,
  }),
  InvoiceIssued: (data) => ({ number: whole(data.number) }),
  InvoiceSigned: (data) => ({ number: whole(data.icv) }),
  InvoiceSubmitted: (data) => ({ key: `InvoiceSubmitted.${text(data.status) ?? "rejected"}` }),
  CreditNoteIssued: (data) => ({ key: `CreditNoteIssued.${text(data.noteType) ?? "credit"}`, number: whole(data.number) }),
  CreditNoteSigned: (data) => ({ key: "InvoiceSigned", number: whole(data.icv) }),
  CreditNoteSubmitted: (data) => ({ key: `InvoiceSubmitted.${text(data.status) ?? "rejected"}` }),
  ReceiptIssued: (data) => ({ number: whole(data.number), date: text(data.paidDate) }),
  CollectionReceived: (data) => ({ date: text(data.paidDate), method: text(data.method), number: sizeOf(data.allocations) }),
  AdvanceApplied: (data) => ({ date: text(data.paidDate), number: sizeOf(data.allocations) }),
  CollectionUndone: () => ({}),
  CollectionReceiptIssued: (data) => ({ number: whole(data.number), date: text(data.paidDate) }),
  ChequeRegistered: (data) => ({ date: text(data.dueDate) }),
  ChequeDeposited: (data) => ({ date: text(data.depositedOn) }),
  ChequeCleared: (data) => ({ date: text(data.clearedOn) }),
  ChequeBounced: (data) => ({ date: text(data.bouncedOn) }),
  RemittancePaid: (data) => ({ date: text(data.paidDate), endDate: text(data.to), method: text(data.method) }),
  RemittanceReversed: () => ({}),
  LeaseSettled: (data) => ({ key: data.early === true ? "LeaseSettled.early" : "LeaseSettled", date: text(data.endOn) }),
};

const isMethod = (value: string | undefined): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value ?? "");
// Actors are user ids; anything else (a script's name) has no user to name and reads as the system.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PaymentSubject {
  type: string | null;
  dueDate: string;
}

/**
 * The streams of a record's history, once the record is found in the caller's organization (notFound otherwise, and
 * for a payment of a type the caller's role may not see): a contract's own stream, its settlement's, and those of its payments that
 * did more than being scheduled; a payment's with its receipt's and its invoice's; an invoice's or a receipt's own.
 */
async function streamsOf(trx: Trx, who: { type: UserType; lang: "ar" | "en" }, record: THistoryRecord, id: string) {
  const hidden = hiddenPaymentTypes(who.type);
  const subjects = new Map<string, PaymentSubject>();
  const remember = (payment: { id: string; payment_type: string | null; category: string | null; due_date: string }) =>
    subjects.set(payment.id, { type: payment.payment_type ?? payment.category, dueDate: payment.due_date });

  switch (record) {
    case "contract": {
      const [contract] = await findContractRows(trx, id);
      if (!contract) throw new AppError("notFound");
      const payments = await findPaymentRows(trx, { contractId: id }, hidden);
      payments.forEach(remember);
      const paymentStreams = await findStreamsWithEvents(
        trx,
        payments.map((payment) => streamOf("payment", payment.id)),
        TOLD_BY_THE_CONTRACT,
      );
      return { streams: [streamOf("contract", id), `settlement:${id}`, ...paymentStreams], subjects };
    }
    case "payment": {
      const [payment] = await findPaymentRows(trx, { id }, hidden);
      if (!payment) throw new AppError("notFound");
      const streams = [streamOf("payment", id)];
      if (payment.receipt_id) streams.push(streamOf("receipt", payment.receipt_id));
      if (payment.invoice_id) streams.push(streamOf("invoice", payment.invoice_id));
      return { streams, subjects };
    }
    case "invoice":
      if (!(await findInvoice(trx, id, hidden))) throw new AppError("notFound");
      return { streams: [streamOf("invoice", id)], subjects };
    case "receipt":
      if (!(await findReceipt(trx, id, who.lang, hidden))) throw new AppError("notFound");
      return { streams: [streamOf("receipt", id)], subjects };
    case "remittance": {
      const remittance = await findRemittance(trx, id);
      if (!remittance) throw new AppError("notFound");
      const streams = [streamOf("remittance", id)];
      if (remittance.invoice_id) streams.push(streamOf("invoice", remittance.invoice_id));
      return { streams, subjects };
    }
    case "realEstate": {
      if (!(await findEstateKind(trx, id))) throw new AppError("notFound");
      const { contractIds, payments: shown } = await findEstateRecords(trx, id, hidden);
      shown.forEach(remember);
      const paymentStreams = await findStreamsWithEvents(
        trx,
        shown.map((payment) => streamOf("payment", payment.id)),
        // A contract's instalments were scheduled by its signing, which the property's history tells once.
        TOLD_BY_THE_CONTRACT,
      );
      return { streams: [...contractIds.map((contract) => streamOf("contract", contract)), ...paymentStreams], subjects };
    }
    default: {
      const _exhaustive: never = record;
      return _exhaustive;
    }
  }
}

/** A stream holds a handful of events (a payment's life: scheduled, paid, undone…); this is far beyond any. */
const EVENTS_PER_STREAM = 1000;

/**
 * Record pages' History tab (SCREENS "every money record has a History tab"): the ledger events of a contract,
 * payment, invoice or receipt, newest first, each with what happened (a catalogue key and its details), when, who
 * (the user's name) and the request's reference number. Whoever may read the record may read its history.
 */
export const historyRouter = router({
  of: memberProcedure
    .input(ZHistorySchema)
    .output(z.array(ZHistoryEventOutput))
    .query(async ({ ctx, input }) => {
      if (!mayPerform(ctx.caller.type, READ_ACTION[input.record])) throw new AppError("auth.roleForbidden");
      const { streams, subjects } = await streamsOf(ctx.trx, { type: ctx.caller.type, lang: ctx.lang }, input.record, input.id);
      const told = input.record === "contract" || input.record === "realEstate" ? TOLD_BY_THE_CONTRACT : [];
      const events: StoredEvent[] = [];
      for (const streamId of streams) {
        const stream = await readEvents(ctx.trx, { after: "0", limit: EVENTS_PER_STREAM, streamId });
        events.push(...stream.filter((event) => !told.includes(event.type)));
      }
      events.sort((x, y) => (BigInt(y.position) > BigInt(x.position) ? 1 : -1));

      const actors = [...new Set(events.flatMap((event) => (event.meta.actor ? [event.meta.actor] : [])))];
      const names = await findUserNames(
        ctx.trx,
        ctx.caller.orgId,
        actors.filter((actor) => UUID.test(actor)),
      );
      return events.map((event): HistoryEvent => {
        const details = DETAILS[event.type]((event.data ?? {}) as Data);
        const { record, id } = recordOfStream(event.streamId);
        const actor = event.meta.actor;
        return {
          position: event.position,
          type: event.type,
          descriptionKey: `contractsScreen.history.${details.key ?? event.type}`,
          record,
          recordId: id,
          payment:
            record === "payment" && (input.record === "contract" || input.record === "realEstate") ? (subjects.get(id) ?? null) : null,
          date: details.date ?? null,
          endDate: details.endDate ?? null,
          method: isMethod(details.method) ? details.method : null,
          number: details.number ?? null,
          contacted: details.contacted ?? null,
          recordedAt: event.recordedAt,
          actor: actor ? { id: actor, name: names.get(actor) ?? null } : null,
          requestId: event.meta.requestId ?? null,
        };
      });
    }),
});
