import { translate } from "@amlak/i18n";
import { VAT_RATE } from "@amlak/money";
import { displayDate, type DisplayOptions } from "./display.ts";
import { renderTaxInvoicePdf } from "./invoice-pdf.ts";
import type { Letterhead, Party } from "./pdf/letterhead.ts";

/** The platform's invoice for a subscription period, or the credit note that refunds it. */
export interface SubscriptionInvoiceDocument {
  kind: "invoice" | "creditNote";
  number: string;
  /** The invoice a credit note refunds. */
  credits?: string;
  issuedAt: string;
  seller: Letterhead;
  buyer?: Party;
  packageName: string;
  billing: "monthly" | "yearly";
  startDate: string;
  endDate: string;
  /** Decimal strings as stored: a credit note's are negative, and printed without the sign under its own title. */
  totalWithoutVat: string;
  vatTotal: string;
  total: string;
  qr: string;
}

const magnitude = (amount: string) => amount.replace(/^-/, "");

/** One line, the subscription period, on the platform's simplified tax invoice (or its credit note). */
export function renderSubscriptionInvoicePdf(invoice: SubscriptionInvoiceDocument, options: DisplayOptions): Promise<Buffer> {
  const { lang } = options;
  const description = translate(lang, "document.subscription.line", {
    package: invoice.packageName,
    billing: translate(lang, `document.subscription.billing.${invoice.billing}`),
    start: displayDate(invoice.startDate, options),
    end: displayDate(invoice.endDate, options),
  });
  const [net, vat, total] = [invoice.totalWithoutVat, invoice.vatTotal, invoice.total].map(magnitude) as [string, string, string];
  return renderTaxInvoicePdf(
    {
      kind: invoice.kind === "creditNote" ? "creditNote" : "simplified",
      number: invoice.number,
      ...(invoice.credits ? { credits: invoice.credits } : {}),
      issuedAt: invoice.issuedAt,
      seller: invoice.seller,
      ...(invoice.buyer ? { buyer: invoice.buyer } : {}),
      lines: [{ description, quantity: 1, unitPrice: net, vatRate: VAT_RATE, vat, total }],
      totalWithoutVat: net,
      vatTotal: vat,
      total,
      qr: invoice.qr,
    },
    options,
  );
}
