import { z } from "zod";
import { ZDateSchema } from "./date.ts";
import { listQuery } from "./list-query.ts";
import { checkRange } from "./primitives/date-input.ts";
import { ZUuidSchema } from "./uuid.ts";

/**
 * The accounts of the chart of accounts (@amlak/ledger CHART_OF_ACCOUNTS names them), as the journal's account filter
 * takes them; a test in @amlak/api keeps the two lists equal.
 */
export const JOURNAL_ACCOUNTS = [
  "tenant_receivable",
  "cash_bank",
  "tenant_advances",
  "lessor_payable",
  "deposits_due",
  "deposits_held",
  "vat_output",
  "commission_revenue",
  "fee_revenue",
  "management_fee_revenue",
  "expenses",
  "vat_rounding",
] as const;

/** A date range filter: either end may be left open; when both are given the end may not come before the start. */
const dateRange = { date_from: ZDateSchema.optional(), date_to: ZDateSchema.optional() };
const endNotBeforeStart = (range: { date_from?: string | undefined; date_to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!range.date_from || !range.date_to) return;
  const result = checkRange(range.date_from, range.date_to);
  if (!result.ok) ctx.issues.push({ code: "custom", message: result.code, path: ["date_to"], input: range });
};

/** The books' journal (SCREENS "Books"): its lines newest first, by entry dates, account and contract. */
export const journalList = listQuery({
  sort: ["date", "account", "debit", "credit"],
  defaultSort: "date",
  defaultDirection: "desc",
  filters: {
    ...dateRange,
    account: z.enum(JOURNAL_ACCOUNTS, { error: "field.invalid" }).optional(),
    contract_id: ZUuidSchema.optional(),
  },
});
export const ZJournalListSchema = journalList.input.superRefine(endNotBeforeStart);
export type TJournalSort = (typeof journalList.sorting.columns)[number];

/** The trial balance, of every entry or of the entries up to a day. */
export const ZTrialBalanceQuerySchema = z.strictObject({ as_of: ZDateSchema.optional() }, { error: "field.invalid" }).prefault({});

const DOCUMENT_PREFIX = { invoice: "INV", receipt: "RC", credit_note: "CN", debit_note: "DN" } as const;
export type TDocumentKind = keyof typeof DOCUMENT_PREFIX;

const numbered = (prefix: string, number: number) => `${prefix}-${String(number).padStart(6, "0")}`;

/** A tax invoice's, cash receipt's or credit/debit note's number as printed and listed: INV-000012, RC-000003, CN-000002. */
export const documentNumber = (kind: TDocumentKind, number: number) => numbered(DOCUMENT_PREFIX[kind], number);

const SUBSCRIPTION_DOCUMENT_PREFIX = { invoice: "SUB", credit_note: "SCN" } as const;

/** The platform's own subscription invoices and credit notes, one number series: SUB-000012, SCN-000013. */
export const subscriptionDocumentNumber = (kind: keyof typeof SUBSCRIPTION_DOCUMENT_PREFIX, number: number) =>
  numbered(SUBSCRIPTION_DOCUMENT_PREFIX[kind], number);

/** Tax invoices (SCREENS "Invoices and receipts"), newest first; searchText matches the number and the buyer. */
export const invoiceList = listQuery({
  sort: ["number", "date", "party", "totalWithoutVat", "vat", "total"],
  defaultSort: "number",
  defaultDirection: "desc",
  filters: dateRange,
});
export const ZInvoiceListSchema = invoiceList.input.superRefine(endNotBeforeStart);
export type TInvoiceSort = (typeof invoiceList.sorting.columns)[number];

/** Cash receipts, newest first; searchText matches the number and the payer. */
export const receiptList = listQuery({
  sort: ["number", "date", "party", "amount", "method", "paidDate"],
  defaultSort: "number",
  defaultDirection: "desc",
  filters: dateRange,
});
export const ZReceiptListSchema = receiptList.input.superRefine(endNotBeforeStart);
export type TReceiptSort = (typeof receiptList.sorting.columns)[number];
