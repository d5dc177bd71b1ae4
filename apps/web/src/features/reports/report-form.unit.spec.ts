import { readCalendarDate, type DateType } from "@amlak/domain";
import { describe, expect, it } from "vitest";
import { EMPTY_REPORT_FORM, exportQuery, reportFilters } from "./report-form.ts";

const calendarOf = (dateType: DateType) => ({
  day: (text: string) => {
    const read = readCalendarDate(text, dateType);
    return read.ok ? read.date : undefined;
  },
  problem: (text: string) => {
    const read = readCalendarDate(text, dateType);
    return read.ok ? null : read.code;
  },
});
const gregorian = calendarOf("md");
const LESSOR = "00000000-0000-4000-8000-000000000001";
const TENANT = "00000000-0000-4000-8000-000000000002";

describe("reportFilters", () => {
  it("sends only the filters the report's call takes, the filled ones, dates as Gregorian days", () => {
    const form = {
      ...EMPTY_REPORT_FORM,
      lessor: LESSOR,
      tenant_id: TENANT,
      start_date: "2026/01/01",
      end_date: "2026/12/31",
      show_all_summary: true,
      contract_status: "Contract_Ongoing" as const,
    };
    expect(reportFilters("INCOME_REPORT", form, gregorian)).toEqual({
      ok: true,
      filters: { lessor: LESSOR, start_date: "2026-01-01", end_date: "2026-12-31", show_all_summary: true },
    });
    expect(reportFilters("ACTIVE_CONTRACTS_REPORT", form, gregorian)).toEqual({ ok: true, filters: { lessor: LESSOR } });
    expect(reportFilters("PAYMENTS_LESSOR_REPORT", form, gregorian)).toEqual({
      ok: true,
      filters: { lessor: LESSOR, tenant_id: TENANT, start_date: "2026-01-01", end_date: "2026-12-31", payment_status: "All" },
    });
    expect(reportFilters("CONTRACTS_REPORT", form, gregorian)).toMatchObject({
      ok: true,
      filters: { contract_status: "Contract_Ongoing" },
    });
  });

  it("reads Hijri dates in a Hijri calendar", () => {
    const form = { ...EMPTY_REPORT_FORM, start_date: "1448/01/01" };
    const result = reportFilters("PROFIT_REPORT", form, calendarOf("hj"));
    expect(result.ok && result.filters.start_date).toMatch(/^2026-06-1\d$/);
  });

  it("does not run with an invalid date or an end before the start (SPEC §5)", () => {
    expect(reportFilters("PROFIT_REPORT", { ...EMPTY_REPORT_FORM, start_date: "2026/02/30" }, gregorian)).toEqual({
      ok: false,
      errors: { start_date: "date.invalid" },
    });
    expect(reportFilters("PROFIT_REPORT", { ...EMPTY_REPORT_FORM, start_date: "2026/05/01", end_date: "2026/04/30" }, gregorian)).toEqual({
      ok: false,
      errors: { end_date: "date.endBeforeStart" },
    });
    // The active contracts report takes no dates: what is typed in them does not stop it.
    expect(reportFilters("ACTIVE_CONTRACTS_REPORT", { ...EMPTY_REPORT_FORM, start_date: "nonsense" }, gregorian)).toEqual({
      ok: true,
      filters: {},
    });
  });
});

describe("exportQuery", () => {
  it("adds the result type and writes every filter as text", () => {
    expect(exportQuery({ lessor: LESSOR, show_received_by: true, payment_status: "paid" }, "PDF")).toEqual({
      result_type: "PDF",
      lessor: LESSOR,
      show_received_by: "true",
      payment_status: "paid",
    });
  });
});
