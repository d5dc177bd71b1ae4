import { describe, expect, it } from "vitest";
import { ZContactSaveSchema } from "./contact.schema.ts";

const tenant = { type: "tenant", name: "شركة الأفق" } as const;
const ADDRESS = { street: "طريق الملك فهد", building_number: "2481", district: "الملقا", city: "الرياض", postal_code: "13524" };
const issuesOf = (input: object) =>
  Object.fromEntries(ZContactSaveSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? []);

describe("a contact's tax details", () => {
  it("keeps a VAT number and a national address in Western digits", () => {
    const parsed = ZContactSaveSchema.parse({ ...tenant, vat_no: "٣١٠١٢٢٣٩٣٥٠٠٠٠٣", buyer_address: { ...ADDRESS, postal_code: "١٣٥٢٤" } });
    expect(parsed).toMatchObject({ vat_no: "310122393500003", buyer_address: ADDRESS });
  });

  it("leaves them out when the body leaves them out (a saved contact keeps its own), and clears them when blank", () => {
    expect(ZContactSaveSchema.parse(tenant)).not.toHaveProperty("vat_no");
    const blankAddress = { street: "", building_number: " ", district: "", city: "", postal_code: "" };
    expect(ZContactSaveSchema.parse({ ...tenant, vat_no: " ", buyer_address: blankAddress })).toMatchObject({
      vat_no: null,
      buyer_address: null,
    });
  });

  it("asks for every part of an address begun, each in its format", () => {
    expect(issuesOf({ ...tenant, buyer_address: { ...ADDRESS, street: "", building_number: "248", postal_code: "1352A" } })).toEqual({
      "buyer_address.street": "field.required",
      "buyer_address.building_number": "field.invalid",
      "buyer_address.postal_code": "field.invalid",
    });
  });

  it("refuses a VAT number not of 15 digits starting with 3, and one without the address its invoices name", () => {
    expect(issuesOf({ ...tenant, vat_no: "21012239350000", buyer_address: ADDRESS })).toEqual({ vat_no: "field.invalid" });
    expect(issuesOf({ ...tenant, vat_no: "310122393500003" })).toEqual({ "buyer_address.street": "contact.vatNoNeedsAddress" });
  });
});
