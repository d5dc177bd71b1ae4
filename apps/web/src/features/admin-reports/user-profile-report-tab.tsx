import { Button, Flex } from "@chakra-ui/react";
import { ClipboardList } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { DataTable, Figure, type Column } from "../../ui/data-table.tsx";
import { usePagedWholeList } from "../../ui/data-table/whole-list.ts";
import { DateRangeFilter, useDateRangeState } from "../../ui/date-range-filter.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { FiltersDrawer } from "../../ui/filters-drawer.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { SURVEY_QUESTIONS, useSurveyChoices, type SurveyQuestion } from "../profile-survey/survey-choices.ts";
import { answerTo, QUESTION_HEADERS, type SurveyRow } from "./survey-row.ts";
import { SurveyDetailsDialog } from "./survey-details-dialog.tsx";

/**
 * The User Profile Report (SPEC §2 /AdminReports, §3, §7): every client's know-your-client answers, filtered by each
 * question and by the day answered, each with its Details, exported to Excel as filtered.
 */
export function UserProfileReportTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const choicesOf = useSurveyChoices();
  const [chosen, setChosen] = useState<Partial<Record<SurveyQuestion, string>>>({});
  const range = useDateRangeState();
  const [opened, setOpened] = useState<SurveyRow | null>(null);
  const filters = {
    ...chosen,
    ...(range.from && !range.endBeforeStart ? { start_date: range.from } : {}),
    ...(range.to && !range.endBeforeStart ? { end_date: range.to } : {}),
  };
  const report = trpc.profileSurveyReport.list.useQuery(filters);
  const { query, state } = usePagedWholeList(report);

  const columns: Column<SurveyRow, "created">[] = [
    { key: "name", header: t("adminReports.survey.name"), cell: (row) => row.name },
    { key: "phone", header: t("adminReports.survey.phone"), cell: (row) => <PhoneNumber phone={row.phone} /> },
    {
      key: "realEstates",
      header: t("adminReports.survey.realEstateCount"),
      numeric: true,
      cell: (row) => <Figure>{row.totalRealEstateCount}</Figure>,
    },
    ...SURVEY_QUESTIONS.map((question) => ({
      key: question,
      header: t(QUESTION_HEADERS[question]),
      cell: (row: SurveyRow) => answerTo(row, question),
    })),
    {
      key: "answeredAt",
      header: t("adminReports.survey.answeredAt"),
      cell: (row) => <Figure>{format.dayOf(row.userProfileSurvey.updated_at)}</Figure>,
    },
    {
      key: "details",
      header: "",
      cell: (row) => (
        <Button size="xs" variant="outline" onClick={() => setOpened(row)} data-testid="survey-details">
          {t("adminReports.survey.details")}
        </Button>
      ),
    },
  ];

  const active = Object.values(chosen).filter(Boolean).length + [range.from, range.to].filter(Boolean).length;
  const toolbar = (
    <FiltersDrawer active={active}>
      {(place) => {
        const filterFields = (
          <>
            {SURVEY_QUESTIONS.map((question) => (
              <FilterSelect
                key={question}
                label={t(QUESTION_HEADERS[question])}
                allLabel={t("adminReports.survey.all")}
                value={chosen[question]}
                options={choicesOf(question)}
                onChange={(value) => setChosen({ ...chosen, [question]: value })}
                showLabel
                width={place === "drawer" ? "full" : "10rem"}
                testId={`survey-filter-${question}`}
              />
            ))}
            <DateRangeFilter
              range={range}
              labels={{ from: "adminReports.survey.startDate", to: "adminReports.survey.endDate" }}
              testId="survey-filter-date"
            />
          </>
        );
        return place === "toolbar" ? (
          <Flex gap="3" wrap="wrap" align="end">
            {filterFields}
          </Flex>
        ) : (
          filterFields
        );
      }}
    </FiltersDrawer>
  );

  return (
    <>
      <DataTable
        testId="user-profile-report"
        columns={columns}
        query={query}
        state={state}
        rowKey={(row) => row.id}
        toolbar={toolbar}
        exportTo={{ path: "/api/admin/reports/user-profile-survey", filters: { ...filters, export_report: "true" } }}
        empty={
          <EmptyState
            icon={<ClipboardList />}
            title={t("adminReports.survey.emptyTitle")}
            description={t("adminReports.survey.emptyDescription")}
          />
        }
      />
      {opened && <SurveyDetailsDialog row={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
