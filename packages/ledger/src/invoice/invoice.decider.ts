import { add, round2, toFixed2, vatOf, type Money } from "@amlak/money";
import { positiveAmount } from "../amount.ts";
import type { Decider } from "../decider.ts";
import { AppError } from "@amlak/domain";
import { documentTotals } from "./document-totals.ts";
import type { InvoiceCommand, InvoiceLineInput, IssueInvoice } from "./invoice.commands.ts";
import type { InvoiceEvent, InvoiceIssued, InvoiceLineData, InvoiceSubmitted } from "./invoice.events.ts";
import { TLV_MAX_BYTES, zatcaQrPayload } from "./zatca-qr.ts";

/** Where the invoice stands with ZATCA: not a phase-2 document, signed and waiting for ZATCA's answer, or answered. */
type ZatcaStatus = "none" | "pending" | InvoiceSubmitted["data"]["status"];

export type InvoiceState = { status: "none" } | { status: "issued"; invoiceId: string; number: number; zatca: ZatcaStatus };

/** A rate as a fraction below one: "0.15", "0". */
const VAT_RATE_TEXT = /^0(\.\d+)?$/;

export const invoiceDecider: Decider<InvoiceCommand, InvoiceEvent, InvoiceState> = {
  initialState: () => ({ status: "none" }),

  decide(command, state) {
    switch (command.type) {
      case "IssueInvoice":
        return [issue(command, state)];
      case "SignInvoice": {
        const invoice = issuedInvoice(state);
        if (invoice.zatca !== "none") throw new AppError("invoice.zatcaRefused", { reason: "the invoice is already signed" });
        return [{ type: "InvoiceSigned", data: { ...command.data, invoiceId: invoice.invoiceId } }];
      }
      case "RecordZatcaAnswer": {
        const invoice = issuedInvoice(state);
        // A second answer (a retried submission) changes nothing.
        if (invoice.zatca !== "pending") return [];
        return [{ type: "InvoiceSubmitted", data: { ...command.data, invoiceId: invoice.invoiceId } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "InvoiceIssued":
        return { status: "issued", invoiceId: event.data.invoiceId, number: event.data.number, zatca: "none" };
      case "InvoiceSigned":
        return { ...issuedInvoice(state), zatca: "pending" };
      case "InvoiceSubmitted":
        return { ...issuedInvoice(state), zatca: event.data.status };
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

function issuedInvoice(state: InvoiceState): Extract<InvoiceState, { status: "issued" }> {
  if (state.status !== "issued") throw new AppError("notFound");
  return state;
}

function issue({ data }: IssueInvoice, state: InvoiceState): InvoiceIssued {
  if (state.status !== "none") throw new AppError("invoice.alreadyIssued", { number: state.number });
  if (!Number.isSafeInteger(data.number) || data.number < 1) throw new AppError("invoice.invalidNumber");
  const { name, vatNo, commercialRegistrationNo, address, vatRegistered } = data.seller;
  const seller = { name, vatNo, commercialRegistrationNo, address };
  if (!vatRegistered) throw new AppError("invoice.sellerNotVatRegistered");
  if (seller.vatNo.trim() === "") throw new AppError("invoice.sellerVatNoMissing");
  if (new TextEncoder().encode(seller.name).length > TLV_MAX_BYTES) throw new AppError("invoice.sellerNameTooLong");
  if (data.lines.length === 0) throw new AppError("invoice.noLines");

  const lines = data.lines.map(lineAmounts);
  const { totalWithoutVat, vatTotal, total } = documentTotals(lines);
  const buyerVatNo = data.buyer.vatNo?.trim() || null;
  return {
    type: "InvoiceIssued",
    data: {
      invoiceId: data.invoiceId,
      orgId: data.orgId,
      number: data.number,
      issuedAt: data.issuedAt,
      kind: buyerVatNo === null ? "simplified" : "tax",
      seller,
      buyer: { name: data.buyer.name, vatNo: buyerVatNo, ...(data.buyer.address ? { address: data.buyer.address } : {}) },
      lines,
      paymentIds: data.paymentIds,
      ...(data.remittanceId ? { remittanceId: data.remittanceId } : {}),
      totalWithoutVat,
      vatTotal,
      total,
      qr: zatcaQrPayload({ sellerName: seller.name, vatNo: seller.vatNo, timestamp: data.issuedAt, total, vatTotal }),
    },
  };
}

function lineAmounts(line: InvoiceLineInput, index: number): InvoiceLineData {
  const unitPrice = positiveAmount(line.unitPrice);
  if (!unitPrice || !Number.isSafeInteger(line.quantity) || line.quantity < 1 || !VAT_RATE_TEXT.test(line.vatRate)) {
    throw new AppError("invoice.invalidLine", { line: index });
  }
  const totalWithoutVat: Money = round2(unitPrice.times(line.quantity));
  const vat = vatOf(totalWithoutVat, line.vatRate);
  return {
    description: line.description,
    quantity: line.quantity,
    unitPrice: toFixed2(unitPrice),
    vatRate: line.vatRate,
    totalWithoutVat: toFixed2(totalWithoutVat),
    vat: toFixed2(vat),
    total: toFixed2(add(totalWithoutVat, vat)),
  };
}
