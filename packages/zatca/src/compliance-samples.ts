import { randomUUID } from "node:crypto";
import type { ZatcaDocument, ZatcaSeller } from "./document.ts";
import type { SignedDocument } from "./fatoora-onboarding.ts";
import { INITIAL_PIH } from "./invoice-hash.ts";
import { buildInvoiceXml } from "./invoice-xml.ts";
import { ksaDateTime } from "./ksa-time.ts";
import { signInvoice } from "./sign-invoice.ts";

type DocumentKind = ZatcaDocument["kind"];

export interface ComplianceSamplesInput {
  seller: ZatcaSeller;
  /** The kinds of document the EGS unit issues (its CSR's invoice types): ZATCA checks each type of each. */
  kinds: readonly DocumentKind[];
  /** The compliance CSID's certificate and the EGS unit's key, which signs the samples. */
  certificatePem: string;
  privateKeyPem: string;
  now: Date;
}

export interface ComplianceSample extends SignedDocument {
  /** "standard invoice", "simplified credit note", … */
  name: string;
}

/** A buyer with a VAT number and national address, as a standard document names one; ZATCA's checks take any valid one. */
const SAMPLE_BUYER = {
  name: "Compliance check buyer",
  vatNumber: "399999999800003",
  address: { street: "Salah Al-Din", buildingNumber: "1111", district: "Al-Murooj", city: "Riyadh", postalCode: "12222" },
};

const TYPES = [
  { type: "invoice", name: "invoice" },
  { type: "credit", name: "credit note" },
  { type: "debit", name: "debit note" },
] as const;

/**
 * The sample documents ZATCA's compliance checks ask of an EGS unit before it issues a production CSID: an invoice, a
 * credit note and a debit note of each kind it issues, built and signed by the code that signs real documents (under
 * the compliance CSID), chained from the initial hash as a new unit's first documents are. Fresh UUIDs each time.
 */
export function complianceSamples(input: ComplianceSamplesInput): ComplianceSample[] {
  const { seller, kinds, certificatePem, privateKeyPem, now } = input;
  const samples: ComplianceSample[] = [];
  let pih = INITIAL_PIH;
  for (const kind of kinds) {
    for (const { type, name } of TYPES) {
      const icv = samples.length + 1;
      const uuid = randomUUID();
      const document: ZatcaDocument = {
        number: `COMPLIANCE-${icv}`,
        uuid,
        issuedAt: now,
        icv,
        pih,
        seller,
        paymentMeans: "10",
        lines: [{ name: "Compliance check", quantity: "1", unitPrice: "100.00", vat: { category: "S", rate: "15.00" } }],
        ...(kind === "standard" ? { kind, buyer: SAMPLE_BUYER, supplyDate: ksaDateTime(now).date } : { kind }),
        ...(type === "invoice" ? { type } : { type, billingReference: "COMPLIANCE-1", reason: "Compliance check" }),
      };
      const signed = signInvoice(buildInvoiceXml(document), { privateKeyPem, certificatePem, signedAt: now });
      samples.push({ name: `${kind} ${name}`, uuid, invoiceHash: signed.invoiceHash, xml: signed.xml });
      pih = signed.invoiceHash;
    }
  }
  return samples;
}
