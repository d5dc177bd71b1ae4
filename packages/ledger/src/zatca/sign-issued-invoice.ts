import { AppError, riyadhToday } from "@amlak/domain";
import { money } from "@amlak/money";
import { buildInvoiceXml, signInvoice, type ZatcaDocument } from "@amlak/zatca";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { invoiceDecider } from "../invoice/invoice.decider.ts";
import type { InvoiceIssued, InvoiceLineData, InvoiceSigned } from "../invoice/invoice.events.ts";
import { streamId } from "../streams.ts";
import { advanceZatcaChain, lockZatcaChain, type ZatcaChainHead } from "./zatca-credentials.ts";

/** What a tax invoice or a credit or debit note says that its phase-2 document is built from. */
export interface SignableDocument extends Pick<InvoiceIssued["data"], "kind" | "issuedAt" | "seller" | "buyer"> {
  id: string;
  /** The number as the document prints it (BT-1). */
  number: string;
  lines: readonly InvoiceLineData[];
  /** A note's type, the number of the invoice it corrects and its reason (KSA-10). */
  note?: { type: "credit" | "debit"; billingReference: string; reason: string };
}

/** The signed document as the signing events record it. */
export type ZatcaSignature = Omit<InvoiceSigned["data"], "invoiceId">;

/** A line's VAT as ZATCA categorizes it: our only rate-0 line is residential rent, exempt as a real estate supply (Article 30). */
function vatOf(line: InvoiceLineData): ZatcaDocument["lines"][number]["vat"] {
  const rate = money(line.vatRate);
  return rate.isZero() ? { category: "E", reason: "VATEX-SA-30" } : { category: "S", rate: rate.times(100).toFixed(2) };
}

/**
 * A tax invoice (or its note) to a VAT-registered buyer is a standard document, which names the buyer by VAT number
 * and national address and the day of supply; without the buyer's address it cannot be one, and stays phase-1.
 */
function kindOf({ kind, buyer, issuedAt }: SignableDocument) {
  const name = buyer.name.trim();
  if (kind === "simplified") return { kind, ...(name ? { buyer: { name } } : {}) } as const;
  if (!buyer.vatNo || !buyer.address) return undefined;
  return {
    kind: "standard",
    buyer: { name, vatNumber: buyer.vatNo, address: buyer.address },
    supplyDate: riyadhToday(new Date(issuedAt)),
  } as const;
}

/** The document as a ZATCA document, next in the organization's chain; undefined when it cannot be one (kindOf). */
function zatcaDocumentOf(document: SignableDocument, head: ZatcaChainHead): ZatcaDocument | undefined {
  const kind = kindOf(document);
  if (!kind) return undefined;
  return {
    ...kind,
    ...(document.note ? document.note : { type: "invoice" }),
    number: document.number,
    uuid: document.id,
    issuedAt: new Date(document.issuedAt),
    icv: head.lastIcv + 1,
    pih: head.lastHash,
    seller: {
      name: document.seller.name,
      vatNumber: document.seller.vatNo,
      crn: document.seller.commercialRegistrationNo,
      address: head.sellerAddress,
    },
    // UNTDID 4461 "not defined": the invoice may be issued before, with or after the money, by any method.
    paymentMeans: "1",
    lines: document.lines.map((line) => ({
      name: line.description,
      quantity: String(line.quantity),
      unitPrice: line.unitPrice,
      vat: vatOf(line),
    })),
  };
}

function built(doc: ZatcaDocument): string {
  try {
    return buildInvoiceXml(doc);
  } catch (error) {
    // buildInvoiceXml names the ZATCA rule a document breaks (an empty CRN, say): the user can fix the organization.
    if (error instanceof RangeError) throw new AppError("invoice.zatcaRefused", { reason: error.message });
    throw error;
  }
}

/**
 * Signs a document just issued in this session as the organization's next phase-2 document, when it is onboarded
 * with ZATCA: the counter and previous hash come from the chain row locked here, and the chain moves on in the same
 * transaction, so concurrent issuing (of invoices and notes alike) queues and a rollback gives the counter back. The
 * caller records the signature in the document's stream, so a rebuild reproduces it.
 */
export async function signInZatcaChain(session: LedgerSession, document: SignableDocument): Promise<ZatcaSignature | undefined> {
  const head = await lockZatcaChain(session.trx, session.orgId, session.secretsKey);
  const doc = head && zatcaDocumentOf(document, head);
  if (!head || !doc) return undefined;
  const signed = signInvoice(built(doc), { privateKeyPem: head.privateKeyPem, certificatePem: head.certificatePem, signedAt: session.now });
  await advanceZatcaChain(session.trx, session.orgId, doc.icv, signed.invoiceHash);
  return {
    uuid: doc.uuid,
    zatcaKind: doc.kind,
    icv: doc.icv,
    pih: doc.pih,
    invoiceHash: signed.invoiceHash,
    qr: signed.qr,
    xml: signed.xml,
  };
}

/** Signs the invoice just issued (InvoiceSigned), when the organization is onboarded with ZATCA. */
export async function signIssuedInvoice(session: LedgerSession, invoice: InvoiceIssued["data"]): Promise<void> {
  const signature = await signInZatcaChain(session, { ...invoice, id: invoice.invoiceId, number: String(invoice.number) });
  if (!signature) return;
  await session.execute(invoiceDecider, streamId.invoice(invoice.invoiceId), {
    type: "SignInvoice",
    data: { ...signature, invoiceId: invoice.invoiceId },
  });
}
