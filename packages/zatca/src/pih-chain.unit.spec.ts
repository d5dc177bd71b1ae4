import { describe, expect, it } from "vitest";
import {
  buildCsr,
  buildInvoiceXml,
  INITIAL_PIH,
  invoiceHash,
  signInvoice,
  type CsrInput,
  type SignedInvoice,
  type SigningInput,
  type ZatcaDocument,
} from "./index.ts";
import { NS } from "./namespaces.ts";
import { SAMPLE_DOCUMENTS } from "./testing/sample-documents.ts";
import { testCertificate } from "./testing/test-certificate.ts";
import { findPath, parseXml } from "./xml-dom.ts";

function pihOf(xml: string): string | undefined {
  const references = parseXml(xml).documentElement!.getElementsByTagNameNS(NS.cac, "AdditionalDocumentReference");
  const pih = Array.from(references).find((reference) => findPath(reference, [NS.cbc, "ID"])?.textContent === "PIH");
  return pih && (findPath(pih, [NS.cac, "Attachment"], [NS.cbc, "EmbeddedDocumentBinaryObject"])?.textContent ?? undefined);
}

describe("an organization's documents, through the package's public surface", () => {
  it("asks for its certificate with a CSR, then chains each document to the hash of the one before, from the initial PIH", () => {
    const keys = testCertificate();
    const csr: CsrInput = {
      environment: "sandbox",
      commonName: "AMLAK-EGS-1",
      organizationName: "Amlak Real Estate Co.",
      organizationUnit: "Riyadh",
      vatNumber: "300000000000003",
      egsId: "7a3ce0b6-4f52-4d43-9f0b-2f0c3a6a8d11",
      invoiceTypes: "1100",
      location: "RRRD2929",
      industry: "Real estate",
    };
    expect(buildCsr(csr, keys.privateKeyPem)).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----\n/);

    const sequence = ["standard invoice", "simplified invoice", "standard credit note", "simplified debit note"];
    const issued: SignedInvoice[] = [];
    sequence.forEach((name, k) => {
      const previous = issued.at(-1)?.invoiceHash ?? INITIAL_PIH;
      const doc: ZatcaDocument = { ...SAMPLE_DOCUMENTS[name]!, number: `INV-${k + 1}`, icv: k + 1, pih: previous };
      const signing: SigningInput = { ...keys, signedAt: new Date(Date.UTC(2026, 10, 26, 8, k)) };
      issued.push(signInvoice(buildInvoiceXml(doc), signing));
    });

    expect(pihOf(issued[0]!.xml)).toBe(INITIAL_PIH);
    issued.slice(1).forEach((document, k) => expect(pihOf(document.xml)).toBe(invoiceHash(issued[k]!.xml)));
    expect(new Set(issued.map((document) => document.invoiceHash)).size).toBe(sequence.length);
  });
});
