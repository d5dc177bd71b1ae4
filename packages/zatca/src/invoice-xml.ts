import { money, toFixed2, type Money } from "@amlak/money";
import { documentAmounts, type LineAmounts, type VatBreakdown } from "./amounts.ts";
import { checkDocument } from "./check-document.ts";
import type { NationalAddress, ZatcaBuyer, ZatcaDocument, ZatcaLine, ZatcaSeller, ZatcaVat } from "./document.ts";
import { ksaDateTime } from "./ksa-time.ts";
import { NS } from "./namespaces.ts";
import { exemption, ratePercent } from "./vat-category.ts";
import { el, writeXml, type XmlElement } from "./xml-writer.ts";

const TYPE_CODES = { invoice: "388", credit: "381", debit: "383" } as const;
/** KSA-2: positions 1–2 say standard (01) or simplified (02); the others (third party, nominal, export, summary, self-billed) are 0. */
const TRANSACTION_CODES = { standard: "0100000", simplified: "0200000" } as const;

const amount = (name: string, value: Money) => el(name, toFixed2(value), { currencyID: "SAR" });
const taxScheme = () => el("cac:TaxScheme", [el("cbc:ID", "VAT")]);

function address(a: NationalAddress): XmlElement {
  return el("cac:PostalAddress", [
    el("cbc:StreetName", a.street),
    el("cbc:BuildingNumber", a.buildingNumber),
    el("cbc:CitySubdivisionName", a.district),
    el("cbc:CityName", a.city),
    el("cbc:PostalZone", a.postalCode),
    el("cac:Country", [el("cbc:IdentificationCode", "SA")]),
  ]);
}

function partyTaxScheme(vatNumber: string): XmlElement {
  return el("cac:PartyTaxScheme", [el("cbc:CompanyID", vatNumber), taxScheme()]);
}

function seller(s: ZatcaSeller): XmlElement {
  return el("cac:AccountingSupplierParty", [
    el("cac:Party", [
      el("cac:PartyIdentification", [el("cbc:ID", s.crn, { schemeID: "CRN" })]),
      address(s.address),
      partyTaxScheme(s.vatNumber),
      el("cac:PartyLegalEntity", [el("cbc:RegistrationName", s.name)]),
    ]),
  ]);
}

function buyer(b: ZatcaBuyer | undefined): XmlElement {
  if (!b) return el("cac:AccountingCustomerParty", []);
  return el("cac:AccountingCustomerParty", [
    el("cac:Party", [
      b.id && el("cac:PartyIdentification", [el("cbc:ID", b.id.value, { schemeID: b.id.scheme })]),
      b.address && address(b.address),
      b.vatNumber !== undefined && partyTaxScheme(b.vatNumber),
      el("cac:PartyLegalEntity", [el("cbc:RegistrationName", b.name)]),
    ]),
  ]);
}

function taxCategory(name: "cac:TaxCategory" | "cac:ClassifiedTaxCategory", vat: ZatcaVat, withReason: boolean): XmlElement {
  const reason = withReason ? exemption(vat) : undefined;
  return el(name, [
    el("cbc:ID", vat.category),
    el("cbc:Percent", toFixed2(money(ratePercent(vat)))),
    reason && el("cbc:TaxExemptionReasonCode", reason.code),
    reason && el("cbc:TaxExemptionReason", reason.text),
    taxScheme(),
  ]);
}

function subtotal(group: VatBreakdown): XmlElement {
  return el("cac:TaxSubtotal", [
    amount("cbc:TaxableAmount", group.taxable),
    amount("cbc:TaxAmount", group.tax),
    taxCategory("cac:TaxCategory", group.vat, true),
  ]);
}

function line(source: ZatcaLine, amounts: LineAmounts, k: number): XmlElement {
  return el("cac:InvoiceLine", [
    el("cbc:ID", String(k + 1)),
    el("cbc:InvoicedQuantity", amounts.quantity.toString(), { unitCode: "PCE" }),
    amount("cbc:LineExtensionAmount", amounts.net),
    // RoundingAmount is the line amount with VAT (KSA-12): ZATCA reuses this UBL element for it.
    el("cac:TaxTotal", [amount("cbc:TaxAmount", amounts.vat), amount("cbc:RoundingAmount", amounts.net.plus(amounts.vat))]),
    el("cac:Item", [el("cbc:Name", source.name), taxCategory("cac:ClassifiedTaxCategory", source.vat, false)]),
    el("cac:Price", [amount("cbc:PriceAmount", amounts.price)]),
  ]);
}

export function documentReference(id: string, content: XmlElement): XmlElement {
  return el("cac:AdditionalDocumentReference", [el("cbc:ID", id), content]);
}

/** An embedded base64 text (PIH, QR), as ZATCA's samples carry them. */
export function attachment(base64: string): XmlElement {
  return el("cac:Attachment", [el("cbc:EmbeddedDocumentBinaryObject", base64, { mimeCode: "text/plain" })]);
}

/**
 * The UBL 2.1 invoice of a ZATCA tax invoice, credit note or debit note, unsigned: signInvoice adds the signature
 * (UBLExtensions), the QR and cac:Signature without touching anything else, so the invoice hash stays the same.
 */
export function buildInvoiceXml(doc: ZatcaDocument): string {
  checkDocument(doc);
  const amounts = documentAmounts(doc.lines);
  const issued = ksaDateTime(doc.issuedAt);
  const note = doc.type === "invoice" ? undefined : doc;
  const invoice = el(
    "Invoice",
    [
      el("cbc:ProfileID", "reporting:1.0"),
      el("cbc:ID", doc.number),
      el("cbc:UUID", doc.uuid),
      el("cbc:IssueDate", issued.date),
      el("cbc:IssueTime", issued.time),
      el("cbc:InvoiceTypeCode", TYPE_CODES[doc.type], { name: TRANSACTION_CODES[doc.kind] }),
      el("cbc:DocumentCurrencyCode", "SAR"),
      el("cbc:TaxCurrencyCode", "SAR"),
      note && el("cac:BillingReference", [el("cac:InvoiceDocumentReference", [el("cbc:ID", note.billingReference)])]),
      documentReference("ICV", el("cbc:UUID", String(doc.icv))),
      documentReference("PIH", attachment(doc.pih)),
      seller(doc.seller),
      buyer(doc.buyer),
      doc.supplyDate !== undefined && el("cac:Delivery", [el("cbc:ActualDeliveryDate", doc.supplyDate)]),
      el("cac:PaymentMeans", [el("cbc:PaymentMeansCode", doc.paymentMeans), note && el("cbc:InstructionNote", note.reason)]),
      // Two totals, as BR-KSA-EN16931-08/09 ask: one in the tax currency without a breakdown, one with it.
      el("cac:TaxTotal", [amount("cbc:TaxAmount", amounts.vat)]),
      el("cac:TaxTotal", [amount("cbc:TaxAmount", amounts.vat), ...amounts.breakdown.map(subtotal)]),
      el("cac:LegalMonetaryTotal", [
        amount("cbc:LineExtensionAmount", amounts.net),
        amount("cbc:TaxExclusiveAmount", amounts.net),
        amount("cbc:TaxInclusiveAmount", amounts.total),
        amount("cbc:PayableAmount", amounts.total),
      ]),
      ...doc.lines.map((source, k) => line(source, amounts.lines[k]!, k)),
    ],
    { xmlns: NS.invoice, "xmlns:cac": NS.cac, "xmlns:cbc": NS.cbc, "xmlns:ext": NS.ext },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeXml(invoice)}\n`;
}
