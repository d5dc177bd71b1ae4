import type { Db } from "@amlak/db";
import { randomUUID } from "node:crypto";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import type { IssueInvoice } from "../invoice/invoice.commands.ts";
import { invoiceDecider } from "../invoice/invoice.decider.ts";
import { invoiceLineFor } from "../invoice/invoice-line.ts";
import { requireInvoiceable } from "../invoice/invoiceable-payment.ts";
import { AppError } from "@amlak/domain";
import { streamId } from "../streams.ts";
import { issuedAt, nextDocumentNumber } from "./document-numbers.ts";
import { lockDocumentedPayments } from "./documented-payments.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { isVatRegistered } from "./vat-registration.ts";
import { loadPayments } from "./load-payments.ts";
import { signIssuedInvoice } from "../zatca/sign-issued-invoice.ts";

/**
 * IssueInvoice less what the handler works out: the id, number, time, organization, the lines of the payments and
 * whether the seller is VAT-registered.
 */
export type IssueInvoiceInput = Pick<IssueInvoice["data"], "paymentIds" | "buyer"> & {
  seller: Omit<IssueInvoice["data"]["seller"], "vatRegistered">;
};

export interface IssuedInvoice {
  invoiceId: string;
  number: number;
}

/** Issues one tax invoice with a line per payment, numbered from the organization's invoice sequence. */
export function issueInvoice(db: Db, ctx: LedgerContext, input: IssueInvoiceInput): Promise<IssuedInvoice> {
  return runLedgerCommand(db, ctx, "issueInvoice", input, (session) => invoicePayments(session, input));
}

/** Issues the invoice inside the caller's command, so it commits with whatever else the command does. */
export async function invoicePayments(session: LedgerSession, { paymentIds, seller, buyer }: IssueInvoiceInput): Promise<IssuedInvoice> {
  const ids = [...new Set(paymentIds)];
  if (ids.length === 0) throw new AppError("invoice.noLines");
  const numberOf = await lockDocumentedPayments(session.trx, "invoice", ids);
  const states = await loadPayments(session, ids);
  const payments = states.map((payment, k) => requireInvoiceable(payment, numberOf.get(ids[k] ?? "") ?? null));
  return issueInvoiceDocument(session, {
    invoiceId: randomUUID(),
    seller,
    buyer,
    lines: payments.map((payment) => invoiceLineFor(payment)),
    paymentIds: ids,
  });
}

type InvoiceDocument = Pick<IssueInvoice["data"], "invoiceId" | "buyer" | "lines" | "paymentIds" | "remittanceId"> &
  Pick<IssueInvoiceInput, "seller">;

/**
 * Numbers, issues and (for an organization onboarded with ZATCA) signs one invoice of the given lines: the one way
 * an invoice is issued, for payments or for a remittance's management fee.
 */
export async function issueInvoiceDocument(session: LedgerSession, document: InvoiceDocument): Promise<IssuedInvoice> {
  const { invoiceId, seller, ...rest } = document;
  const number = await nextDocumentNumber(session.trx, session.orgId, "invoice");
  const { events } = await session.execute(invoiceDecider, streamId.invoice(invoiceId), {
    type: "IssueInvoice",
    data: {
      ...rest,
      invoiceId,
      orgId: session.orgId,
      number,
      issuedAt: issuedAt(session.now),
      seller: { ...seller, vatRegistered: await isVatRegistered(session.trx, session.orgId) },
    },
  });
  const [issued] = events;
  if (issued?.type === "InvoiceIssued") await signIssuedInvoice(session, issued.data);
  return { invoiceId, number };
}
