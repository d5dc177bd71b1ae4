import { describe, expect, it } from "vitest";
import {
  documentNumber,
  subscriptionDocumentNumber,
  ZInvoiceListSchema,
  ZJournalListSchema,
  ZReceiptListSchema,
  ZTrialBalanceQuerySchema,
} from "./books.schema.ts";
import { issuesOf } from "./testing/issues.ts";

describe("the books' and documents' list queries", () => {
  it("read the newest first when nothing is given", () => {
    expect(ZJournalListSchema.parse(undefined)).toEqual({ page: 1, sort: "date", direction: "desc" });
    expect(ZInvoiceListSchema.parse({})).toEqual({ page: 1, sort: "number", direction: "desc" });
    expect(ZReceiptListSchema.parse({})).toEqual({ page: 1, sort: "number", direction: "desc" });
    expect(ZTrialBalanceQuerySchema.parse(undefined)).toEqual({});
  });

  it("take typed dates, an account of the chart and a contract id", () => {
    expect(
      ZJournalListSchema.parse({
        date_from: "٢٠٢٦/٠١/٠١",
        date_to: "2026-12-31",
        account: "vat_output",
        contract_id: "00000000-0000-0000-0000-000000000001",
      }),
    ).toMatchObject({ date_from: "2026-01-01", date_to: "2026-12-31", account: "vat_output" });
    expect(ZTrialBalanceQuerySchema.parse({ as_of: "2026/3/5" })).toEqual({ as_of: "2026-03-05" });
  });

  it("refuse a range that ends before it starts, on its end, and an account outside the chart", () => {
    expect(issuesOf(ZInvoiceListSchema, { date_from: "2026-02-01", date_to: "2026-01-31" })).toEqual(["date_to: date.endBeforeStart"]);
    expect(issuesOf(ZReceiptListSchema, { date_from: "2026-02-01", date_to: "2026-02-01" })).toEqual([]);
    expect(issuesOf(ZJournalListSchema, { account: "cash" })).toEqual(["account: field.invalid"]);
    expect(issuesOf(ZTrialBalanceQuerySchema, { as_of: "2026-02-30" })).toHaveLength(1);
    expect(issuesOf(ZTrialBalanceQuerySchema, { before: "2026-02-01" })).toHaveLength(1);
  });

  it("print a document's number as the PDF does", () => {
    expect(documentNumber("invoice", 12)).toBe("INV-000012");
    expect(documentNumber("receipt", 3)).toBe("RC-000003");
    expect(documentNumber("receipt", 1234567)).toBe("RC-1234567");
    expect(subscriptionDocumentNumber("invoice", 12)).toBe("SUB-000012");
    expect(subscriptionDocumentNumber("credit_note", 13)).toBe("SCN-000013");
  });
});
