import type { ReportName } from "@amlak/domain";
import type { TReportFilters } from "@amlak/schemas";
import type { UserCalendar } from "../../lib/use-user-calendar.ts";

type Filter = keyof TReportFilters;

/** SPEC §7: where each report is exported (under /api), and the filters its call takes besides result_type. */
export const REPORT_CALLS: Record<ReportName, { path: string; filters: readonly Filter[] }> = {
  INCOME_REPORT: { path: "/api/reports/income", filters: ["lessor", "real_estate_id", "start_date", "end_date", "show_all_summary"] },
  INCOME_REPORT_DETAILS: {
    path: "/api/reports/income/per-payment",
    filters: ["lessor", "real_estate_id", "start_date", "end_date", "show_all_summary", "show_received_by"],
  },
  PAYMENTS_LESSOR_REPORT: {
    path: "/api/reports/payments/payments_Lessor",
    filters: [
      "lessor",
      "real_estate_id",
      "tenant_id",
      "start_date",
      "end_date",
      "payment_status",
      "payment_category_agent_view_id",
      "show_received_by",
    ],
  },
  TAX_INVOICE_REPORT: { path: "/api/reports/tax/overall", filters: ["lessor", "real_estate_id", "start_date", "end_date"] },
  COMMISSION_PAYMENTS_REPORT: {
    path: "/api/reports/payments/commissionPaymentsReport",
    filters: ["lessor", "real_estate_id", "start_date", "end_date", "payment_status"],
  },
  PROFIT_REPORT: { path: "/api/reports/payments/profitReport", filters: ["lessor", "real_estate_id", "start_date", "end_date"] },
  CONTRACTS_REPORT: {
    path: "/api/reports/contract/contracts",
    filters: ["lessor", "real_estate_id", "contract_status", "start_date", "end_date"],
  },
  ACTIVE_CONTRACTS_REPORT: { path: "/api/reports/contract/activeContracts", filters: ["lessor", "real_estate_id"] },
  INVESTMENT_REPORT: {
    path: "/api/reports/investment",
    filters: ["lessor", "real_estate_id", "start_date", "end_date", "show_all_summary"],
  },
};

/** The filters as the user fills them: the dates as typed, in the user's calendar. */
export interface ReportForm {
  lessor?: string | undefined;
  real_estate_id?: string | undefined;
  tenant_id?: string | undefined;
  start_date: string;
  end_date: string;
  show_all_summary: boolean;
  show_received_by: boolean;
  contract_status?: TReportFilters["contract_status"];
  payment_status: TReportFilters["payment_status"];
  payment_category_agent_view_id?: string | undefined;
}

export const EMPTY_REPORT_FORM: ReportForm = {
  start_date: "",
  end_date: "",
  show_all_summary: false,
  show_received_by: false,
  payment_status: "All",
};

export type DateErrors = Partial<Record<"start_date" | "end_date", string>>;

/** What a report run sends: payment_status, when the report takes it, defaults to All on the server. */
export type ReportFilters = Partial<TReportFilters>;

type Checked = { ok: true; filters: ReportFilters } | { ok: false; errors: DateErrors };

/**
 * The report's own filters (SPEC §7), empty ones left out; or why it may not run (SPEC §5: an invalid date, or a start
 * after the end — "End date must be greater than start date").
 */
export function reportFilters(report: ReportName, form: ReportForm, calendar: Pick<UserCalendar, "day" | "problem">): Checked {
  const { filters: names } = REPORT_CALLS[report];
  const errors: DateErrors = {};
  const dayOf = (field: "start_date" | "end_date") => {
    const text = form[field].trim();
    if (!names.includes(field) || !text) return undefined;
    const day = calendar.day(text);
    if (!day) errors[field] = calendar.problem(text) ?? "date.invalid";
    return day;
  };
  const start = dayOf("start_date");
  const end = dayOf("end_date");
  if (start && end && end < start) errors.end_date = "date.endBeforeStart";
  if (errors.start_date || errors.end_date) return { ok: false, errors };

  const chosen: Partial<Record<Filter, unknown>> = { ...form, start_date: start, end_date: end };
  // The form holds each filter's own type; only the report's filters, and of those only the filled ones, go along.
  const filters = Object.fromEntries(
    names.map((name) => [name, chosen[name] || undefined]).filter((entry) => entry[1] !== undefined),
  ) as ReportFilters;
  return { ok: true, filters };
}

/** The filters as the export's query string (SPEC §7: empty filters are omitted). */
export function exportQuery(filters: ReportFilters, resultType: "EXCEL" | "PDF"): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = { result_type: resultType };
  for (const [name, value] of Object.entries(filters)) query[name] = value === undefined ? undefined : String(value);
  return query;
}
