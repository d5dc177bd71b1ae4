import { USER_TYPES } from "@amlak/domain";
import { money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import type { PaymentRow } from "./payment-row.ts";
import { missingInvoiceReason, netTotal, paymentActions, shownStatus } from "./payment-rules.ts";

const rent: PaymentRow = {
  id: "00000000-0000-0000-0000-000000000001",
  dueDate: "2026-05-01",
  direction: "income",
  party: "tenant",
  type: "rent",
  price: money("85000"),
  vat: money("12750"),
  total: money("97750"),
  status: "pending",
  overdue: false,
  paidDate: null,
  method: null,
  comment: null,
  contacted: false,
  contactNotes: null,
  contractId: "00000000-0000-0000-0000-000000000002",
  realEstateId: "00000000-0000-0000-0000-000000000003",
  unit: "محل تجاري",
  partyName: "شركة رواد التقنية",
  invoiceId: null,
  invoiceNumber: null,
  notes: [],
  receiptId: null,
  receiptNumber: null,
  taskId: null,
  taskTitle: null,
};
const paid: PaymentRow = { ...rent, status: "paid", paidDate: "2026-05-02", method: "mada" };
const offered = (actions: ReturnType<typeof paymentActions>) =>
  Object.entries(actions)
    .filter(([, allowed]) => allowed)
    .map(([action]) => action)
    .sort();

describe("what the payment row menu offers", () => {
  it("offers a pending instalment's changes and a paid one's undo and documents", () => {
    expect(offered(paymentActions(rent, "client", true))).toEqual(["cancel", "contacted", "pay", "split"]);
    expect(offered(paymentActions(paid, "client", true))).toEqual(["issueInvoice", "issueReceipt", "undo"]);
  });

  it("lets a manual or cancelled payment be deleted, never a scheduled instalment still due", () => {
    expect(paymentActions({ ...rent, contractId: null }, "client", true).delete).toBe(true);
    expect(paymentActions({ ...rent, status: "canceled" }, "client", true).delete).toBe(true);
    expect(offered(paymentActions({ ...rent, status: "canceled" }, "client", true))).toEqual(["delete"]);
  });

  it("issues each document once, a tax invoice only for a taxable amount of a VAT-registered seller, to the tenant", () => {
    expect(paymentActions({ ...paid, receiptId: "r", receiptNumber: 3 }, "client", true).issueReceipt).toBe(false);
    expect(paymentActions({ ...paid, invoiceId: "i", invoiceNumber: 7 }, "client", true).issueInvoice).toBe(false);
    expect(paymentActions(paid, "client", false).issueInvoice).toBe(false);
    expect(paymentActions({ ...paid, vat: money(0), total: paid.price }, "client", true).issueInvoice).toBe(false);
    // The lessor's commission is settled out of the rent: no receipt, no invoice to the tenant.
    const commission = { ...paid, type: "commission", party: "lessor" as const };
    expect(offered(paymentActions(commission, "client", true))).toEqual(["undo"]);
    const expense = { ...paid, direction: "expense" as const, party: "vendor" as const };
    expect(offered(paymentActions(expense, "client", true))).toEqual(["undo"]);
  });

  it("follows the role: the read-only user and the viewer change nothing, the operational user works payments", () => {
    for (const type of USER_TYPES) {
      const actions = { pending: offered(paymentActions(rent, type, true)), paid: offered(paymentActions(paid, type, true)) };
      if (["client", "client_mock", "subClient", "restricted_subClient", "operational_subClient"].includes(type)) {
        expect(actions, type).toEqual({ pending: ["cancel", "contacted", "pay", "split"], paid: ["issueInvoice", "issueReceipt", "undo"] });
      } else expect(actions, type).toEqual({ pending: [], paid: [] });
    }
    expect(offered(paymentActions(rent, undefined, true))).toEqual([]);
  });

  it("shows a pending payment past its due date as overdue", () => {
    expect(shownStatus({ ...rent, overdue: true })).toBe("overdue");
    expect(shownStatus(paid)).toBe("paid");
  });

  it("nets income against expenses when several payments are paid together", () => {
    const expense: PaymentRow = { ...rent, direction: "expense", party: "vendor", price: money("350"), vat: money(0), total: money("350") };
    expect(netTotal([rent, expense]).toFixed(2)).toBe("97400.00");
    expect(netTotal([expense]).toFixed(2)).toBe("-350.00");
  });
});

describe("why a payment gets no tax invoice", () => {
  it("names the missing VAT number first, then a payment without VAT, and nothing for one that takes an invoice", () => {
    const exempt = { ...paid, vat: money(0), total: paid.price };
    expect(missingInvoiceReason(paid, false)).toBe("vatNoMissing");
    expect(missingInvoiceReason(exempt, false)).toBe("vatNoMissing");
    expect(missingInvoiceReason(exempt, true)).toBe("notTaxable");
    expect(missingInvoiceReason(paid, true)).toBeNull();
  });

  it("says nothing of a payment already invoiced, nor of one no invoice is for (an expense, the lessor's commission)", () => {
    expect(missingInvoiceReason({ ...paid, invoiceId: "i", invoiceNumber: 7 }, false)).toBeNull();
    expect(missingInvoiceReason({ ...paid, direction: "expense" }, false)).toBeNull();
    expect(missingInvoiceReason({ ...paid, type: "commission", party: "lessor" }, false)).toBeNull();
  });
});
