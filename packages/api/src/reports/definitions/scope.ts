import type { ReportScope } from "@amlak/db";
import type { TReportFilters } from "@amlak/schemas";
import type { ReportRun } from "../report-definition.ts";

/** The SPEC §7 lessor, property and date filters as the report repositories take them. */
export const scopeOf = ({ orgId, filters }: ReportRun<TReportFilters>): ReportScope => ({
  orgId,
  lessor: filters.lessor,
  realEstateId: filters.real_estate_id,
  startDate: filters.start_date,
  endDate: filters.end_date,
});
