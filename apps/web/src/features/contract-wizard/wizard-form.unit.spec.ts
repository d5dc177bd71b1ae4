import { money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { contractBody, draftValues, newContractValues, stepOfServerField, wizardSchema } from "./wizard-form.ts";

const IDS = { real_estate_id: "6f1c1c1e-2f4b-4f7a-9a51-6c7f3b2d1a02", tenant_id: "6f1c1c1e-2f4b-4f7a-9a51-6c7f3b2d1a01" };

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("wizardSchema", () => {
  it("reads Hijri dates into the Gregorian days the server takes", () => {
    const values = {
      ...newContractValues({ ...IDS, unit: IDS.real_estate_id, today: "2026-01-01", dateType: "hj" }),
      tenant_id: IDS.tenant_id,
      price: "48000",
    };
    expect(values.contract_start).toBe("1447/07/12");
    const terms = wizardSchema("hj").parse(values);
    expect([terms.contract_start, terms.contract_end, terms.contract_interval]).toEqual(["2026-01-01", "2026-12-31", 1]);
  });

  it("reports each field's problem at once, dates in the user's calendar included", () => {
    const values = { ...newContractValues({ today: "2026-01-01", dateType: "hj" }), contract_start: "1446/09/30", price: "" };
    expect(messages(wizardSchema("hj").safeParse(values))).toEqual({
      real_estate_id: "field.required",
      tenant_id: "field.required",
      contract_start: "date.invalid",
      price: "field.required",
    });
  });

  it("refuses what the schedule rules refuse, on the field the server would name", () => {
    const values = {
      ...newContractValues({ ...IDS, unit: IDS.real_estate_id, today: "2026-01-01", dateType: "md" }),
      ...IDS,
      price: "0.01",
    };
    expect(messages(wizardSchema("md").safeParse(values))).toEqual({ price: "amount.tooSmallForInstalments" });
    expect(messages(wizardSchema("md").safeParse({ ...values, price: "1000", contract_end: "2025/12/31" }))).toEqual({
      contract_end: "date.endBeforeStart",
    });
  });
});

describe("a saved draft in the wizard", () => {
  it("comes back as the fields it was saved from, and goes out as the same body", () => {
    const saved = {
      ...IDS,
      contract_start: "2026-03-01",
      contract_end: "2027-02-28",
      price: money("52000"),
      contract_interval: 3,
      annual_commission: money("1300"),
      additional_commission: money("0"),
      annual_service: money("0"),
      water_costs: money("250.5"),
      electricity_costs: money("0"),
      extra_costs: money("0"),
      deposit: money("3000"),
      admin_fee: money("0"),
      ejar_fee: money("125"),
      other_fee: money("50"),
      other_fee_label: "Parking card",
      auto_pay_commission: false,
      is_taxable: true,
    };
    const values = draftValues(saved, "md");
    expect(values).toMatchObject({
      contract_start: "2026/03/01",
      contract_interval: "3",
      price: "52000.00",
      annual_commission: "1300.00",
      water_costs: "250.50",
      extra_costs: "",
      deposit: "3000.00",
      admin_fee: "",
      other_fee_label: "Parking card",
    });
    expect(contractBody(wizardSchema("md").parse(values))).toEqual({
      ...saved,
      lessor_id: undefined,
      terms_template_id: undefined,
      price: "52000.00",
      annual_commission: "1300.00",
      additional_commission: "0.00",
      annual_service: "0.00",
      water_costs: "250.50",
      electricity_costs: "0.00",
      extra_costs: "0.00",
      deposit: "3000.00",
      admin_fee: "0.00",
      ejar_fee: "125.00",
      other_fee: "50.00",
    });
  });
});

describe("stepOfServerField", () => {
  it("finds the step of a field the server named, a draft's under terms.", () => {
    expect(stepOfServerField("terms.real_estate_id")).toEqual({ step: 0, field: "real_estate_id" });
    expect(stepOfServerField("interval")).toEqual({ step: 1, field: "contract_interval" });
    expect(stepOfServerField("water_costs")).toEqual({ step: 2, field: "water_costs" });
    expect(stepOfServerField("terms.deposit")).toEqual({ step: 2, field: "deposit" });
    expect(stepOfServerField("prospect_name")).toBeNull();
  });
});
