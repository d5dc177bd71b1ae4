import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MANUAL_PAYMENT_CATEGORIES } from "./ledger-constants.ts";
import {
  ZContractCreateSchema,
  ZContractDraftSchema,
  ZLedgerEventsQuerySchema,
  ZPaymentContactedSchema,
  ZPaymentCreateSchema,
  ZPaymentPaySchema,
  ZPaymentSplitSchema,
  ZQuotationCreateSchema,
} from "./ledger.schema.ts";

const contract = {
  tenant_id: "11111111-1111-4111-8111-111111111111",
  real_estate_id: "22222222-2222-4222-8222-222222222222",
  contract_start: "2026-01-01",
  contract_end: "2026-12-31",
  price: "48000",
  contract_interval: 3,
};

const messagesOf = (input: unknown, schema: z.ZodType = ZContractCreateSchema) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the contract body", () => {
  it("reads a minimal contract: charges default to zero, flags to false, the interval from a string", () => {
    const parsed = ZContractCreateSchema.parse({ ...contract, contract_interval: "12", annual_commission: "٢٤٠٠٫٥٠" });
    expect(parsed.price.toFixed(2)).toBe("48000.00");
    expect(parsed.annual_commission.toFixed(2)).toBe("2400.50");
    expect(parsed.water_costs.toFixed(2)).toBe("0.00");
    expect(parsed).toMatchObject({ contract_interval: 12, auto_pay_commission: false, is_taxable: false });
  });

  it("names each bad field with its catalogue key", () => {
    expect(
      messagesOf({ ...contract, tenant_id: undefined, price: 0, contract_interval: 5, extra_costs: -1, water_costs: "1.005" }),
    ).toEqual({
      tenant_id: "field.required",
      price: "amount.positive",
      contract_interval: "field.invalid",
      extra_costs: "amount.nonNegative",
      water_costs: "amount.twoDecimals",
    });
    expect(messagesOf({ ...contract, contract_end: "2025-12-31" })).toEqual({ contract_end: "date.endBeforeStart" });
    expect(messagesOf({ ...contract, contract_start: "2026/02/30" })).toEqual({ contract_start: "date.invalid" });
  });

  it("refuses dates outside 1925 to 2076, such as a contract from year 1 to 9999", () => {
    expect(messagesOf({ ...contract, contract_start: "0001-01-01", contract_end: "9999-12-31" })).toEqual({
      contract_start: "date.outOfRange",
      contract_end: "date.outOfRange",
    });
  });

  it("lasts at most 30 years: up to the 30th anniversary of the start", () => {
    expect(messagesOf({ ...contract, contract_end: "2055-12-31" })).toEqual({});
    expect(messagesOf({ ...contract, contract_end: "2056-01-01" })).toEqual({});
    expect(messagesOf({ ...contract, contract_end: "2056-01-02" })).toEqual({ contract_end: "date.contractTooLong" });
    expect(messagesOf({ ...contract, contract_end: "2125-12-31" })).toEqual({ contract_end: "date.outOfRange" });
    expect(messagesOf({ ...contract, contract_start: "2000-01-01", contract_end: "2076-12-31" })).toEqual({
      contract_end: "date.contractTooLong",
    });
  });

  it.each([true, "0x0c", [12], "1e1", "", 12.5, "12.0"])("refuses the interval %j instead of coercing it", (contract_interval) => {
    expect(messagesOf({ ...contract, contract_interval })).toEqual({ contract_interval: "field.invalid" });
  });
});

describe("a draft", () => {
  it("bounds its terms like a contract", () => {
    expect(messagesOf({ terms: { ...contract, contract_end: "2126-01-01" } }, ZContractDraftSchema)).toEqual({
      "terms.contract_end": "date.outOfRange",
    });
    expect(messagesOf({ terms: { ...contract, contract_end: "2076-12-31" } }, ZContractDraftSchema)).toEqual({
      "terms.contract_end": "date.contractTooLong",
    });
  });
});

describe("a manual payment", () => {
  const payment = { direction: "expense", category: "maintenance", due_date: "2026-02-01", price: "350" };

  it("takes any manual PAYMENT_CATEGORY code and nothing else: a deposit or one-time fee only comes from a contract", () => {
    for (const category of MANUAL_PAYMENT_CATEGORIES) expect(messagesOf({ ...payment, category }, ZPaymentCreateSchema)).toEqual({});
    for (const category of ["services", "other", "Rent", "rent\u0000", "", "deposit", "admin_fee", "ejar_fee", "other_fee"]) {
      expect(messagesOf({ ...payment, category }, ZPaymentCreateSchema)).toEqual({ category: "field.invalid" });
    }
  });

  it("reads repeat counts from digits only", () => {
    expect(ZPaymentCreateSchema.parse({ ...payment, repeat_period: "1", repeat_count: 3 })).toMatchObject({
      repeat_period: 1,
      repeat_count: 3,
    });
    expect(messagesOf({ ...payment, repeat_period: true, repeat_count: "0x3" }, ZPaymentCreateSchema)).toEqual({
      repeat_period: "field.invalid",
      repeat_count: "field.invalid",
    });
  });

  it("refuses a NUL in its comment", () => {
    expect(messagesOf({ ...payment, comment: "صيانة\u0000" }, ZPaymentCreateSchema)).toEqual({ comment: "field.controlCharacters" });
  });
});

describe("paying a payment", () => {
  it("refuses control characters in the notes and names", () => {
    const pay = { id: contract.tenant_id, paid_date: "2026-01-01", payment_method: "cash" };
    expect(messagesOf({ ...pay, paid_notes: "a\u0000", received_by: "\u001B" }, ZPaymentPaySchema)).toEqual({
      paid_notes: "field.controlCharacters",
      received_by: "field.controlCharacters",
    });
  });
});

describe("recording a contact", () => {
  it("needs to be told whether the tenant was contacted", () => {
    expect(messagesOf({ id: contract.tenant_id }, ZPaymentContactedSchema)).toEqual({ contacted: "field.required" });
    expect(messagesOf({ id: contract.tenant_id, contacted: "true" }, ZPaymentContactedSchema)).toEqual({ contacted: "field.invalid" });
    expect(ZPaymentContactedSchema.parse({ id: contract.tenant_id, contacted: false })).toMatchObject({ contacted: false });
  });
});

describe("the ledger events query", () => {
  it("reads after and limit from query-string digits and refuses anything looser", () => {
    expect(ZLedgerEventsQuerySchema.parse({ after: "5", limit: "100" })).toEqual({ after: 5, limit: 100 });
    expect(ZLedgerEventsQuerySchema.parse({})).toEqual({ after: 0, limit: 100 });
    expect(messagesOf({ after: "1e3", limit: "0x10" }, ZLedgerEventsQuerySchema)).toEqual({
      after: "field.invalid",
      limit: "field.invalid",
    });
    expect(messagesOf({ limit: "1001" }, ZLedgerEventsQuerySchema)).toEqual({ limit: "field.invalid" });
  });
});

describe("a split", () => {
  it("needs at least two parts with positive prices", () => {
    expect(messagesOf({ id: contract.tenant_id, parts: [{ due_date: "2026-01-01", price: "10" }] }, ZPaymentSplitSchema)).toEqual({
      parts: "field.invalid",
    });
  });
});

describe("a rent quotation", () => {
  it("names a prospect instead of a tenant contact and checks the dates the same way", () => {
    const { tenant_id: _tenant, ...terms } = contract;
    expect(messagesOf({ ...terms, prospect_name: "مازن العنزي", prospect_phone: "0551234567" }, ZQuotationCreateSchema)).toEqual({});
    expect(messagesOf({ ...terms, prospect_name: "", contract_end: "2025-01-01" }, ZQuotationCreateSchema)).toEqual({
      prospect_name: "field.required",
      contract_end: "date.endBeforeStart",
    });
    expect(messagesOf({ ...terms, prospect_name: "x", contract_end: "2025-01-01" }, ZQuotationCreateSchema)).toEqual({
      contract_end: "date.endBeforeStart",
    });
    expect(messagesOf({ ...terms, prospect_name: "x", contract_end: "2056-01-02" }, ZQuotationCreateSchema)).toEqual({
      contract_end: "date.contractTooLong",
    });
    expect(messagesOf({ ...terms, prospect_name: "x\u0000" }, ZQuotationCreateSchema)).toEqual({
      prospect_name: "field.controlCharacters",
    });
  });
});
