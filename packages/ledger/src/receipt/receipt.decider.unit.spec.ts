import { describe, it } from "vitest";
import { foldEvents } from "../decider.ts";
import type { PaymentEvent } from "../payment/payment.events.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { ORG_ID } from "../testing/fixtures.ts";
import type { IssueReceipt } from "./receipt.commands.ts";
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
