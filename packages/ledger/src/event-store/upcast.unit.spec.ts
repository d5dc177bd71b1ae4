import { describe, expect, it } from "vitest";
import { EVENT_SCHEMA_VERSION } from "../messages.ts";
import { runHistory, v1History, type HistoryIds } from "../testing/v1-history.ts";
import { UnknownEventSchema, upcast, UPCAST_STEPS } from "./upcast.ts";

const ids: HistoryIds = {
  org: "org-1",
  lessor: "lessor-1",
  tenant: "tenant-1",
  unit: "unit-1",
  contract: "contract-1",
  payments: ["p-0", "p-1", "p-2", "p-3", "p-4", "p-5"],
  parts: ["part-0", "part-1"],
  recorded: "recorded-1",
  invoice: "invoice-1",
  receipt: "receipt-1",
};
const stored = v1History(ids);
const today = runHistory(ids);

/** The k-th stored v1 event of the type. */
function v1Event(type: string, k = 0) {
  const event = stored.filter((row) => row.type === type)[k];
  if (!event) throw new Error(`the history has no ${type} #${k}`);
  return event;
}

/** What today's deciders appended at the same place in the same stream. */
function todaysEvent(type: string, k = 0) {
  const { streamId } = v1Event(type, k);
  const ofStream = stored.filter((row) => row.streamId === streamId);
  return today.streams.get(streamId)?.[ofStream.indexOf(v1Event(type, k))];
}

describe("upcast from version 1 (snake_case in part) to version 2 (camelCase)", () => {
  it("ContractSigned: renames the terms and each schedule row's due date and payment type", () => {
    const { data } = v1Event("ContractSigned");
    const upcast2 = upcast("ContractSigned", 1, data);
    expect(upcast2).toMatchObject({
      terms: {
        contractStart: "2026-01-01",
        contractEnd: "2026-06-30",
        price: "6000.00",
        interval: 3,
        annualCommission: "1200.00",
        additionalCommission: "500.00",
        annualService: "0.00",
        waterCosts: "100.00",
        electricityCosts: "0.00",
        extraCosts: "0.00",
        isTaxable: true,
      },
    });
    expect((upcast2 as { schedule: unknown[] }).schedule[2]).toEqual({
      paymentId: "p-2",
      index: 2,
      dueDate: "2026-01-01",
      price: "500.00",
      paymentType: "additional_commission",
    });
    expect(upcast2).toEqual(todaysEvent("ContractSigned")?.data);
  });

  it("ContractSigned of version 2: gets no deposit and no one-time fees (issue #23), as the terms signed then had none", () => {
    const signed = todaysEvent("ContractSigned");
    if (signed?.type !== "ContractSigned") throw new Error("the history signs a contract");
    const { terms, ...data } = signed.data;
    const { deposit: _deposit, adminFee: _adminFee, ejarFee: _ejarFee, otherFee: _otherFee, otherFeeLabel: _label, ...v2Terms } = terms;
    expect(upcast("ContractSigned", 2, { ...data, terms: v2Terms })).toEqual(signed.data);
  });

  it.each(["PaymentScheduled", "PaymentRecorded", "PaymentSplitFrom", "PaymentSplit"])(
    "%s: gives what today's decider writes for the same command",
    (type) => {
      const count = stored.filter((row) => row.type === type).length;
      expect(count).toBeGreaterThan(0);
      for (let k = 0; k < count; k++) {
        const event = v1Event(type, k);
        expect(upcast(type, 1, event.data), `${type} #${k}`).toEqual(todaysEvent(type, k)?.data);
      }
    },
  );

  it("PaymentScheduled: paymentType and dueDate in place of payment_type and due_date, nothing else changed", () => {
    const data = {
      paymentId: "p-1",
      orgId: "org-1",
      contractId: "contract-1",
      realEstateId: "unit-1",
      payment_type: "commission",
      party: "lessor",
      due_date: "2026-01-01",
      price: "300.00",
      vatRate: "0.15",
      vat: "45.00",
    };
    const { payment_type: _type, due_date: _due, ...unchanged } = data;
    expect(upcast("PaymentScheduled", 1, data)).toEqual({ ...unchanged, paymentType: "commission", dueDate: "2026-01-01" });
  });

  it("PaymentSplit: each part's due_date becomes dueDate", () => {
    const data = { paymentId: "p-4", parts: [{ paymentId: "part-0", due_date: "2026-04-01", price: "1000.00" }] };
    expect(upcast("PaymentSplit", 1, data)).toEqual({
      paymentId: "p-4",
      parts: [{ paymentId: "part-0", dueDate: "2026-04-01", price: "1000.00" }],
    });
  });

  it("leaves the events whose shape did not change as they were stored", () => {
    for (const type of [
      "PaymentMarkedPaid",
      "PaymentCancelled",
      "PaymentContacted",
      "ContractCancelled",
      "InvoiceIssued",
      "ReceiptIssued",
    ]) {
      const event = v1Event(type);
      expect(EVENT_SCHEMA_VERSION[type as keyof typeof EVENT_SCHEMA_VERSION], type).toBe(1);
      expect(upcast(type, 1, event.data), type).toEqual(todaysEvent(type)?.data);
    }
  });

  it("brings every stored stream to exactly what today's deciders append", () => {
    const upcastStreams = new Map<string, unknown[]>();
    for (const row of stored) {
      upcastStreams.set(row.streamId, [
        ...(upcastStreams.get(row.streamId) ?? []),
        { type: row.type, data: upcast(row.type, 1, row.data) },
      ]);
    }
    expect(upcastStreams).toEqual(today.streams);
  });

  it("never changes the stored data it reads", () => {
    const data = v1Event("ContractSigned").data;
    const before = structuredClone(data);
    upcast("ContractSigned", 1, data);
    expect(data).toEqual(before);
  });
});

describe("upcast", () => {
  it("has one step per version below each type's current one", () => {
    for (const [type, version] of Object.entries(EVENT_SCHEMA_VERSION)) {
      expect(UPCAST_STEPS[type as keyof typeof UPCAST_STEPS]?.length ?? 0, type).toBe(version - 1);
    }
  });

  it("returns data of the current version as it is", () => {
    const data = { paymentId: "p-1", dueDate: "2026-01-01" };
    expect(upcast("PaymentRecorded", EVENT_SCHEMA_VERSION.PaymentRecorded, data)).toBe(data);
  });

  it("refuses a version newer than this code knows, and one that never existed, naming the event", () => {
    expect(() => upcast("PaymentScheduled", 3, {})).toThrow(UnknownEventSchema);
    expect(() => upcast("PaymentScheduled", 3, {})).toThrow(
      "Cannot read a PaymentScheduled event of schema version 3: this code knows versions 1 to 2 of it (written by a newer release?)",
    );
    expect(() => upcast("PaymentScheduled", 0, {})).toThrow(UnknownEventSchema);
    expect(() => upcast("PaymentMarkedPaid", 2, {})).toThrow(/versions 1 to 1/);
  });

  it("refuses an event type this code does not know", () => {
    expect(() => upcast("PaymentRefunded", 1, {})).toThrow(
      "Cannot read a PaymentRefunded event of schema version 1: this code knows no version of it (written by a newer release?)",
    );
  });
});
