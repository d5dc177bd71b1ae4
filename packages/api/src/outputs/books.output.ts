import { JOURNAL_ACCOUNTS, PAYMENT_METHODS } from "@amlak/schemas";
import { z } from "zod";
import { ZDayOutput, ZMoneyOutput } from "./values.ts";

/** A line of the books' journal with the records it links to (the payment it posts for, its contract and documents). */
export const ZJournalRowOutput = z.object({
  id: z.string(),
  position: z.string(),
  date: ZDayOutput,
  eventType: z.string(),
  account: z.string().pipe(z.enum(JOURNAL_ACCOUNTS)),
  debit: ZMoneyOutput,
  credit: ZMoneyOutput,
  memo: z.string(),
  paymentId: z.string().nullable(),
  paymentType: z.string().nullable(),
  direction: z.enum(["income", "expense"]).nullable(),
  dueDate: ZDayOutput.nullable(),
  contractId: z.string().nullable(),
  realEstateId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  receiptId: z.string().nullable(),
  unit: z.string().nullable(),
  partyName: z.string().nullable(),
  /** The tenant of the collection voucher the line posts for. */
  collectionTenantId: z.string().nullable(),
});

/** A contract as the journal's contract picker lists it. */
export const ZJournalContractOutput = z.object({
  id: z.string(),
  contractStart: ZDayOutput,
  contractEnd: ZDayOutput,
  tenantName: z.string(),
  unit: z.string(),
});

/** A row of the tax invoices table. */
export const ZInvoiceRowOutput = z.object({
  id: z.string(),
  number: z.number(),
  kind: z.string().pipe(z.enum(["tax", "simplified"])),
  date: ZDayOutput,
  party: z.string(),
  /** The buyer's VAT number: a standard (B2B) tax invoice's; null on a simplified one. */
  partyVatNo: z.string().nullable(),
  totalWithoutVat: ZMoneyOutput,
  vat: ZMoneyOutput,
  total: ZMoneyOutput,
  /** Where a ZATCA phase-2 invoice stands (null for one issued before onboarding). */
  zatcaStatus: z.enum(["pending", "reported", "cleared", "rejected"]).nullable(),
  /** The credit and debit notes issued on the invoice, oldest first. */
  notes: z.array(z.object({ id: z.string(), noteType: z.enum(["credit", "debit"]), number: z.number() })),
});

/** A row of the cash receipts table. */
export const ZReceiptRowOutput = z.object({
  id: z.string(),
  number: z.number(),
  date: ZDayOutput,
  party: z.string(),
  amount: ZMoneyOutput,
  method: z.string().pipe(z.enum(PAYMENT_METHODS)),
  paidDate: ZDayOutput,
  paymentId: z.string().nullable(),
  collectionId: z.string().nullable(),
  contractId: z.string().nullable(),
  unit: z.string().nullable(),
});
