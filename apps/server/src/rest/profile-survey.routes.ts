import { riyadhToday } from "@amlak/domain";
import { formatSaudiPhone } from "@amlak/schemas";
import { type ExportColumn, workbook } from "./exports.routes.ts";
import { restRoute, type OutputOf, type RestRequest } from "./rest-route.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type ReportRow = OutputOf<"profileSurveyReport.list">[number];

/** SPEC §7: the report answers JSON, or with export_report the same rows as a workbook. */
const exportWanted = ({ query }: RestRequest) => query.export_report === "true" || query.export_report === "1";

const FILTERS = ["amlak_contact_type_id", "realestates_range_id", "registration_source_id", "user_type_id", "start_date", "end_date"];

/** The report's columns on screen, and the usage reason the Details popup shows. */
const REPORT_COLUMNS: ExportColumn<ReportRow>[] = [
  { header: "adminReports.survey.name", kind: "text", value: (row) => row.name },
  { header: "adminReports.survey.phone", kind: "text", value: (row) => formatSaudiPhone(row.phone) },
  { header: "adminReports.survey.email", kind: "text", value: (row) => row.email },
  { header: "adminReports.survey.organization", kind: "text", value: (row) => row.organizationTitle },
  { header: "adminReports.survey.realEstateCount", kind: "number", value: (row) => row.totalRealEstateCount },
  {
    header: "adminReports.survey.latestRealEstate",
    kind: "date",
    value: (row) => row.latestRealEstateAddedAt && riyadhToday(row.latestRealEstateAddedAt),
  },
  { header: "adminReports.survey.userType", kind: "text", value: (row) => row.userProfileSurvey.user_type.name },
  { header: "adminReports.survey.realestatesRange", kind: "text", value: (row) => row.userProfileSurvey.realestates_range.name },
  { header: "adminReports.survey.registrationSource", kind: "text", value: (row) => row.userProfileSurvey.registration_source.name },
  { header: "adminReports.survey.contactType", kind: "text", value: (row) => row.userProfileSurvey.amlak_contact_type_type.name },
  { header: "adminReports.survey.usageReason", kind: "text", value: (row) => row.userProfileSurvey.usage_reason },
  { header: "adminReports.survey.answeredAt", kind: "date", value: (row) => riyadhToday(row.userProfileSurvey.updated_at) },
];

/** The know-your-client survey (SPEC §7): a client answers it; staff read every answer in the User Profile Report. */
export const profileSurveyRoutes = [
  restRoute({
    method: "POST",
    path: "/user-profile-survey",
    summary:
      "Answer the know-your-client survey (user_type_id, realestates_range_id, registration_source_id, amlak_contact_type_id, usage_reason)",
    procedure: "profileSurvey.submit",
  }),
  restRoute({
    method: "GET",
    path: "/admin/reports/user-profile-survey",
    summary: "The User Profile Report for staff, filtered; export_report=true answers it as an Excel workbook",
    procedure: "profileSurveyReport.list",
    query: ["export_report", ...FILTERS, "lang"],
    input: ({ query }) => Object.fromEntries(FILTERS.flatMap((key) => (query[key] ? [[key, query[key]]] : []))),
    file: {
      contentType: XLSX,
      wanted: exportWanted,
      render: (rows, request) => workbook("adminReports.tab.UserProfileReport", REPORT_COLUMNS, rows, request),
    },
  }),
];
