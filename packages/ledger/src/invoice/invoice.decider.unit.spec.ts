import { describe, expect, it } from "vitest";
import { foldEvents } from "../decider.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { ORG_ID } from "../testing/fixtures.ts";
import type { IssueInvoice, RecordZatcaAnswer, SignInvoice } from "./invoice.commands.ts";
import { invoiceDecider } from "./invoice.decider.ts";
import type { InvoiceIssued, InvoiceSigned, InvoiceSubmitted } from "./invoice.events.ts";
import { zatcaQrPayload } from "./zatca-qr.ts";

const spec = deciderSpec(invoiceDecider);

const printed = { name: "أملاك لإدارة الأملاك", vatNo: "300000000000003", commercialRegistrationNo: "1010000000", address: "الرياض" };
const seller = { ...printed, vatRegistered: true };

const issue = (overrides: Partial<IssueInvoice["data"]> = {}): IssueInvoice => ({
  type: "IssueInvoice",
  data: {
    invoiceId: "invoice-1",
    orgId: ORG_ID,
    number: 7,
    issuedAt: "2026-01-15T10:30:00Z",
    seller,
    buyer: { name: "شركة المستأجر", vatNo: "311111111111113" },
    lines: [
      { description: "إيجار يناير", quantity: 1, unitPrice: "3000", vatRate: "0.15" },
      { description: "رسوم الخدمات", quantity: 1, unitPrice: "333.33", vatRate: "0.15" },
    ],
    paymentIds: ["rent-1", "service-1"],
    ...overrides,
  },
});

const issued = (): InvoiceIssued => {
  const [event] = invoiceDecider.decide(issue(), invoiceDecider.initialState());
  if (event?.type !== "InvoiceIssued") return expect.fail("expected an invoice");
  return event;
};

describe("invoice: IssueInvoice", () => {
  it("works out each line and the totals with two decimals", () => {
    expect(issued().data).toMatchObject({
      number: 7,
      kind: "tax",
      lines: [
        { quantity: 1, unitPrice: "3000.00", vatRate: "0.15", totalWithoutVat: "3000.00", vat: "450.00", total: "3450.00" },
        { quantity: 1, unitPrice: "333.33", vatRate: "0.15", totalWithoutVat: "333.33", vat: "50.00", total: "383.33" },
      ],
      paymentIds: ["rent-1", "service-1"],
      totalWithoutVat: "3333.33",
      vatTotal: "500.00",
      total: "3833.33",
    });
  });

  it("rounds each line's VAT on its own but the invoice's once per rate, as ZATCA's XML states it (BR-CO-17)", () => {
    const fees = Array.from({ length: 3 }, () => ({ description: "fee", quantity: 1, unitPrice: "0.03", vatRate: "0.15" }));
    const lines = [...fees, { description: "residential rent", quantity: 1, unitPrice: "0.03", vatRate: "0" }];
    const [event] = invoiceDecider.decide(issue({ lines }), invoiceDecider.initialState());

    // Each fee's 0.0045 rounds to 0.00; the rate's 0.09 × 15% = 0.0135 rounds to 0.01.
    expect(event?.data).toMatchObject({ totalWithoutVat: "0.12", vatTotal: "0.01", total: "0.13" });
    expect((event as InvoiceIssued).data.lines.map((line) => line.vat)).toEqual(["0.00", "0.00", "0.00", "0.00"]);
  });

  it("multiplies the unit price by the quantity and leaves an exempt line without VAT", () => {
    const [event] = invoiceDecider.decide(
      issue({ lines: [{ description: "residential rent", quantity: 2, unitPrice: "1500.5", vatRate: "0" }] }),
      invoiceDecider.initialState(),
    );

    expect(event?.data).toMatchObject({ totalWithoutVat: "3001.00", vatTotal: "0.00", total: "3001.00" });
  });

  it("is a simplified tax invoice when the buyer has no VAT number", () => {
    const [event] = invoiceDecider.decide(issue({ buyer: { name: "Khalid" } }), invoiceDecider.initialState());

    expect(event?.data).toMatchObject({ kind: "simplified", buyer: { name: "Khalid", vatNo: null } });
  });

  it("carries the ZATCA QR of the seller, the time and the totals", () => {
    expect(issued().data.qr).toBe(
      zatcaQrPayload({
        sellerName: seller.name,
        vatNo: seller.vatNo,
        timestamp: "2026-01-15T10:30:00Z",
        total: "3833.33",
        vatTotal: "500.00",
      }),
    );
  });

  it("refuses to issue an invoice twice", () => {
    spec([issued()]).when(issue()).thenRefuses("invoice.alreadyIssued");
    expect(foldEvents(invoiceDecider, [issued()])).toEqual({ status: "issued", invoiceId: "invoice-1", number: 7, zatca: "none" });
  });

  it.each([0, -1, 1.5])("refuses the number %s", (number) => {
    spec([]).when(issue({ number })).thenRefuses("invoice.invalidNumber");
  });

  it("prints the seller's name and numbers, not its registration flag", () => {
    expect(issued().data.seller).toEqual(printed);
  });

  it("refuses a seller that is not VAT-registered: it issues cash receipts instead", () => {
    spec([])
      .when(issue({ seller: { ...seller, vatRegistered: false } }))
      .thenRefuses("invoice.sellerNotVatRegistered");
  });

  it("refuses a seller without a VAT number", () => {
    spec([])
      .when(issue({ seller: { ...seller, vatNo: " " } }))
      .thenRefuses("invoice.sellerVatNoMissing");
  });

  it("refuses a seller name too long for the QR", () => {
    spec([])
      .when(issue({ seller: { ...seller, name: "م".repeat(128) } }))
      .thenRefuses("invoice.sellerNameTooLong");
  });

  it("refuses an invoice without lines", () => {
    spec([])
      .when(issue({ lines: [] }))
      .thenRefuses("invoice.noLines");
  });

  it.each([
    { quantity: 0, unitPrice: "10", vatRate: "0.15" },
    { quantity: 1.5, unitPrice: "10", vatRate: "0.15" },
    { quantity: 1, unitPrice: "0", vatRate: "0.15" },
    { quantity: 1, unitPrice: "10.001", vatRate: "0.15" },
    { quantity: 1, unitPrice: "10", vatRate: "15" },
  ])("refuses the line %o", (line) => {
    const error = spec([])
      .when(
        issue({
          lines: [
            { description: "ok", quantity: 1, unitPrice: "1", vatRate: "0" },
            { description: "bad", ...line },
          ],
        }),
      )
      .thenRefuses("invoice.invalidLine");

    expect(error.params).toEqual({ line: 1 });
  });
});

describe("invoice: its ZATCA phase-2 document and ZATCA's answer", () => {
  const stamp = {
    uuid: "invoice-1",
    zatcaKind: "simplified" as const,
    icv: 3,
    pih: "cGloCg==",
    invoiceHash: "aGFzaAo=",
    qr: "cXIK",
    xml: "<Invoice/>",
  };
  const sign: SignInvoice = { type: "SignInvoice", data: { invoiceId: "invoice-1", ...stamp } };
  const signed: InvoiceSigned = { type: "InvoiceSigned", data: { invoiceId: "invoice-1", ...stamp } };
  const answer: RecordZatcaAnswer = {
    type: "RecordZatcaAnswer",
    data: { invoiceId: "invoice-1", status: "reported", reasons: [], submittedAt: "2026-01-15T10:31:00Z" },
  };

  it("signs an issued invoice once, then waits for ZATCA's answer", () => {
    spec([issued()]).when(sign).then([signed]);
    spec([issued(), signed]).when(sign).thenRefuses("invoice.zatcaRefused");
    spec([]).when(sign).thenRefuses("notFound");
    expect(foldEvents(invoiceDecider, [issued(), signed])).toMatchObject({ zatca: "pending" });
  });

  it("records the first answer to a signed invoice and nothing for a retried one", () => {
    const submitted: InvoiceSubmitted = { type: "InvoiceSubmitted", data: answer.data };
    spec([issued(), signed]).when(answer).then([submitted]);
    spec([issued(), signed, submitted]).when(answer).then([]);
    spec([issued()]).when(answer).then([]);
    expect(foldEvents(invoiceDecider, [issued(), signed, submitted])).toMatchObject({ zatca: "reported" });
  });
});
