import { PAYMENT_CATEGORIES } from "@amlak/schemas";
import { describe, expect, it } from "vitest";
import { documentXml, invoiceLineText, invoiceOutput } from "./invoice-output.ts";

describe("invoiceLineText", () => {
  it.each([
    ["en", "md", "Rent — due 2026/02/01"],
    ["en", "hj", "Rent — due 1447/08/13 هـ"],
    ["ar", "md", "الإيجار — استحقاق 2026/02/01"],
    ["ar", "hj", "الإيجار — استحقاق 1447/08/13 هـ"],
  ] as const)("words a payment's line in %s with %s dates", (lang, dateType, text) => {
    expect(invoiceLineText("rent 2026-02-01", { lang, dateType })).toBe(text);
  });

  it.each(PAYMENT_CATEGORIES)("names the payment category %s in both languages", (category) => {
    for (const lang of ["ar", "en"] as const) {
      const text = invoiceLineText(`${category} 2026-02-01`, { lang, dateType: "md" });
      expect(text).toMatch(/ 2026\/02\/01$/);
      expect(text).not.toMatch(new RegExp(`^${category} `));
    }
  });

  it("reads any other description as written", () => {
    const written = "إيجار محل تجاري رقم 5 (2026/11/22 - 2027/02/21)";
    expect(invoiceLineText(written, { lang: "en", dateType: "hj" })).toBe(written);
  });
});

describe("invoiceOutput", () => {
  const line = { quantity: 1, unitPrice: "900.00", vatRate: "0.15", totalWithoutVat: "900.00", vat: "135.00", total: "1035.00" };
  const row = {
    id: "invoice",
    org_id: "org",
    number: 7,
    kind: "tax",
    issued_at: new Date("2026-02-01T09:00:00Z"),
    payment_ids: ["rent", "commission"],
    seller: { name: "مؤسسة الياسمين", vatNo: "310123456700003", commercialRegistrationNo: "1010654321", address: "الرياض" },
    buyer: { name: "فهد الدوسري", vatNo: null },
    lines: [
      { ...line, description: "rent 2026-02-01" },
      { ...line, description: "commission 2026-02-01" },
    ],
    total_without_vat: "1800.00",
    vat_total: "270.00",
    total: "2070.00",
    qr: "AQ==",
    zatca_uuid: null,
    zatca_kind: null,
    icv: null,
    pih: null,
    invoice_hash: null,
    zatca_qr: null,
    signed_xml: null,
    zatca_status: null,
    zatca_reasons: null,
    zatca_warnings: null,
    cleared_xml: null,
    remittance_id: null,
  };

  it("answers the amounts as money and the lines in the reader's words, without the organization", () => {
    const invoice = invoiceOutput(row, { lang: "en", dateType: "md" });
    expect(invoice.lines.map((each) => each.description)).toEqual(["Rent — due 2026/02/01", "Commission — due 2026/02/01"]);
    expect(invoice.lines[0]).toMatchObject(line);
    expect(invoice.total.toFixed(2)).toBe("2070.00");
    expect(invoice).not.toHaveProperty("org_id");
    expect(invoice).toMatchObject({ qr: "AQ==", zatca: null });
  });

  it("prints the phase-2 QR of a signed invoice and tells where it stands with ZATCA, without its XML", () => {
    const signed = {
      ...row,
      zatca_uuid: "invoice",
      zatca_kind: "simplified" as const,
      icv: 3,
      pih: "cGloCg==",
      invoice_hash: "aGFzaAo=",
      zatca_qr: "AgI=",
      signed_xml: "<Invoice/>",
      zatca_status: "rejected" as const,
      zatca_reasons: ["invoiceHash: the submitted hash is not the document's"],
    };
    const invoice = invoiceOutput(signed, { lang: "en", dateType: "md" });
    expect(invoice).toMatchObject({
      qr: "AgI=",
      zatca: {
        status: "rejected",
        reasons: ["invoiceHash: the submitted hash is not the document's"],
        warnings: [],
        icv: 3,
        uuid: "invoice",
      },
    });
    expect(invoice).not.toHaveProperty("signed_xml");
  });

  it("tells ZATCA's warnings on an invoice it cleared, without the cleared XML", () => {
    const cleared = {
      ...row,
      zatca_uuid: "invoice",
      zatca_kind: "standard" as const,
      icv: 4,
      pih: "cGloCg==",
      invoice_hash: "aGFzaAo=",
      zatca_qr: "AwM=",
      signed_xml: "<Invoice/>",
      zatca_status: "cleared" as const,
      zatca_reasons: [],
      zatca_warnings: ["BR-KSA-08: seller id missing"],
      cleared_xml: "<Invoice>stamped</Invoice>",
    };
    const invoice = invoiceOutput(cleared, { lang: "en", dateType: "md" });
    expect(invoice).toMatchObject({ qr: "AwM=", zatca: { status: "cleared", reasons: [], warnings: ["BR-KSA-08: seller id missing"] } });
    expect(invoice).not.toHaveProperty("cleared_xml");
    expect(documentXml(cleared)).toBe("<Invoice>stamped</Invoice>");
    expect(documentXml({ ...cleared, cleared_xml: null })).toBe("<Invoice/>");
  });
});
