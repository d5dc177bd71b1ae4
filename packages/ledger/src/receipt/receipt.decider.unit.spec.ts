import { describe, it } from "vitest";
import { collectionDecider } from "../collection/collection.decider.ts";
import type { CollectionEvent } from "../collection/collection.events.ts";
import { foldEvents } from "../decider.ts";
import type { PaymentEvent } from "../payment/payment.events.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { ORG_ID } from "../testing/fixtures.ts";
import type { IssueCollectionReceipt, IssueReceipt } from "./receipt.commands.ts";
import type { ReceiptIssued } from "./receipt.events.ts";
import { receiptDecider } from "./receipt.decider.ts";

const spec = deciderSpec(receiptDecider);

const scheduled = (paymentType: "rent" | "commission", party: "tenant" | "lessor"): PaymentEvent => ({
  type: "PaymentScheduled",
  data: {
    paymentId: "payment-1",
    orgId: ORG_ID,
    contractId: "contract-1",
    realEstateId: "unit-1",
    paymentType,
    party,
    dueDate: "2025-01-01",
    price: "3000.00",
    vatRate: "0.15",
    vat: "450.00",
  },
});
const paid: PaymentEvent = {
  type: "PaymentMarkedPaid",
  data: { paymentId: "payment-1", paidDate: "2025-01-03", method: "bankTransfer", receivedBy: "user-1", deliveredBy: null, notes: "" },
};
const expense: PaymentEvent = {
  type: "PaymentRecorded",
  data: {
    paymentId: "payment-1",
    orgId: ORG_ID,
    contractId: null,
    realEstateId: "unit-1",
    direction: "expense",
    category: "maintenance",
    dueDate: "2025-01-01",
    price: "100.00",
    vatIncluded: false,
    vatRate: "0",
    vat: "0.00",
    comment: "",
  },
};

const issueFor = (paymentEvents: PaymentEvent[], number = 12): IssueReceipt => ({
  type: "IssueReceipt",
  data: {
    receiptId: "receipt-1",
    number,
    issuedAt: "2025-01-03T09:00:00Z",
    payer: "Khalid",
    payment: foldEvents(paymentDecider, paymentEvents),
  },
});

const receipt: ReceiptIssued = {
  type: "ReceiptIssued",
  data: {
    receiptId: "receipt-1",
    orgId: ORG_ID,
    number: 12,
    issuedAt: "2025-01-03T09:00:00Z",
    paymentId: "payment-1",
    amount: "3450.00",
    payer: "Khalid",
    method: "bankTransfer",
    paidDate: "2025-01-03",
  },
};

describe("receipt: IssueReceipt", () => {
  it("acknowledges the amount the tenant paid, with VAT, how and when", () => {
    spec([])
      .when(issueFor([scheduled("rent", "tenant"), paid]))
      .then([receipt]);
  });

  it("refuses a payment that is not paid", () => {
    spec([])
      .when(issueFor([scheduled("rent", "tenant")]))
      .thenRefuses("receipt.paymentNotPaid");
  });

  it("refuses an expense", () => {
    spec([])
      .when(issueFor([expense, paid]))
      .thenRefuses("receipt.notIncome");
  });

  it("refuses the lessor's commission, which no one hands over", () => {
    spec([])
      .when(issueFor([scheduled("commission", "lessor"), paid]))
      .thenRefuses("receipt.notCollected");
  });

  it("refuses to issue a receipt twice", () => {
    spec([receipt])
      .when(issueFor([scheduled("rent", "tenant"), paid]))
      .thenRefuses("receipt.alreadyIssued");
  });

  it("refuses a number that is not a positive integer", () => {
    spec([])
      .when(issueFor([scheduled("rent", "tenant"), paid], 0))
      .thenRefuses("receipt.invalidNumber");
  });
});

const voucherReceived: CollectionEvent = {
  type: "CollectionReceived",
  data: {
    collectionId: "collection-1",
    orgId: ORG_ID,
    tenantId: "tenant-1",
    amount: "5000.00",
    paidDate: "2025-01-03",
    method: "cheque",
    reference: "Cheque 000123",
    allocations: [{ instalmentId: "payment-1", paymentId: "payment-1", amount: "3450.00" }],
    advance: "1550.00",
  },
};
const issueForVoucher = (collectionEvents: CollectionEvent[]): IssueCollectionReceipt => ({
  type: "IssueCollectionReceipt",
  data: {
    receiptId: "receipt-1",
    number: 13,
    issuedAt: "2025-01-03T09:00:00Z",
    payer: "Khalid",
    collection: foldEvents(collectionDecider, collectionEvents),
  },
});

describe("receipt: IssueCollectionReceipt", () => {
  it("acknowledges the whole amount the voucher received, each instalment it paid and the advance it left", () => {
    spec([])
      .when(issueForVoucher([voucherReceived]))
      .then([
        {
          type: "CollectionReceiptIssued",
          data: {
            receiptId: "receipt-1",
            orgId: ORG_ID,
            number: 13,
            issuedAt: "2025-01-03T09:00:00Z",
            collectionId: "collection-1",
            amount: "5000.00",
            payer: "Khalid",
            method: "cheque",
            paidDate: "2025-01-03",
            lines: [{ instalmentId: "payment-1", paymentId: "payment-1", amount: "3450.00" }],
            advance: "1550.00",
          },
        },
      ]);
  });

  it("refuses a voucher undone, or one that does not exist", () => {
    spec([])
      .when(issueForVoucher([voucherReceived, { type: "CollectionUndone", data: { collectionId: "collection-1", advance: "1550.00" } }]))
      .thenRefuses("collection.alreadyUndone");
    spec([]).when(issueForVoucher([])).thenRefuses("collection.notFound");
  });

  it("refuses a payment's own receipt for a payment a voucher paid: the voucher's receipt acknowledged that money", () => {
    const paidByVoucher: PaymentEvent = { ...paid, data: { ...paid.data, collectionId: "collection-1" } } as PaymentEvent;
    spec([])
      .when(issueFor([scheduled("rent", "tenant"), paidByVoucher]))
      .thenRefuses("receipt.paidByCollection");
  });
});
