import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZContractCreateSchema, ZPaymentSplitSchema, ZQuotationCreateSchema } from "./ledger.schema.ts";

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
    expect(messagesOf({ ...contract, tenant_id: undefined, price: 0, contract_interval: 5, extra_costs: -1, water_costs: "1.005" })).toEqual({
      tenant_id: "field.required",
      price: "amount.positive",
      contract_interval: "field.invalid",
      extra_costs: "amount.positive",
      water_costs: "amount.twoDecimals",
    });
    expect(messagesOf({ ...contract, contract_end: "2025-12-31" })).toEqual({ contract_end: "date.endBeforeStart" });
    expect(messagesOf({ ...contract, contract_start: "2026/02/30" })).toEqual({ contract_start: "date.invalid" });
  });
});

describe("a split", () => {
  it("needs at least two parts with positive prices", () => {
    expect(messagesOf({ id: contract.tenant_id, parts: [{ due_date: "2026-01-01", price: "10" }] }, ZPaymentSplitSchema)).toEqual({ parts: "field.invalid" });
  });
});

describe("a rent quotation", () => {
  it("names a prospect instead of a tenant contact and checks the dates the same way", () => {
    const { tenant_id: _tenant, ...terms } = contract;
    expect(messagesOf({ ...terms, prospect_name: "مازن العنزي", prospect_phone: "0551234567" }, ZQuotationCreateSchema)).toEqual({});
    expect(messagesOf({ ...terms, prospect_name: "", contract_end: "2025-01-01" }, ZQuotationCreateSchema)).toEqual({ prospect_name: "field.required", contract_end: "date.endBeforeStart" });
    expect(messagesOf({ ...terms, prospect_name: "x", contract_end: "2025-01-01" }, ZQuotationCreateSchema)).toEqual({ contract_end: "date.endBeforeStart" });
  });
});
