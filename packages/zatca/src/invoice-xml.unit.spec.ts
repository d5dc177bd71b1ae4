import { describe, expect, it } from "vitest";
import type { ZatcaDocument } from "./document.ts";
import { buildInvoiceXml } from "./invoice-xml.ts";
import { NS } from "./namespaces.ts";
import { signInvoice } from "./sign-invoice.ts";
import { SAMPLE_DOCUMENTS } from "./testing/sample-documents.ts";
import { testCertificate } from "./testing/test-certificate.ts";
import { ublSchemaErrors } from "./testing/tools.ts";
import { zatcaRuleFailures } from "./testing/zatca-rules.ts";
import { childElements, findPath, parseXml } from "./xml-dom.ts";

const keys = testCertificate();
const signedAt = new Date("2026-11-26T07:31:00Z");
const SAMPLES = Object.entries(SAMPLE_DOCUMENTS);

function root(xml: string) {
  const element = parseXml(xml).documentElement;
  if (!element) throw new Error("no root");
  return element;
}

function textAt(xml: string, ...path: [string, string][]): string | undefined {
  return findPath(root(xml), ...path)?.textContent ?? undefined;
}

// The schema and rule checks each take a second or two of a busy machine's time.
const CHECKS = { timeout: 30_000 };

describe("ZATCA's business rules (test-schemas/zatca-rules)", CHECKS, () => {
  it("catch a standard invoice whose buyer has no street", () => {
    const signed = signInvoice(buildInvoiceXml(SAMPLE_DOCUMENTS["standard invoice"]!), { ...keys, signedAt }).xml;
    const streetless = signed.replace(/(<cac:AccountingCustomerParty>[\s\S]*?)<cbc:StreetName>[^<]*<\/cbc:StreetName>/, "$1");
    expect(streetless).not.toBe(signed);
    expect(zatcaRuleFailures(streetless)).toEqual(expect.arrayContaining([expect.stringMatching(/^warning BR-KSA-10: /)]));
  });
});

describe("buildInvoiceXml", CHECKS, () => {
  describe.each(SAMPLES)("%s", (_name, doc) => {
    const xml = buildInvoiceXml(doc);
    const signed = signInvoice(xml, { ...keys, signedAt }).xml;

    it("validates against the OASIS UBL 2.1 schema, unsigned and signed (test-schemas/README.md)", async () => {
      expect(await ublSchemaErrors(xml)).toBe("");
      expect(await ublSchemaErrors(signed)).toBe("");
    });

    it("breaks none of ZATCA's business rules nor EN 16931's, as ZATCA's own Schematron files check them", () => {
      expect(zatcaRuleFailures(signed)).toEqual([]);
    });

    it("says its type and kind, and carries the counter and previous hash", () => {
      const typeCode = findPath(root(xml), [NS.cbc, "InvoiceTypeCode"]);
      expect(typeCode?.textContent).toBe({ invoice: "388", credit: "381", debit: "383" }[doc.type]);
      expect(typeCode?.getAttribute("name")).toBe(doc.kind === "standard" ? "0100000" : "0200000");
      expect(textAt(xml, [NS.cbc, "ProfileID"])).toBe("reporting:1.0");
      const references = childElements(root(xml)).filter((child) => child.localName === "AdditionalDocumentReference");
      expect(references.map((reference) => findPath(reference, [NS.cbc, "ID"])?.textContent)).toEqual(["ICV", "PIH"]);
      expect(findPath(references[0]!, [NS.cbc, "UUID"])?.textContent).toBe(String(doc.icv));
      expect(findPath(references[1]!, [NS.cac, "Attachment"], [NS.cbc, "EmbeddedDocumentBinaryObject"])?.textContent).toBe(doc.pih);
    });

    it("refers a note to its invoice and gives its reason (KSA-10)", () => {
      const reference = textAt(xml, [NS.cac, "BillingReference"], [NS.cac, "InvoiceDocumentReference"], [NS.cbc, "ID"]);
      const reason = textAt(xml, [NS.cac, "PaymentMeans"], [NS.cbc, "InstructionNote"]);
      if (doc.type === "invoice") expect([reference, reason]).toEqual([undefined, undefined]);
      else expect([reference, reason]).toEqual([doc.billingReference, doc.reason]);
    });
  });

  it("writes the issue date and time in Saudi time", () => {
    const xml = buildInvoiceXml({ ...SAMPLE_DOCUMENTS["simplified invoice"]!, issuedAt: new Date("2026-12-31T22:15:09Z") });
    expect([textAt(xml, [NS.cbc, "IssueDate"]), textAt(xml, [NS.cbc, "IssueTime"])]).toEqual(["2027-01-01", "01:15:09"]);
  });

  it("gives a standard document its supply date and a simplified one without a buyer an empty customer party", () => {
    expect(textAt(buildInvoiceXml(SAMPLE_DOCUMENTS["standard invoice"]!), [NS.cac, "Delivery"], [NS.cbc, "ActualDeliveryDate"])).toBe(
      "2026-12-01",
    );
    const simplified = buildInvoiceXml(SAMPLE_DOCUMENTS["simplified invoice"]!);
    expect(findPath(root(simplified), [NS.cac, "Delivery"])).toBeUndefined();
    expect(findPath(root(simplified), [NS.cac, "AccountingCustomerParty"])?.childNodes.length).toBe(0);
  });

  it("writes the amounts with two decimals and a VAT breakdown per category, residential rent exempt as VATEX-SA-30", () => {
    const xml = buildInvoiceXml(SAMPLE_DOCUMENTS["standard invoice"]!);
    const totals = childElements(root(xml)).filter((child) => child.localName === "TaxTotal");
    expect(totals.map((total) => findPath(total, [NS.cbc, "TaxAmount"])?.textContent)).toEqual(["1890.00", "1890.00"]);
    expect(childElements(totals[0]!).filter((child) => child.localName === "TaxSubtotal")).toHaveLength(0);
    const breakdown = childElements(totals[1]!)
      .filter((child) => child.localName === "TaxSubtotal")
      .map((subtotal) => [
        findPath(subtotal, [NS.cbc, "TaxableAmount"])?.textContent,
        findPath(subtotal, [NS.cbc, "TaxAmount"])?.textContent,
        findPath(subtotal, [NS.cac, "TaxCategory"], [NS.cbc, "ID"])?.textContent,
        findPath(subtotal, [NS.cac, "TaxCategory"], [NS.cbc, "Percent"])?.textContent,
        findPath(subtotal, [NS.cac, "TaxCategory"], [NS.cbc, "TaxExemptionReasonCode"])?.textContent,
        findPath(subtotal, [NS.cac, "TaxCategory"], [NS.cbc, "TaxExemptionReason"])?.textContent,
      ]);
    expect(breakdown).toEqual([
      ["12599.99", "1890.00", "S", "15.00", undefined, undefined],
      ["4000.00", "0.00", "E", "0.00", "VATEX-SA-30", "Real estate transactions mentioned in Article 30 of the VAT Regulations"],
    ]);
    const monetary = (name: string) => textAt(xml, [NS.cac, "LegalMonetaryTotal"], [NS.cbc, name]);
    expect(["LineExtensionAmount", "TaxExclusiveAmount", "TaxInclusiveAmount", "PayableAmount"].map(monetary)).toEqual([
      "16599.99",
      "16599.99",
      "18489.99",
      "18489.99",
    ]);
    const commission = childElements(root(xml)).filter((child) => child.localName === "InvoiceLine")[2]!;
    expect(findPath(commission, [NS.cbc, "LineExtensionAmount"])?.textContent).toBe("99.99");
    expect(findPath(commission, [NS.cac, "TaxTotal"], [NS.cbc, "TaxAmount"])?.textContent).toBe("15.00");
    expect(findPath(commission, [NS.cac, "TaxTotal"], [NS.cbc, "RoundingAmount"])?.textContent).toBe("114.99");
    expect(findPath(commission, [NS.cac, "Price"], [NS.cbc, "PriceAmount"])?.textContent).toBe("33.33");
  });

  it("escapes text", () => {
    const doc: ZatcaDocument = {
      ...SAMPLE_DOCUMENTS["simplified invoice"]!,
      lines: [{ name: 'Rent <A&B> "flat"', quantity: "1", unitPrice: "1", vat: { category: "S", rate: "15" } }],
    };
    const line = findPath(root(buildInvoiceXml(doc)), [NS.cac, "InvoiceLine"], [NS.cac, "Item"], [NS.cbc, "Name"]);
    expect(line?.textContent).toBe('Rent <A&B> "flat"');
  });

  it("refuses what ZATCA would reject, naming the rule", () => {
    const standard = SAMPLE_DOCUMENTS["standard invoice"] as Extract<ZatcaDocument, { kind: "standard" }>;
    expect(() => buildInvoiceXml({ ...standard, seller: { ...standard.seller, vatNumber: "123456789012345" } })).toThrow(/BR-KSA-40/);
    expect(() => buildInvoiceXml({ ...standard, buyer: { ...standard.buyer, vatNumber: undefined } })).toThrow(/BR-KSA-81/);
    const line = standard.lines[0]!;
    expect(() => buildInvoiceXml({ ...standard, lines: [{ ...line, unitPrice: "10.005" }] })).toThrow(/BR-KSA-DEC-05/);
    expect(() => buildInvoiceXml({ ...standard, lines: [] })).toThrow(/BR-16/);
  });
});

describe("the UBL 2.1 schema check", () => {
  it("refuses an element out of UBL's order", async () => {
    const xml = buildInvoiceXml(SAMPLE_DOCUMENTS["standard invoice"]!);
    const swapped = xml.replace(/(<cbc:IssueDate>.*<\/cbc:IssueDate>)(\s*)(<cbc:IssueTime>.*<\/cbc:IssueTime>)/, "$3$2$1");
    expect(swapped).not.toBe(xml);
    expect(await ublSchemaErrors(swapped)).toMatch(/IssueTime.*not expected/);
  });
});
