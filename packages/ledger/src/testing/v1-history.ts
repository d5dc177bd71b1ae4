import { riyadhToday, type ScheduleInput } from "@amlak/domain";
import { issuedAt } from "../handlers/document-numbers.ts";
import type { RecordPaymentInput } from "../handlers/record-payment.ts";
import { invoiceLineFor } from "../invoice/invoice-line.ts";
import type { InvoiceSeller } from "../invoice/invoice.events.ts";
import type { LedgerCommand } from "../messages.ts";
import type { PaidDetails } from "../payment/payment.events.ts";
import { TEST_NOW } from "./ledger-db.ts";
import { emptyLedger, paymentState, runCommands, type InMemoryLedger } from "./run-commands.ts";

/*
 * One contract's history written twice: as rows the ledger stored before events carried a schema version, and as
 * today's commands. The rows (v1History) are what the ledger of commit 2d3cb90, the last before camelCase payloads,
 * appended for those commands (its in-memory ledger was run over them); they stand for rows already stored in
 * databases, so they must never be edited.
 */

/** The ids of one run of the history. */
export interface HistoryIds {
  org: string;
  lessor: string;
  tenant: string;
  unit: string;
  contract: string;
  /** One per schedule row: rent, commission, additional commission and water in January; rent and commission in April. */
  payments: readonly [string, string, string, string, string, string];
  /** The April rent split in two. */
  parts: readonly [string, string];
  recorded: string;
  invoice: string;
  receipt: string;
}

/** The inputs of the history's commands; the seller is the one newOrganization gives. */
export const HISTORY = {
  terms: {
    contract_start: "2026-01-01",
    contract_end: "2026-06-30",
    price: "6000",
    interval: 3,
    annual_commission: "1200",
    additional_commission: "500",
    annual_service: "0",
    water_costs: "100",
    electricity_costs: "0",
    extra_costs: "0",
    is_taxable: true,
  } satisfies ScheduleInput,
  paid: { paidDate: "2026-01-05", method: "cash", receivedBy: "مدير العقار", deliveredBy: null, notes: "" } satisfies PaidDetails,
  parts: [
    { dueDate: "2026-04-01", price: "1000.00" },
    { dueDate: "2026-04-15", price: "2000.00" },
  ],
  expense: {
    direction: "expense",
    category: "maintenance",
    dueDate: "2026-05-01",
    price: "115.00",
    vatIncluded: true,
    comment: "صيانة",
  } satisfies RecordPaymentInput,
  seller: {
    name: "مؤسسة الاختبار العقارية",
    vatNo: "300000000000003",
    commercialRegistrationNo: "1010000000",
    address: "الرياض",
  } satisfies InvoiceSeller,
  buyer: "فهد الدوسري",
  cancelledOn: "2026-04-10",
  contact: { contacted: true, notes: "وعد بالسداد" },
};

/**
 * The history in the order it was appended: sign (the schedule's payments follow), pay the January rent (its
 * commission is auto-paid), split the April rent, record an expense, invoice and receipt the January rent, cancel
 * the contract on 2026-04-10 (the second part is cancelled), note the first part's tenant was contacted.
 */
export function v1History(ids: HistoryIds): { streamId: string; type: string; data: unknown }[] {
  return [
    {
      streamId: `contract:${ids.contract}`,
      type: "ContractSigned",
      data: {
        contractId: ids.contract,
        orgId: ids.org,
        lessorId: ids.lessor,
        tenantId: ids.tenant,
        realEstateId: ids.unit,
        terms: {
          contract_start: "2026-01-01",
          contract_end: "2026-06-30",
          price: "6000.00",
          interval: 3,
          annual_commission: "1200.00",
          additional_commission: "500.00",
          annual_service: "0.00",
          water_costs: "100.00",
          electricity_costs: "0.00",
          extra_costs: "0.00",
          is_taxable: true,
        },
        autoPayCommission: true,
        termsTemplateId: null,
        months: 6,
        instalments: 2,
        schedule: [
          { paymentId: ids.payments[0], index: 0, due_date: "2026-01-01", price: "3000.00", payment_type: "rent" },
          { paymentId: ids.payments[1], index: 1, due_date: "2026-01-01", price: "300.00", payment_type: "commission" },
          { paymentId: ids.payments[2], index: 2, due_date: "2026-01-01", price: "500.00", payment_type: "additional_commission" },
          { paymentId: ids.payments[3], index: 3, due_date: "2026-01-01", price: "100.00", payment_type: "water" },
          { paymentId: ids.payments[4], index: 4, due_date: "2026-04-01", price: "3000.00", payment_type: "rent" },
          { paymentId: ids.payments[5], index: 5, due_date: "2026-04-01", price: "300.00", payment_type: "commission" },
        ],
      },
    },
    {
      streamId: `payment:${ids.payments[0]}`,
      type: "PaymentScheduled",
      data: {
        paymentId: ids.payments[0],
        orgId: ids.org,
        contractId: ids.contract,
        realEstateId: ids.unit,
        payment_type: "rent",
        party: "tenant",
        due_date: "2026-01-01",
        price: "3000.00",
        vatRate: "0.15",
        vat: "450.00",
      },
    },
    {
      streamId: `payment:${ids.payments[1]}`,
      type: "PaymentScheduled",
      data: {
        paymentId: ids.payments[1],
        orgId: ids.org,
        contractId: ids.contract,
        realEstateId: ids.unit,
        payment_type: "commission",
        party: "lessor",
        due_date: "2026-01-01",
        price: "300.00",
        vatRate: "0.15",
        vat: "45.00",
      },
    },
    {
      streamId: `payment:${ids.payments[2]}`,
      type: "PaymentScheduled",
      data: {
        paymentId: ids.payments[2],
        orgId: ids.org,
        contractId: ids.contract,
        realEstateId: ids.unit,
        payment_type: "additional_commission",
        party: "tenant",
        due_date: "2026-01-01",
        price: "500.00",
        vatRate: "0.15",
        vat: "75.00",
      },
    },
    {
      streamId: `payment:${ids.payments[3]}`,
      type: "PaymentScheduled",
      data: {
        paymentId: ids.payments[3],
        orgId: ids.org,
        contractId: ids.contract,
        realEstateId: ids.unit,
        payment_type: "water",
        party: "tenant",
        due_date: "2026-01-01",
        price: "100.00",
        vatRate: "0.15",
        vat: "15.00",
      },
    },
    {
      streamId: `payment:${ids.payments[4]}`,
      type: "PaymentScheduled",
      data: {
        paymentId: ids.payments[4],
        orgId: ids.org,
        contractId: ids.contract,
        realEstateId: ids.unit,
        payment_type: "rent",
        party: "tenant",
        due_date: "2026-04-01",
        price: "3000.00",
        vatRate: "0.15",
        vat: "450.00",
      },
    },
    {
      streamId: `payment:${ids.payments[5]}`,
      type: "PaymentScheduled",
      data: {
        paymentId: ids.payments[5],
        orgId: ids.org,
        contractId: ids.contract,
        realEstateId: ids.unit,
        payment_type: "commission",
        party: "lessor",
        due_date: "2026-04-01",
        price: "300.00",
        vatRate: "0.15",
        vat: "45.00",
      },
    },
    {
      streamId: `payment:${ids.payments[0]}`,
      type: "PaymentMarkedPaid",
      data: { paymentId: ids.payments[0], paidDate: "2026-01-05", method: "cash", receivedBy: "مدير العقار", deliveredBy: null, notes: "" },
    },
    {
      streamId: `payment:${ids.payments[1]}`,
      type: "PaymentMarkedPaid",
      data: { paymentId: ids.payments[1], paidDate: "2026-01-05", method: "cash", receivedBy: "مدير العقار", deliveredBy: null, notes: "" },
    },
    {
      streamId: `payment:${ids.payments[4]}`,
      type: "PaymentSplit",
      data: {
        paymentId: ids.payments[4],
        parts: [
          { paymentId: ids.parts[0], due_date: "2026-04-01", price: "1000.00" },
          { paymentId: ids.parts[1], due_date: "2026-04-15", price: "2000.00" },
        ],
      },
    },
    {
      streamId: `payment:${ids.parts[0]}`,
      type: "PaymentSplitFrom",
      data: {
        paymentId: ids.parts[0],
        orgId: ids.org,
        contractId: ids.contract,
        realEstateId: ids.unit,
        direction: "income",
        party: "tenant",
        payment_type: "rent",
        category: null,
        due_date: "2026-04-01",
        price: "1000.00",
        vatRate: "0.15",
        vat: "150.00",
        comment: "",
        splitFrom: ids.payments[4],
      },
    },
    {
      streamId: `payment:${ids.parts[1]}`,
      type: "PaymentSplitFrom",
      data: {
        paymentId: ids.parts[1],
        orgId: ids.org,
        contractId: ids.contract,
        realEstateId: ids.unit,
        direction: "income",
        party: "tenant",
        payment_type: "rent",
        category: null,
        due_date: "2026-04-15",
        price: "2000.00",
        vatRate: "0.15",
        vat: "300.00",
        comment: "",
        splitFrom: ids.payments[4],
      },
    },
    {
      streamId: `payment:${ids.recorded}`,
      type: "PaymentRecorded",
      data: {
        paymentId: ids.recorded,
        orgId: ids.org,
        contractId: null,
        realEstateId: ids.unit,
        direction: "expense",
        category: "maintenance",
        due_date: "2026-05-01",
        price: "100.00",
        vatIncluded: true,
        vatRate: "0.15",
        vat: "15.00",
        comment: "صيانة",
      },
    },
    {
      streamId: `invoice:${ids.invoice}`,
      type: "InvoiceIssued",
      data: {
        invoiceId: ids.invoice,
        orgId: ids.org,
        number: 1,
        issuedAt: "2026-06-15T06:00:00Z",
        kind: "simplified",
        seller: { name: "مؤسسة الاختبار العقارية", vatNo: "300000000000003", commercialRegistrationNo: "1010000000", address: "الرياض" },
        buyer: { name: "فهد الدوسري", vatNo: null },
        lines: [
          {
            description: "rent 2026-01-01",
            quantity: 1,
            unitPrice: "3000.00",
            vatRate: "0.15",
            totalWithoutVat: "3000.00",
            vat: "450.00",
            total: "3450.00",
          },
        ],
        paymentIds: [ids.payments[0]],
        totalWithoutVat: "3000.00",
        vatTotal: "450.00",
        total: "3450.00",
        qr: "ASzZhdik2LPYs9ipINin2YTYp9iu2KrYqNin2LEg2KfZhNi52YLYp9ix2YrYqQIPMzAwMDAwMDAwMDAwMDAzAxQyMDI2LTA2LTE1VDA2OjAwOjAwWgQHMzQ1MC4wMAUGNDUwLjAw",
      },
    },
    {
      streamId: `receipt:${ids.receipt}`,
      type: "ReceiptIssued",
      data: {
        receiptId: ids.receipt,
        orgId: ids.org,
        number: 1,
        issuedAt: "2026-06-15T06:00:00Z",
        paymentId: ids.payments[0],
        amount: "3450.00",
        payer: "فهد الدوسري",
        method: "cash",
        paidDate: "2026-01-05",
      },
    },
    { streamId: `contract:${ids.contract}`, type: "ContractCancelled", data: { contractId: ids.contract, cancelledOn: "2026-04-10" } },
    { streamId: `payment:${ids.parts[1]}`, type: "PaymentCancelled", data: { paymentId: ids.parts[1] } },
    {
      streamId: `payment:${ids.parts[0]}`,
      type: "PaymentContacted",
      data: { paymentId: ids.parts[0], contacted: true, notes: "وعد بالسداد" },
    },
  ];
}

/** The same history through today's deciders, on the in-memory ledger. */
export function runHistory(ids: HistoryIds): InMemoryLedger {
  const ledger = emptyLedger();
  const run = (commands: LedgerCommand[]) => {
    runCommands(commands, ledger);
    if (ledger.rejected.length) throw new Error(`history refused: ${ledger.rejected.map(({ error }) => error.code).join(", ")}`);
  };
  const [rent, , , , aprilRent] = ids.payments;
  run([
    {
      type: "SignContract",
      data: {
        contractId: ids.contract,
        orgId: ids.org,
        lessorId: ids.lessor,
        tenantId: ids.tenant,
        realEstateId: ids.unit,
        terms: HISTORY.terms,
        autoPayCommission: true,
        paymentIds: [...ids.payments],
      },
    },
    { type: "MarkPaymentPaid", data: { paymentId: rent, ...HISTORY.paid } },
    {
      type: "SplitPayment",
      data: { paymentId: aprilRent, parts: HISTORY.parts.map((part, k) => ({ ...part, paymentId: ids.parts[k]! })) },
    },
    {
      type: "RecordPayment",
      data: { paymentId: ids.recorded, orgId: ids.org, contractId: null, realEstateId: ids.unit, ...HISTORY.expense, vatRegistered: true },
    },
  ]);
  const paid = paymentState(ledger, rent);
  if (paid.status === "none") throw new Error("the January rent was not scheduled");
  run([
    {
      type: "IssueInvoice",
      data: {
        invoiceId: ids.invoice,
        orgId: ids.org,
        number: 1,
        issuedAt: issuedAt(TEST_NOW),
        seller: { ...HISTORY.seller, vatRegistered: true },
        buyer: { name: HISTORY.buyer },
        lines: [invoiceLineFor(paid)],
        paymentIds: [rent],
      },
    },
    {
      type: "IssueReceipt",
      data: { receiptId: ids.receipt, number: 1, issuedAt: issuedAt(TEST_NOW), payer: HISTORY.buyer, payment: paid },
    },
    { type: "CancelContract", data: { contractId: ids.contract, cancelledOn: HISTORY.cancelledOn, today: riyadhToday(TEST_NOW) } },
    { type: "MarkPaymentContacted", data: { paymentId: ids.parts[0], ...HISTORY.contact } },
  ]);
  return ledger;
}
