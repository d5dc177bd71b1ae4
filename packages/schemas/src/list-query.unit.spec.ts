import { describe, expect, it } from "vitest";
import { listQuery } from "./list-query.ts";
import { PAGE_SIZE } from "./page-size.ts";
import { ZContactExportSchema, ZContactListSchema, ZRealEstateListSchema } from "./portfolio.schema.ts";
import { issuesOf } from "./testing/issues.ts";

const tasks = listQuery({ sort: ["title", "dueDate"], defaultSort: "dueDate", defaultDirection: "desc" });

describe("a list's query", () => {
  it("is the first page in the list's default order when nothing is given", () => {
    expect(PAGE_SIZE).toBe(10);
    expect(tasks.input.parse(undefined)).toEqual({ page: 1, sort: "dueDate", direction: "desc" });
    expect(ZRealEstateListSchema.parse({})).toEqual({ page: 1, sort: "title", direction: "asc" });
    expect(tasks.sorting).toEqual({ columns: ["title", "dueDate"], defaultSort: "dueDate", defaultDirection: "desc" });
  });

  it("takes a page, a sortable column, a direction and the list's own filters", () => {
    expect(ZContactListSchema.parse({ searchText: " فهد ", type: "Tenant", page: 3, sort: "phone", direction: "desc" })).toEqual({
      searchText: "فهد",
      type: "tenant",
      page: 3,
      sort: "phone",
      direction: "desc",
    });
    // Query strings carry the page as digits.
    expect(tasks.input.parse({ page: "2" })).toMatchObject({ page: 2 });
  });

  it("refuses a column that is not sortable, whatever SQL it carries", () => {
    expect(issuesOf(ZRealEstateListSchema, { sort: "org_id" })).toEqual(["sort: field.invalid"]);
    expect(issuesOf(ZRealEstateListSchema, { sort: "title; drop table contacts" })).toEqual(["sort: field.invalid"]);
    expect(issuesOf(ZContactListSchema, { sort: "yearlyRent" })).toEqual(["sort: field.invalid"]);
    expect(issuesOf(tasks.input, { sort: 1 })).toEqual(["sort: field.invalid"]);
  });

  it("refuses a direction other than asc or desc", () => {
    expect(issuesOf(tasks.input, { direction: "DESC" })).toEqual(["direction: field.invalid"]);
    expect(issuesOf(tasks.input, { direction: "random()" })).toEqual(["direction: field.invalid"]);
  });

  it("refuses pages below 1, fractions and text", () => {
    for (const page of [0, -1, 1.5, "1e1", "", "two", 2_000_000])
      expect(issuesOf(tasks.input, { page }), String(page)).toEqual(["page: field.invalid"]);
  });

  it("refuses keys it does not know, such as a page size", () => {
    expect(issuesOf(ZRealEstateListSchema, { pageSize: 1000 })).toEqual(["field.invalid"]);
    expect(issuesOf(ZContactListSchema, { type: "landlord" })).toEqual(["type: field.invalid"]);
  });

  it("exports the whole list: the same filters and order, without a page", () => {
    expect(ZContactExportSchema.parse({ type: "lessor", sort: "name", direction: "desc" })).toEqual({
      type: "lessor",
      sort: "name",
      direction: "desc",
    });
    expect(issuesOf(ZContactExportSchema, { page: 2 })).toEqual(["field.invalid"]);
  });
});
