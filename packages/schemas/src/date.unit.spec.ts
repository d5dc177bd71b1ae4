import { describe, expect, it } from "vitest";
import { ZDateRangeSchema, ZDateSchema } from "./date.ts";
import { issuesOf } from "./testing/issues.ts";

describe("ZDateSchema", () => {
  it("reads a typed date as YYYY-MM-DD", () => {
    expect(ZDateSchema.parse("٢٠٢٥/٣/١")).toBe("2025-03-01");
  });

  it("reports the date problems with their keys", () => {
    expect(issuesOf(ZDateSchema, "01/03/2025")).toEqual(["date.format"]);
    expect(issuesOf(ZDateSchema, "2025/02/30")).toEqual(["date.invalid"]);
    expect(issuesOf(ZDateSchema, "0001-01-01")).toEqual(["date.outOfRange"]);
    expect(issuesOf(ZDateSchema, "9999/12/31")).toEqual(["date.outOfRange"]);
  });

  it("accepts the first and last supported days", () => {
    expect(ZDateSchema.parse("1925-01-01")).toBe("1925-01-01");
    expect(ZDateSchema.parse("2076-12-31")).toBe("2076-12-31");
  });

  it.each([undefined, ""])("reports %j as required", (input) => {
    expect(issuesOf(ZDateSchema, input)).toEqual(["field.required"]);
  });
});

describe("ZDateRangeSchema", () => {
  it("accepts a range that starts and ends on the same day", () => {
    expect(ZDateRangeSchema.parse({ startDate: "2025/01/01", endDate: "2025-01-01" })).toEqual({
      startDate: "2025-01-01",
      endDate: "2025-01-01",
    });
  });

  it("reports an end before the start on the end date", () => {
    expect(issuesOf(ZDateRangeSchema, { startDate: "2025/02/01", endDate: "2025/01/31" })).toEqual(["endDate: date.endBeforeStart"]);
  });

  it("reports only the bad date when one of them cannot be read", () => {
    expect(issuesOf(ZDateRangeSchema, { startDate: "2025/13/01", endDate: "2025/01/01" })).toEqual(["startDate: date.format"]);
    expect(issuesOf(ZDateRangeSchema, { startDate: "2025/01/01" })).toEqual(["endDate: field.required"]);
  });
});
