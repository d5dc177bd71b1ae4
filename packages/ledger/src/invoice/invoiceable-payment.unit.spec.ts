import { describe, expect, it } from "vitest";
import { foldEvents } from "../decider.ts";
import { AppError } from "@amlak/domain";
import { paymentDecider } from "../payment/payment.decider.ts";
import type { PaymentEvent } from "../payment/payment.events.ts";
import { ORG_ID } from "../testing/fixtures.ts";
import { requireInvoiceable } from "./invoiceable-payment.ts";

const rent: PaymentEvent = {
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
const expense: PaymentEvent = {
  type: "PaymentRecorded",
  data: {
    paymentId: "expense-1",
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
const paid: PaymentEvent = {
  type: "PaymentMarkedPaid",
  data: { paymentId: "rent-1", paidDate: "2025-01-03", method: "mada", receivedBy: null, deliveredBy: null, notes: "" },
};

const refusal = (events: PaymentEvent[], invoiceNumber: number | null = null) => {
  try {
    requireInvoiceable(foldEvents(paymentDecider, events), invoiceNumber);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { code: (error as AppError).code, params: (error as AppError).params };
  }
  return null;
};

describe("requireInvoiceable", () => {
  it("accepts income that is still due or paid", () => {
    expect(refusal([rent])).toBeNull();
    expect(refusal([rent, paid])).toBeNull();
  });

  it("refuses a payment already on an invoice, naming its number", () => {
    expect(refusal([rent, paid], 7)).toEqual({ code: "invoice.alreadyIssued", params: { number: 7 } });
  });

  it("refuses an unknown payment, an expense, and one cancelled, deleted or split", () => {
    expect(refusal([])?.code).toBe("payment.notFound");
    expect(refusal([expense])?.code).toBe("invoice.paymentNotInvoiceable");
    expect(refusal([rent, { type: "PaymentCancelled", data: { paymentId: "rent-1" } }])).toEqual({
      code: "invoice.paymentNotInvoiceable",
      params: { status: "canceled" },
    });
    expect(refusal([rent, { type: "PaymentDeleted", data: { paymentId: "rent-1" } }])?.code).toBe("invoice.paymentNotInvoiceable");
    const parts = [
      { paymentId: "part-1", dueDate: "2025-01-01", price: "1000.00" },
      { paymentId: "part-2", dueDate: "2025-02-01", price: "2000.00" },
    ];
    expect(refusal([rent, { type: "PaymentSplit", data: { paymentId: "rent-1", parts } }])?.code).toBe("invoice.paymentNotInvoiceable");
  });
});
