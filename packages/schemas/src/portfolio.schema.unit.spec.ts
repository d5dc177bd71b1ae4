import { describe, expect, it } from "vitest";
import { ZContactListSchema, ZRealEstateListSchema } from "./portfolio.schema.ts";
import { issuesOf } from "./testing/issues.ts";

describe("the list filters", () => {
  it("refuse control characters in the search text", () => {
    expect(ZContactListSchema.parse({ searchText: " النخيل " })).toMatchObject({ searchText: "النخيل" });
    expect(issuesOf(ZContactListSchema, { searchText: "a\u0000" })).toEqual(["searchText: field.controlCharacters"]);
    expect(issuesOf(ZRealEstateListSchema, { searchText: "\u0000" })).toEqual(["searchText: field.controlCharacters"]);
  });
});
