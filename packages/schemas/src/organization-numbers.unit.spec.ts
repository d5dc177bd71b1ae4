import { describe, expect, it } from "vitest";
import { ZCommercialRegistrationNoSchema, ZVatNoSchema } from "./organization-numbers.ts";
import { issuesOf } from "./testing/issues.ts";

describe("ZVatNoSchema", () => {
  it("keeps a VAT number in Western digits", () => {
    expect(ZVatNoSchema.parse("٣٠٠١٢٣٤٥٦٧٠٠٠٠٣")).toBe("300123456700003");
  });

  it("reports a number not starting with 3 as invalid", () => {
    expect(issuesOf(ZVatNoSchema, "200123456700003")).toEqual(["field.invalid"]);
  });

  it("reports an empty number as required", () => {
    expect(issuesOf(ZVatNoSchema, "")).toEqual(["field.required"]);
  });
});

describe("ZCommercialRegistrationNoSchema", () => {
  it("keeps a registration number in Western digits", () => {
    expect(ZCommercialRegistrationNoSchema.parse(" ١٠١٠١٢٣٤٥٦ ")).toBe("1010123456");
  });

  it("reports a number starting with 0 as invalid", () => {
    expect(issuesOf(ZCommercialRegistrationNoSchema, "0101234567")).toEqual(["field.invalid"]);
  });

  it("reports a missing number as required", () => {
    expect(issuesOf(ZCommercialRegistrationNoSchema, undefined)).toEqual(["field.required"]);
  });
});
