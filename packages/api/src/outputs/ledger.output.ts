import { RENT_REMINDER_KINDS } from "@amlak/domain";
import { CREDIT_NOTE_REASONS, NOTE_TYPES, PAYMENT_METHODS } from "@amlak/schemas";
import { z } from "zod";
import { listPageOutput } from "./portfolio.output.ts";
import { ZDayOutput, ZInstantOutput, ZMoneyOutput } from "./values.ts";

const CONTRACT_STATUSES = ["Contract_Upcoming", "Contract_Ongoing", "Contract_Completed", "Contract_Cancelled"] as const;

export const ZContractOutput = z.object({
  id: z.string(),
  lessor_id: z.string().nullable(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  real_estate_id: z.string(),
  real_estate_title: z.string(),
  contract_start: ZDayOutput,
  contract_end: ZDayOutput,
  price: ZMoneyOutput,
  contract_interval: z.number(),
  annual_commission: ZMoneyOutput,
  additional_commission: ZMoneyOutput,
  annual_service: ZMoneyOutput,
  water_costs: ZMoneyOutput,
  electricity_costs: ZMoneyOutput,
  extra_costs: ZMoneyOutput,
  deposit: ZMoneyOutput,
  admin_fee: ZMoneyOutput,
  ejar_fee: ZMoneyOutput,
  other_fee: ZMoneyOutput,
  other_fee_label: z.string(),
  auto_pay_commission: z.boolean(),
  is_taxable: z.boolean(),
  terms_template_id: z.string().nullable(),
  months: z.number(),
  instalments: z.number(),
  cancelled_on: ZDayOutput.nullable(),
  status: z.enum(CONTRACT_STATUSES),
});

export const ZSignedContractOutput = z.object({ id: z.string(), paymentIds: z.array(z.string()) });
export const ZCancelledContractOutput = z.object({ contractId: z.string(), cancelledPaymentIds: z.array(z.string()) });

export const ZPaymentOutput = z.object({
  id: z.string(),
  contract_id: z.string().nullable(),
  real_estate_id: z.string().nullable(),
  direction: z.enum(["income", "expense"]),
  party: z.enum(["tenant", "lessor", "vendor"]),
  payment_type: z.string().nullable(),
  category: z.string().nullable(),
  due_date: ZDayOutput,
  price: ZMoneyOutput,
  vat_rate: ZMoneyOutput,
  vat: ZMoneyOutput,
  total: ZMoneyOutput,
  status: z.enum(["pending", "paid", "canceled", "deleted", "split"]),
  paid_date: ZDayOutput.nullable(),
  method: z.string().nullable(),
  received_by: z.string().nullable(),
  delivered_by: z.string().nullable(),
  paid_notes: z.string().nullable(),
  comment: z.string().nullable(),
  contacted: z.boolean(),
  contact_notes: z.string().nullable(),
  split_from: z.string().nullable(),
  invoice_id: z.string().nullable(),
  receipt_id: z.string().nullable(),
  /** The day the next rent reminder will go; null when none will (SPEC §3). */
  reminder_date: ZDayOutput.nullable(),
  /** The day the last rent reminder went (SPEC §3). */
  notified_date: ZDayOutput.nullable(),
  /** Each rent reminder that went, with its message's delivery status (null once the message is not in the log). */
  reminders: z.array(
    z.object({
      kind: z.enum(RENT_REMINDER_KINDS),
      queued_at: ZInstantOutput,
      status: z.enum(["queued", "sent", "failed"]).nullable(),
      sent_at: ZInstantOutput.nullable(),
    }),
  ),
});

export const ZRecordedPaymentsOutput = z.object({ paymentIds: z.array(z.string()) });
export const ZPaymentActionOutput = z.object({ paymentId: z.string() });
export const ZPaidPaymentOutput = z.object({
  paymentId: z.string(),
  commissionPaymentId: z.string().nullable(),
  invoice: z.object({ invoiceId: z.string(), number: z.number() }).nullable(),
});
export const ZSplitPaymentOutput = z.object({ paymentId: z.string(), partIds: z.array(z.string()) });

export const ZIssuedDocumentOutput = z.object({ id: z.string(), number: z.number() });

const ZInvoiceLineOutput = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.string(),
  vatRate: z.string(),
  totalWithoutVat: z.string(),
  vat: z.string(),
  total: z.string(),
});

const ZZatcaOutput = z
  .object({
    status: z.enum(["pending", "reported", "cleared", "rejected"]),
    reasons: z.array(z.string()),
    warnings: z.array(z.string()).meta({ description: "ZATCA's warnings on a document it reported or cleared all the same" }),
    icv: z.number(),
    uuid: z.string(),
    invoice_hash: z.string(),
  })
  .nullable();

export const ZInvoiceOutput = z.object({
  id: z.string(),
  number: z.number(),
  // Columns the database keeps as text: read as text, checked as the ledger's values.
  kind: z.string().pipe(z.enum(["tax", "simplified"])),
  issued_at: ZInstantOutput,
  payment_ids: z.array(z.string()),
  seller: z.object({ name: z.string(), vatNo: z.string(), commercialRegistrationNo: z.string(), address: z.string() }),
  buyer: z.object({ name: z.string(), vatNo: z.string().nullable() }),
  lines: z.array(ZInvoiceLineOutput),
  total_without_vat: ZMoneyOutput,
  vat_total: ZMoneyOutput,
  total: ZMoneyOutput,
  qr: z.string().meta({
    description: "The QR the invoice prints, base64 TLV: ZATCA phase 2 (tags 1–9) when the invoice is signed, phase 1 (tags 1–5) otherwise",
  }),
  zatca: ZZatcaOutput.meta({
    description:
      "The invoice as a ZATCA phase-2 document: its status with ZATCA (rejected with reasons), counter, UUID and hash; null before the organization was onboarded",
  }),
});

/** A credit note (lowers what the invoice charged) or debit note (raises it), with the invoice it corrects. */
export const ZCreditNoteOutput = z.object({
  id: z.string(),
  note_type: z.enum(NOTE_TYPES),
  number: z.number(),
  kind: z.string().pipe(z.enum(["tax", "simplified"])),
  issued_at: ZInstantOutput,
  invoice: z.object({ id: z.string(), number: z.number(), issued_at: ZInstantOutput }),
  reason: z.string().pipe(z.enum(CREDIT_NOTE_REASONS)),
  details: z.string(),
  seller: z.object({ name: z.string(), vatNo: z.string(), commercialRegistrationNo: z.string(), address: z.string() }),
  buyer: z.object({ name: z.string(), vatNo: z.string().nullable() }),
  lines: z.array(ZInvoiceLineOutput),
  total_without_vat: ZMoneyOutput,
  vat_total: ZMoneyOutput,
  total: ZMoneyOutput,
  qr: z.string().meta({ description: "The QR the note prints, base64 TLV: ZATCA phase 2 when signed, phase 1 otherwise" }),
  zatca: ZZatcaOutput.meta({ description: "The note as a ZATCA phase-2 document; null when the organization is not onboarded" }),
});

/** A note as its invoice lists it. */
export const ZInvoiceNoteRowOutput = z.object({
  id: z.string(),
  noteType: z.enum(NOTE_TYPES),
  number: z.number(),
  date: ZDayOutput,
  reason: z.string().pipe(z.enum(CREDIT_NOTE_REASONS)),
  details: z.string(),
  totalWithoutVat: ZMoneyOutput,
  vat: ZMoneyOutput,
  total: ZMoneyOutput,
  zatcaStatus: z.enum(["pending", "reported", "cleared", "rejected"]).nullable(),
});

/** The signed UBL 2.1 document of a ZATCA phase-2 invoice; null for an invoice issued before ZATCA onboarding. */
export const ZZatcaOnboardingOutput = z
  .object({
    environment: z.string().pipe(z.enum(["sandbox", "simulation", "production"])),
    certificate_kind: z.enum(["sandbox", "compliance", "production"]),
    certificate_expires_at: ZInstantOutput,
    holds_compliance_csid: z.boolean(),
    documents: z.object({ pending: z.number(), reported: z.number(), cleared: z.number(), rejected: z.number() }),
  })
  .nullable();

export const ZInvoiceXmlOutput = z.object({ number: z.number(), xml: z.string().nullable() });
export const ZCreditNoteXmlOutput = z.object({ note_type: z.enum(NOTE_TYPES), number: z.number(), xml: z.string().nullable() });

/** What a receipt's payment, or one instalment a voucher's receipt lists, is for: category, unit and due date. */
const receiptSubject = {
  due_date: ZDayOutput.nullable(),
  real_estate_title: z.string().nullable(),
  category_name: z.string().nullable(),
};

/**
 * A cash receipt: of one payment (`payment_id`, what it is for), or of a collection voucher (`collection_id`, its
 * reference, each instalment it paid in `lines` and the advance it left on the tenant's account).
 */
export const ZReceiptOutput = z.object({
  id: z.string(),
  number: z.number(),
  issued_at: ZInstantOutput,
  payment_id: z.string().nullable(),
  collection_id: z.string().nullable(),
  amount: ZMoneyOutput,
  payer: z.string(),
  method: z.string().pipe(z.enum(PAYMENT_METHODS)),
  paid_date: ZDayOutput,
  reference: z.string().nullable(),
  received_by: z.string().nullable(),
  ...receiptSubject,
  lines: z.array(z.object({ payment_id: z.string(), amount: ZMoneyOutput, ...receiptSubject })),
  advance: ZMoneyOutput.nullable(),
});

/** Amounts in the books are exact decimal strings, for accountants. */
export const ZExactAmount = z.string().meta({ pattern: "^-?\\d+\\.\\d{2}$" });

export const ZLedgerEventOutput = z.object({
  position: z.string(),
  stream_id: z.string(),
  stream_version: z.number(),
  type: z.string(),
  data: z.unknown(),
  recorded_at: ZInstantOutput,
  actor: z.string().nullable(),
  request_id: z.string().nullable(),
  meta: z.unknown(),
});

export const ZJournalLineOutput = z.object({
  position: z.string(),
  stream_id: z.string(),
  event_type: z.string(),
  entry_date: ZDayOutput,
  account: z.string(),
  debit: ZExactAmount,
  credit: ZExactAmount,
  memo: z.string(),
});

export const ZTrialBalanceOutput = z.object({
  accounts: z.array(z.object({ account: z.string(), name: z.string(), debit: ZExactAmount, credit: ZExactAmount, balance: ZExactAmount })),
  total: ZExactAmount,
});

/** A row of the payments page: the payment with the unit, the party it concerns and its documents' numbers. */
const ZPaymentRowOutput = z.object({
  id: z.string(),
  dueDate: ZDayOutput,
  direction: z.enum(["income", "expense"]),
  party: z.enum(["tenant", "lessor", "vendor"]),
  type: z.string(),
  price: ZMoneyOutput,
  vat: ZMoneyOutput,
  total: ZMoneyOutput,
  status: z.enum(["pending", "paid", "canceled", "deleted", "split"]),
  overdue: z.boolean(),
  paidDate: ZDayOutput.nullable(),
  method: z.string().pipe(z.enum(PAYMENT_METHODS)).nullable(),
  comment: z.string().nullable(),
  contacted: z.boolean(),
  contactNotes: z.string().nullable(),
  contractId: z.string().nullable(),
  realEstateId: z.string().nullable(),
  unit: z.string().nullable(),
  /** The contract's tenant, or the lessor for the lessor's commission. */
  partyName: z.string().nullable(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.number().nullable(),
  /** The credit and debit notes issued on its invoice, oldest first, with their totals (VAT included). */
  notes: z.array(z.object({ id: z.string(), noteType: z.enum(["credit", "debit"]), number: z.number(), total: ZMoneyOutput })),
  receiptId: z.string().nullable(),
  receiptNumber: z.number().nullable(),
  /** The task whose cost this expense records. */
  taskId: z.string().nullable(),
  taskTitle: z.string().nullable(),
});

/** A row of a contract's schedule: a payment, and the instalment it is part of (itself unless cut from one). */
export const ZScheduleRowOutput = ZPaymentRowOutput.extend({ instalmentId: z.string() });

const ZAmountsOutput = z.object({ price: ZMoneyOutput, vat: ZMoneyOutput, total: ZMoneyOutput });

/** A page of the payments page, with what the whole filtered list adds up to, income and expense apart. */
export const ZPaymentTotalsOutput = z.object({ income: ZAmountsOutput, expense: ZAmountsOutput });

export const ZPaymentListOutput = listPageOutput(ZPaymentRowOutput).extend({ totals: ZPaymentTotalsOutput });

export const ZReceivedCollectionOutput = z.object({
  id: z.string(),
  /** The voucher's receipt (سند قبض), issued with it. */
  receipt_id: z.string(),
  allocations: z.array(z.object({ instalment_id: z.string(), payment_id: z.string(), amount: ZMoneyOutput })),
  advance: ZMoneyOutput,
});
export const ZUndoneCollectionOutput = z.object({ id: z.string() });

export const ZOpenInstalmentsOutput = z.object({
  instalments: z.array(
    z.object({
      id: z.string(),
      contract_id: z.string().nullable(),
      due_date: ZDayOutput,
      amount_due: ZMoneyOutput,
      type: z.string(),
      real_estate: z.string().nullable(),
    }),
  ),
  /** What the tenant's vouchers hold for them beyond what they paid. */
  advance_held: ZMoneyOutput,
});

export const ZCollectionListOutput = listPageOutput(
  z.object({
    id: z.string(),
    paid_date: ZDayOutput,
    amount: ZMoneyOutput,
    method: z.enum(PAYMENT_METHODS),
    reference: z.string(),
    advance: ZMoneyOutput,
    status: z.enum(["received", "undone"]),
    paid_count: z.number(),
    /** The voucher's receipt; none for a voucher received before vouchers had receipts. */
    receipt_id: z.string().nullable(),
    receipt_number: z.number().nullable(),
  }),
);

export const ZAppliedAdvanceOutput = z.object({
  /** The payments paid from the advance, with the voucher whose advance paid each. */
  paid: z.array(z.object({ collection_id: z.string(), instalment_id: z.string(), payment_id: z.string(), amount: ZMoneyOutput })),
  advance_held: ZMoneyOutput,
});

export const ZChequeListOutput = z.array(
  z.object({
    id: z.string(),
    number: z.string(),
    bank: z.string(),
    amount: ZMoneyOutput,
    dueDate: ZDayOutput,
    instalmentId: z.string().nullable(),
    instalmentDueDate: ZDayOutput.nullable(),
    status: z.enum(["held", "deposited", "cleared", "bounced"]),
    depositedOn: ZDayOutput.nullable(),
    clearedOn: ZDayOutput.nullable(),
    bouncedOn: ZDayOutput.nullable(),
    bounceReason: z.string().nullable(),
    /** The voucher its amount came in by, once cleared. */
    collectionId: z.string().nullable(),
  }),
);
export const ZRegisteredChequesOutput = z.object({ ids: z.array(z.string()) });
/** A cheque moved on; cleared, the voucher and receipt its amount came in by; bounced after clearing, the voucher undone. */
export const ZChequeMovedOutput = z.object({ id: z.string(), collection_id: z.string().nullable(), receipt_id: z.string().nullable() });
