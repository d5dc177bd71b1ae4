import { describe, expect, it } from "vitest";
import { foldEvents } from "../decider.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { ORG_ID } from "../testing/fixtures.ts";
import type { PaymentCommand, RecordPayment, SchedulePayment } from "./payment.commands.ts";
import type { PaymentEvent, PaymentMarkedPaid, PaymentScheduled, SplitPartData } from "./payment.events.ts";
import { amountDue, paymentDecider, paymentDetailsData } from "./payment.decider.ts";

const spec = deciderSpec(paymentDecider);

const scheduleRent = (overrides: Partial<SchedulePayment["data"]> = {}): SchedulePayment => ({
  type: "SchedulePayment",
  data: {
    paymentId: "rent-1",
    orgId: ORG_ID,
    contractId: "contract-1",
    realEstateId: "unit-1",
    paymentType: "rent",
    dueDate: "2025-01-01",
    price: "3000.00",
    contractIsTaxable: true,
    vatRegistered: true,
    ...overrides,
  },
});

const rentScheduled: PaymentScheduled = {
  type: "PaymentScheduled",
  data: {
    paymentId: "rent-1",
    orgId: ORG_ID,
    contractId: "contract-1",
    realEstateId: "unit-1",
    paymentType: "rent",
    party: "tenant",
    dueDate: "2025-01-01",
    price: "3000.00",
    vatRate: "0.15",
    vat: "450.00",
  },
};

const paid: PaymentMarkedPaid = {
  type: "PaymentMarkedPaid",
  data: { paymentId: "rent-1", paidDate: "2025-01-03", method: "mada", receivedBy: "user-1", deliveredBy: "Khalid", notes: "" },
};

const markPaid: PaymentCommand = {
  type: "MarkPaymentPaid",
  data: { paymentId: "rent-1", paidDate: "2025-01-03", method: "mada", receivedBy: "user-1", deliveredBy: "Khalid", notes: "" },
};
const undo: PaymentCommand = { type: "UndoPayment", data: { paymentId: "rent-1" } };
const cancel: PaymentCommand = { type: "CancelPayment", data: { paymentId: "rent-1" } };
const remove: PaymentCommand = { type: "DeletePayment", data: { paymentId: "rent-1" } };
const contact = (contacted: boolean, notes: string): PaymentCommand => ({
  type: "MarkPaymentContacted",
  data: { paymentId: "rent-1", contacted, notes },
});
const cancelled: PaymentEvent = { type: "PaymentCancelled", data: { paymentId: "rent-1" } };
const deleted: PaymentEvent = { type: "PaymentDeleted", data: { paymentId: "rent-1" } };

describe("payment: SchedulePayment", () => {
  it("schedules commercial rent as owed by the tenant with 15% VAT on top of the price", () => {
    spec([]).when(scheduleRent()).then([rentScheduled]);
  });

  it("schedules residential rent without VAT", () => {
    spec([])
      .when(scheduleRent({ contractIsTaxable: false }))
      .then([{ ...rentScheduled, data: { ...rentScheduled.data, vatRate: "0", vat: "0.00" } }]);
  });

  it.each([
    ["commission", false, "lessor", "0.15"],
    ["additional_commission", false, "tenant", "0.15"],
    ["service", false, "tenant", "0.15"],
    ["water", false, "tenant", "0"],
    ["electricity", true, "tenant", "0.15"],
    ["extra", false, "tenant", "0"],
  ] as const)("schedules %s (taxable contract: %s) as owed by the %s at VAT %s", (paymentType, contractIsTaxable, party, vatRate) => {
    const [event] = paymentDecider.decide(scheduleRent({ paymentType, contractIsTaxable, price: "101.00" }), paymentDecider.initialState());

    expect(event?.data).toMatchObject({ paymentType, party, vatRate, vat: vatRate === "0" ? "0.00" : "15.15" });
  });

  it("refuses a payment that already exists", () => {
    spec([rentScheduled]).when(scheduleRent()).thenRefuses("payment.alreadyExists");
  });
});

describe("payment: SchedulePayment of a seller that is not VAT-registered", () => {
  it("schedules a taxable contract's rent without VAT", () => {
    spec([])
      .when(scheduleRent({ vatRegistered: false }))
      .then([{ ...rentScheduled, data: { ...rentScheduled.data, vatRate: "0", vat: "0.00" } }]);
  });

  it.each([
    ["commission", "lessor"],
    ["additional_commission", "tenant"],
    ["service", "tenant"],
    ["water", "tenant"],
    ["electricity", "tenant"],
    ["extra", "tenant"],
  ] as const)("schedules %s on a taxable contract as owed by the %s without VAT", (paymentType, party) => {
    spec([])
      .when(scheduleRent({ paymentType, vatRegistered: false, price: "101.00" }))
      .then([
        {
          type: "PaymentScheduled",
          data: { ...rentScheduled.data, paymentType, party, price: "101.00", vatRate: "0", vat: "0.00" },
        },
      ]);
  });
});

describe("payment: RecordPayment", () => {
  const record = (overrides: Partial<RecordPayment["data"]> = {}): RecordPayment => ({
    type: "RecordPayment",
    data: {
      paymentId: "rent-1",
      orgId: ORG_ID,
      contractId: null,
      realEstateId: "unit-1",
      direction: "expense",
      category: "maintenance",
      dueDate: "2025-02-01",
      price: "250.5",
      vatIncluded: false,
      comment: "AC repair",
      vatRegistered: true,
      ...overrides,
    },
  });

  it("records an expense as entered, without VAT, paid to a vendor", () => {
    const events = paymentDecider.decide(record(), paymentDecider.initialState());

    expect(events).toEqual([
      {
        type: "PaymentRecorded",
        data: {
          paymentId: "rent-1",
          orgId: ORG_ID,
          contractId: null,
          realEstateId: "unit-1",
          direction: "expense",
          category: "maintenance",
          dueDate: "2025-02-01",
          price: "250.50",
          vatIncluded: false,
          vatRate: "0",
          vat: "0.00",
          comment: "AC repair",
        },
      },
    ]);
    expect(foldEvents(paymentDecider, events)).toMatchObject({ status: "pending", party: "vendor", paymentType: null });
  });

  it("takes the VAT out of an amount entered with VAT included", () => {
    const events = paymentDecider.decide(record({ direction: "income", price: "1150", vatIncluded: true }), paymentDecider.initialState());

    expect(events[0]?.data).toMatchObject({ price: "1000.00", vatRate: "0.15", vat: "150.00", vatIncluded: true });
    expect(foldEvents(paymentDecider, events)).toMatchObject({ party: "tenant", direction: "income" });
  });

  it.each(["income", "expense"] as const)(
    "records an %s entered with VAT included as a whole price without VAT when the seller is not VAT-registered",
    (direction) => {
      const events = paymentDecider.decide(
        record({ direction, price: "1150", vatIncluded: true, vatRegistered: false }),
        paymentDecider.initialState(),
      );

      expect(events[0]?.data).toMatchObject({ price: "1150.00", vatRate: "0", vat: "0.00", vatIncluded: false });
    },
  );

  it.each(["0", "-5", "10.001", "1e3", "abc", "1000000000000"])("refuses the amount %s", (price) => {
    spec([]).when(record({ price })).thenRefuses("payment.invalidAmount");
  });
});

describe("payment: MarkPaymentPaid", () => {
  it("marks a pending payment paid with how and by whom it was received", () => {
    spec([rentScheduled]).when(markPaid).then([paid]);
  });

  it("refuses a payment already paid", () => {
    spec([rentScheduled, paid]).when(markPaid).thenRefuses("payment.alreadyPaid");
  });

  it("refuses a cancelled payment", () => {
    const error = spec([rentScheduled, cancelled]).when(markPaid).thenRefuses("payment.notPending");

    expect(error.params).toEqual({ status: "canceled" });
  });

  it("refuses a payment that does not exist", () => {
    spec([]).when(markPaid).thenRefuses("payment.notFound");
  });
});

describe("payment: UndoPayment", () => {
  it("reverses the paid state", () => {
    spec([rentScheduled, paid])
      .when(undo)
      .then([{ type: "PaymentUndone", data: { paymentId: "rent-1" } }]);
  });

  it("leaves the payment pending as before it was paid", () => {
    const state = foldEvents(paymentDecider, [rentScheduled, paid, { type: "PaymentUndone", data: { paymentId: "rent-1" } }]);

    expect(state).toEqual(foldEvents(paymentDecider, [rentScheduled]));
  });

  it("refuses a payment that is not paid", () => {
    spec([rentScheduled]).when(undo).thenRefuses("payment.notPaid");
  });
});

describe("payment: CancelPayment", () => {
  it("cancels a pending payment", () => {
    spec([rentScheduled]).when(cancel).then([cancelled]);
  });

  it("refuses a paid payment", () => {
    spec([rentScheduled, paid]).when(cancel).thenRefuses("payment.alreadyPaid");
  });

  it("refuses a payment already cancelled", () => {
    spec([rentScheduled, cancelled]).when(cancel).thenRefuses("payment.notPending");
  });
});

describe("payment: DeletePayment", () => {
  it("deletes a pending payment", () => {
    spec([rentScheduled]).when(remove).then([deleted]);
  });

  it("deletes a cancelled payment", () => {
    spec([rentScheduled, cancelled]).when(remove).then([deleted]);
  });

  it("refuses a paid payment", () => {
    spec([rentScheduled, paid]).when(remove).thenRefuses("payment.deleteOnlyUnpaid");
  });

  it("refuses a payment already deleted", () => {
    spec([rentScheduled, deleted]).when(remove).thenRefuses("payment.notPending");
  });
});

describe("payment: SplitPayment", () => {
  const split = (parts: SplitPartData[]): PaymentCommand => ({ type: "SplitPayment", data: { paymentId: "rent-1", parts } });
  const halves = [
    { paymentId: "rent-1a", dueDate: "2025-01-01", price: "1000" },
    { paymentId: "rent-1b", dueDate: "2025-01-15", price: "2000.00" },
  ];

  it("splits a pending payment into parts that add up to its price exactly", () => {
    spec([rentScheduled])
      .when(split(halves))
      .then([
        {
          type: "PaymentSplit",
          data: {
            paymentId: "rent-1",
            parts: [
              { paymentId: "rent-1a", dueDate: "2025-01-01", price: "1000.00" },
              { paymentId: "rent-1b", dueDate: "2025-01-15", price: "2000.00" },
            ],
          },
        },
      ]);
  });

  it("refuses parts that do not add up to the price", () => {
    const error = spec([rentScheduled])
      .when(split([...halves, { paymentId: "rent-1c", dueDate: "2025-01-20", price: "0.01" }]))
      .thenRefuses("payment.splitMustSumToPrice");

    expect(error.params).toEqual({ price: "3000.00", sum: "3000.01" });
  });

  it("refuses a single part", () => {
    spec([rentScheduled])
      .when(split([{ paymentId: "rent-1a", dueDate: "2025-01-01", price: "3000" }]))
      .thenRefuses("payment.splitNeedsTwoParts");
  });

  it("refuses a part without a positive price", () => {
    spec([rentScheduled])
      .when(
        split([
          { paymentId: "rent-1a", dueDate: "2025-01-01", price: "3000" },
          { paymentId: "rent-1b", dueDate: "2025-01-01", price: "0" },
        ]),
      )
      .thenRefuses("payment.invalidAmount");
  });

  it.each([
    ["twice the same id", ["rent-1a", "rent-1a"]],
    ["the original's id", ["rent-1", "rent-1b"]],
  ])("refuses %s for the parts", (_case, ids) => {
    spec([rentScheduled])
      .when(split(halves.map((part, k) => ({ ...part, paymentId: ids[k] ?? "" }))))
      .thenRefuses("payment.splitPartIdsInvalid");
  });

  it("refuses a paid payment", () => {
    spec([rentScheduled, paid]).when(split(halves)).thenRefuses("payment.alreadyPaid");
  });
});

describe("payment: StartSplitPart", () => {
  it("starts a part with the original's details, its own due date and price, and VAT on that price", () => {
    const original = paymentDetailsData(requireExisting(foldEvents(paymentDecider, [rentScheduled])));

    spec([])
      .when({ type: "StartSplitPart", data: { paymentId: "rent-1a", dueDate: "2025-01-15", price: "1000.01", original } })
      .then([
        {
          type: "PaymentSplitFrom",
          data: {
            ...original,
            paymentId: "rent-1a",
            dueDate: "2025-01-15",
            price: "1000.01",
            vat: "150.00",
            splitFrom: "rent-1",
          },
        },
      ]);
  });
});

describe("payment: MarkPaymentContacted", () => {
  it("records that the tenant was contacted, with notes", () => {
    const contacted: PaymentEvent = { type: "PaymentContacted", data: { paymentId: "rent-1", contacted: true, notes: "Will pay Sunday" } };

    spec([rentScheduled]).when(contact(true, "Will pay Sunday")).then([contacted]);
    expect(foldEvents(paymentDecider, [rentScheduled, contacted])).toMatchObject({ contacted: true, contactNotes: "Will pay Sunday" });
  });

  it("refuses a paid payment", () => {
    spec([rentScheduled, paid]).when(contact(true, "")).thenRefuses("payment.alreadyPaid");
  });
});

describe("payment: state", () => {
  it("owes the price plus its VAT", () => {
    expect(amountDue(requireExisting(foldEvents(paymentDecider, [rentScheduled]))).toFixed(2)).toBe("3450.00");
  });

  it("keeps how a paid payment was received", () => {
    expect(foldEvents(paymentDecider, [rentScheduled, paid])).toMatchObject({
      status: "paid",
      paid: { paidDate: "2025-01-03", method: "mada", receivedBy: "user-1", deliveredBy: "Khalid", notes: "" },
    });
  });
});

function requireExisting(state: ReturnType<typeof paymentDecider.initialState>) {
  if (state.status === "none") return expect.fail("expected a payment");
  return state;
}
