import { describe, it } from "vitest";
import { deciderSpec } from "../testing/decider-spec.ts";
import { ORG_ID } from "../testing/fixtures.ts";
import type { CollectionCommand } from "./collection.commands.ts";
import { collectionDecider } from "./collection.decider.ts";
import type { CollectionEvent, CollectionReceived } from "./collection.events.ts";

const spec = deciderSpec(collectionDecider);

const voucher: CollectionReceived["data"] = {
  collectionId: "collection-1",
  orgId: ORG_ID,
  tenantId: "tenant-1",
  amount: "5000.00",
  paidDate: "2026-04-10",
  method: "bankTransfer",
  reference: "TRX-1",
  allocations: [{ instalmentId: "payment-1", paymentId: "payment-1", amount: "3450.00" }],
  advance: "1550.00",
};
const received: CollectionEvent = { type: "CollectionReceived", data: voucher };
const receive = (data: Partial<CollectionReceived["data"]>): CollectionCommand => ({
  type: "ReceiveCollection",
  data: { ...voucher, ...data },
});
const apply = (amount: string): CollectionCommand => ({
  type: "ApplyAdvance",
  data: { collectionId: "collection-1", paidDate: "2026-07-01", allocations: [{ instalmentId: "payment-2", paymentId: "part-1", amount }] },
});

describe("the collection decider", () => {
  it("receives a voucher whose allocations and advance add up to its amount, in two decimals", () => {
    spec([])
      .when(receive({ amount: "5000", advance: "1550" }))
      .then([received]);
  });

  it.each([
    ["allocations and advance short of the amount", { advance: "1549.99" }],
    ["a negative advance", { amount: "3000.00", advance: "-450.00" }],
    [
      "an instalment twice",
      {
        amount: "6900.00",
        advance: "0.00",
        allocations: [voucher.allocations[0]!, voucher.allocations[0]!],
      },
    ],
  ])("refuses %s", (_, data) => {
    spec([]).when(receive(data)).thenRefuses("collection.allocatedOverAmount");
  });

  it("refuses a voucher received twice", () => {
    spec([received]).when(receive({})).thenRefuses("collection.alreadyExists");
  });

  it("applies part of the advance, saying what is left, and never more than is left", () => {
    spec([received])
      .when(apply("1000"))
      .then([
        {
          type: "AdvanceApplied",
          data: {
            collectionId: "collection-1",
            paidDate: "2026-07-01",
            allocations: [{ instalmentId: "payment-2", paymentId: "part-1", amount: "1000.00" }],
            amount: "1000.00",
            advanceLeft: "550.00",
          },
        },
      ]);
    const applied = collectionDecider.decide(apply("1000"), collectionDecider.evolve(collectionDecider.initialState(), received));
    spec([received, ...applied])
      .when(apply("550.01"))
      .thenRefuses("collection.allocatedOverAmount");
  });

  it("gives back on undo what is left of the advance, and undoes once", () => {
    const applied = collectionDecider.decide(apply("1000"), collectionDecider.evolve(collectionDecider.initialState(), received));
    spec([received, ...applied])
      .when({ type: "UndoCollection", data: { collectionId: "collection-1" } })
      .then([{ type: "CollectionUndone", data: { collectionId: "collection-1", advance: "550.00" } }]);
    spec([received, { type: "CollectionUndone", data: { collectionId: "collection-1", advance: "1550.00" } }])
      .when({ type: "UndoCollection", data: { collectionId: "collection-1" } })
      .thenRefuses("collection.alreadyUndone");
    spec([]).when(apply("1")).thenRefuses("collection.notFound");
  });
});
