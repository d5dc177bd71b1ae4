import { AppError } from "@amlak/domain";
import { money } from "@amlak/money";
import { buildInvoiceXml, signInvoice, type ZatcaDocument } from "@amlak/zatca";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { invoiceDecider } from "../invoice/invoice.decider.ts";
import type { InvoiceIssued, InvoiceLineData } from "../invoice/invoice.events.ts";
import { streamId } from "../streams.ts";
import { advanceZatcaChain, lockZatcaChain, type ZatcaChainHead } from "./zatca-credentials.ts";

type Issued = InvoiceIssued["data"];

/** A line's VAT as ZATCA categorizes it: our only rate-0 line is residential rent, exempt as a real estate supply (Article 30). */
function vatOf(line: InvoiceLineData): ZatcaDocument["lines"][number]["vat"] {
  const rate = money(line.vatRate);
  return rate.isZero() ? { category: "E", reason: "VATEX-SA-30" } : { category: "S", rate: rate.times(100).toFixed(2) };
}

/**
 * The issued invoice as a ZATCA document, next in the organization's chain; undefined for a tax invoice to a
 * VAT-registered buyer, whose standard document needs the buyer's national address, which contacts do not hold yet.
 */
function zatcaDocumentOf(invoice: Issued, head: ZatcaChainHead): ZatcaDocument | undefined {
  if (invoice.kind !== "simplified") return undefined;
  const buyerName = invoice.buyer.name.trim();
  return {
    kind: "simplified",
    type: "invoice",
    number: String(invoice.number),
    uuid: invoice.invoiceId,
    issuedAt: new Date(invoice.issuedAt),
    icv: head.lastIcv + 1,
    pih: head.lastHash,
    seller: {
      name: invoice.seller.name,
      vatNumber: invoice.seller.vatNo,
      crn: invoice.seller.commercialRegistrationNo,
      address: head.sellerAddress,
    },
    ...(buyerName ? { buyer: { name: buyerName } } : {}),
    // UNTDID 4461 "not defined": the invoice may be issued before, with or after the money, by any method.
    paymentMeans: "1",
    lines: invoice.lines.map((line) => ({
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
 * Signs the invoice just issued in this session as the organization's next phase-2 document, when it is onboarded
 * with ZATCA: the counter and previous hash come from the chain row locked here, and the chain moves on in the same
 * transaction, so concurrent issuing queues and a rollback gives the counter back. The signed document goes into the
 * invoice's stream (InvoiceSigned), so a rebuild reproduces it.
 */
export async function signIssuedInvoice(session: LedgerSession, invoice: Issued): Promise<void> {
  const head = await lockZatcaChain(session.trx, session.orgId);
  const doc = head && zatcaDocumentOf(invoice, head);
  if (!head || !doc) return;
  const signed = signInvoice(built(doc), { privateKeyPem: head.privateKeyPem, certificatePem: head.certificatePem, signedAt: session.now });
  await session.execute(invoiceDecider, streamId.invoice(invoice.invoiceId), {
    type: "SignInvoice",
    data: {
      invoiceId: invoice.invoiceId,
      uuid: doc.uuid,
      zatcaKind: doc.kind,
      icv: doc.icv,
      pih: doc.pih,
      invoiceHash: signed.invoiceHash,
      qr: signed.qr,
      xml: signed.xml,
    },
  });
  await advanceZatcaChain(session.trx, session.orgId, doc.icv, signed.invoiceHash);
}
