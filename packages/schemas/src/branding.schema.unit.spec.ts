import { describe, expect, it } from "vitest";
import { BRAND_COLORS, ZBrandingSaveSchema } from "./branding.schema.ts";

const issuesOf = (input: object) => ZBrandingSaveSchema.safeParse(input).error?.issues.map((issue) => `${issue.path} ${issue.message}`);

describe("a branding save", () => {
  it("offers only colours that keep white text at WCAG AA contrast, and accepts each", () => {
    for (const color of BRAND_COLORS) expect(ZBrandingSaveSchema.parse({ theme_color: color }).theme_color).toBe(color);
  });

  it("refuses a light colour (white on #67bca9 is 2.3:1) and anything but #rrggbb", () => {
    expect(issuesOf({ theme_color: "#67bca9" })).toEqual(["theme_color theme.lowContrast"]);
    expect(issuesOf({ theme_color: "#ffffff" })).toEqual(["theme_color theme.lowContrast"]);
    expect(issuesOf({ theme_color: "blue" })).toEqual(["theme_color field.invalid"]);
    expect(issuesOf({ theme_color: "#1d4ed8;background:url(x)" })).toEqual(["theme_color field.invalid"]);
  });

  it("keeps the code in capitals, letters and digits only, at most 10", () => {
    expect(ZBrandingSaveSchema.parse({ code: " acme01 ", theme_color: " #1D4ED8 " })).toEqual({ code: "ACME01", theme_color: "#1d4ed8" });
    for (const code of ["AC ME", "ABCDEFGHIJK", "أملاك", "AC-1", ""])
      expect(issuesOf({ code }), code).toEqual(["code organizationCode.format"]);
  });

  it("leaves out what it is not given, and takes null as removing", () => {
    expect(ZBrandingSaveSchema.parse({})).toEqual({});
    expect(ZBrandingSaveSchema.parse({ logo_document_id: null, theme_color: null, code: null })).toEqual({
      logo_document_id: null,
      theme_color: null,
      code: null,
    });
  });
});
