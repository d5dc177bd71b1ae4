import { describe, expect, it } from "vitest";
import { isBalanced, trialBalance } from "../journal/trial-balance.ts";
import { creditNotePostingsFor } from "../journal/credit-note-postings.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { ORG_ID } from "../testing/fixtures.ts";
import type { IssueCreditNote } from "./credit-note.commands.ts";
import { creditNoteDecider } from "./credit-note.decider.ts";
import type { CreditNoteIssued } from "./credit-note.events.ts";
import type { AccountCode } from "../journal/chart-of-accounts.ts";

const spec = deciderSpec(creditNoteDecider);

const line = (description: string, net: string, vatRate: string, vat: string, total: string, credited: AccountCode = "lessor_payable") => ({
  description,
  quantity: 1,
  unitPrice: net,
  vatRate,
  totalWithoutVat: net,
  vat,
  total,
  party: "tenant" as const,
  credited,
});

const issue = (overrides: Partial<IssueCreditNote["data"]> = {}): IssueCreditNote => ({
  type: "IssueCreditNote",
  data: {
    noteId: "note-1",
    orgId: ORG_ID,
    noteType: "credit",
    number: 3,
    issuedAt: "2026-02-01T09:00:00Z",
    reason: "value_change",
    details: "  خصم متفق عليه ",
    amount: "1000",
    invoice: {
      invoiceId: "invoice-1",
      number: 7,
      issuedAt: "2026-01-15T10:30:00Z",
      kind: "simplified",
      seller: { name: "أملاك", vatNo: "300000000000003", commercialRegistrationNo: "1010000000", address: "الرياض" },
      buyer: { name: "فهد", vatNo: null },
      lines: [
        line("إيجار يناير", "3000.00", "0.15", "450.00", "3450.00"),
        line("عمولة", "1000.00", "0.15", "150.00", "1150.00", "commission_revenue"),
      ],
      totalWithoutVat: "4000.00",
    },
    earlierNotes: [],
    ...overrides,
  },
});

const issued = (command = issue()): CreditNoteIssued => {
  const [event] = creditNoteDecider.decide(command, creditNoteDecider.initialState());
  if (event?.type !== "CreditNoteIssued") return expect.fail("expected a note");
  return event;
};

describe("credit note: IssueCreditNote", () => {
  it("spreads the amount over the invoice's lines by their amounts, each taxed at its rate, and names the invoice", () => {
    expect(issued().data).toMatchObject({
      noteType: "credit",
      number: 3,
      invoice: { invoiceId: "invoice-1", number: 7, issuedAt: "2026-01-15T10:30:00Z" },
      reason: "value_change",
      details: "خصم متفق عليه",
      kind: "simplified",
      lines: [
        { description: "إيجار يناير", totalWithoutVat: "750.00", vat: "112.50", total: "862.50", credited: "lessor_payable" as const },
        { description: "عمولة", totalWithoutVat: "250.00", vat: "37.50", total: "287.50", credited: "commission_revenue" as const },
      ],
      totalWithoutVat: "1000.00",
      vatTotal: "150.00",
      total: "1150.00",
    });
  });

  it("gives the halalas left over by the split to the largest remainders, so the lines add up to the amount", () => {
    const lines = [1, 2, 3].map((k) => line(`fee ${k}`, "1.00", "0.15", "0.15", "1.15"));
    const note = issued(issue({ amount: "1", invoice: { ...issue().data.invoice, lines, totalWithoutVat: "3.00" } }));
    expect(note.data.lines.map((noteLine) => noteLine.totalWithoutVat)).toEqual(["0.34", "0.33", "0.33"]);
    expect(note.data.totalWithoutVat).toBe("1.00");
  });

  it("works out the note's VAT once per rate, as its XML states it, though each line's rounds to nothing (BR-CO-17)", () => {
    const lines = [1, 2, 3].map((k) => line(`fee ${k}`, "1.00", "0.15", "0.15", "1.15"));
    const note = issued(issue({ amount: "0.09", invoice: { ...issue().data.invoice, lines, totalWithoutVat: "3.00" } }));
    expect(note.data.lines.map((noteLine) => [noteLine.totalWithoutVat, noteLine.vat])).toEqual([
      ["0.03", "0.00"],
      ["0.03", "0.00"],
      ["0.03", "0.00"],
    ]);
    expect(note.data).toMatchObject({ totalWithoutVat: "0.09", vatTotal: "0.01", total: "0.10" });
  });

  it("leaves out lines the amount gives nothing to", () => {
    const lines = [line("big", "10000.00", "0", "0.00", "10000.00"), line("tiny", "0.01", "0.15", "0.00", "0.01")];
    const note = issued(issue({ amount: "1", invoice: { ...issue().data.invoice, lines, totalWithoutVat: "10000.01" } }));
    expect(note.data.lines.map((noteLine) => noteLine.description)).toEqual(["big"]);
  });

  it("puts the amount on the lines chosen (the rent a settlement gives back), each at most its line's", () => {
    const note = issued(issue({ amount: "869.56", onLines: [{ index: 0, amount: "869.56" }] }));
    expect(note.data.lines.map(({ description, totalWithoutVat, vat, total }) => [description, totalWithoutVat, vat, total])).toEqual([
      ["إيجار يناير", "869.56", "130.43", "999.99"],
    ]);
    spec([])
      .when(issue({ amount: "3000.01", onLines: [{ index: 0, amount: "3000.01" }] }))
      .thenRefuses("creditNote.invalidAmount");
    spec([])
      .when(issue({ amount: "100", onLines: [{ index: 0, amount: "90" }] }))
      .thenRefuses("creditNote.invalidAmount");
    spec([])
      .when(issue({ amount: "100", onLines: [{ index: 2, amount: "100" }] }))
      .thenRefuses("creditNote.invalidAmount");
  });

  it("credits at most what the invoice still stands for: its amount, plus debit notes, less credit notes", () => {
    const earlierNotes = [
      { noteType: "credit" as const, totalWithoutVat: "3500.00" },
      { noteType: "debit" as const, totalWithoutVat: "200.00" },
    ];
    spec([])
      .when(issue({ amount: "700", earlierNotes }))
      .then([issued(issue({ amount: "700", earlierNotes }))]);
    const refusal = spec([])
      .when(issue({ amount: "700.01", earlierNotes }))
      .thenRefuses("creditNote.overInvoice");
    expect(refusal.params).toEqual({ available: "700.00" });
  });

  it("lets a debit note raise the invoice by any amount", () => {
    expect(issued(issue({ noteType: "debit", amount: "9000" })).data.totalWithoutVat).toBe("9000.00");
  });

  it("refuses an amount that is not a positive amount of at most two decimals", () => {
    for (const amount of ["0", "-5", "1.005", "abc"]) spec([]).when(issue({ amount })).thenRefuses("creditNote.invalidAmount");
  });

  it("issues a note once", () => {
    spec([issued()]).when(issue()).thenRefuses("creditNote.alreadyIssued");
  });
});

describe("credit note: signing and ZATCA's answer", () => {
  const signature = {
    uuid: "note-1",
    zatcaKind: "simplified" as const,
    icv: 4,
    pih: "pih",
    invoiceHash: "hash",
    qr: "qr",
    xml: "<Invoice/>",
  };
  const signed = { type: "CreditNoteSigned" as const, data: { ...signature, noteId: "note-1" } };
  const answer = { status: "reported" as const, reasons: [], submittedAt: "2026-02-01T09:05:00Z", noteId: "note-1" };

  it("records the signed document once", () => {
    spec([issued()])
      .when({ type: "SignCreditNote", data: { ...signature, noteId: "note-1" } })
      .then([signed]);
    spec([issued(), signed])
      .when({ type: "SignCreditNote", data: { ...signature, noteId: "note-1" } })
      .thenRefuses("invoice.zatcaRefused");
  });

  it("records ZATCA's first answer and ignores a second", () => {
    spec([issued(), signed])
      .when({ type: "RecordCreditNoteAnswer", data: answer })
      .then([{ type: "CreditNoteSubmitted", data: answer }]);
    spec([issued(), signed, { type: "CreditNoteSubmitted", data: answer }])
      .when({ type: "RecordCreditNoteAnswer", data: answer })
      .then([]);
  });

  it("refuses to sign a note never issued", () => {
    spec([])
      .when({ type: "SignCreditNote", data: { ...signature, noteId: "note-1" } })
      .thenRefuses("creditNote.notFound");
  });
});

describe("credit note postings", () => {
  it("takes back income and output VAT from the receivable, and a debit note adds them, each balanced", () => {
    const credit = creditNotePostingsFor(issued());
    const debit = creditNotePostingsFor(issued(issue({ noteType: "debit" })));
    expect(isBalanced(credit) && isBalanced(debit)).toBe(true);
    const balances = trialBalance(credit);
    expect(balances.lessor_payable.toFixed(2)).toBe("750.00");
    expect(balances.commission_revenue.toFixed(2)).toBe("250.00");
    expect(balances.vat_output.toFixed(2)).toBe("150.00");
    expect(balances.tenant_receivable.toFixed(2)).toBe("-1150.00");
    expect(trialBalance([...credit, ...debit]).vat_output.toFixed(2)).toBe("0.00");
  });
});
