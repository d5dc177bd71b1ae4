import { PAYMENT_CATEGORIES } from "@amlak/schemas";
import { describe, expect, it } from "vitest";
import { invoiceLineText, invoiceOutput } from "./invoice-output.ts";

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
      expect(text).not.toContain(category);
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
  };

  it("answers the amounts as money and the lines in the reader's words, without the organization", () => {
    const invoice = invoiceOutput(row, { lang: "en", dateType: "md" });
    expect(invoice.lines.map((each) => each.description)).toEqual(["Rent — due 2026/02/01", "Commission — due 2026/02/01"]);
    expect(invoice.lines[0]).toMatchObject(line);
    expect(invoice.total.toFixed(2)).toBe("2070.00");
    expect(invoice).not.toHaveProperty("org_id");
  });
});
