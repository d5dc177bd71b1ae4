import { Alert, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ReportName } from "@amlak/domain";
import { ArrowLeft, FileSearch, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSession } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { ReportExports } from "./report-exports.tsx";
import { ReportFilterFields } from "./report-filter-fields.tsx";
import { EMPTY_REPORT_FORM, REPORT_CALLS, reportFilters, type DateErrors, type ReportFilters, type ReportForm } from "./report-form.ts";
import { ReportResults } from "./report-results.tsx";

/** One report (SPEC §2): its filters, Search, the results once searched, and its exports; Back returns to the cards. */
export function ReportView({ report, backHref }: { report: ReportName; backHref: string }) {
  const { t } = useTranslation();
  const calendar = useUserCalendar();
  const [form, setForm] = useState<ReportForm>(EMPTY_REPORT_FORM);
  const [errors, setErrors] = useState<DateErrors>({});
  const [searched, setSearched] = useState<ReportFilters>();
  const query = trpc.reports.run.useQuery({ report, filters: searched ?? {} }, { enabled: searched !== undefined });
  const title = t(`reports.${report}.title`);
  // The server writes the column labels in the reader's language: another language reads the report again.
  const lang = useSession((session) => session.lang);
  const utils = trpc.useUtils();
  useEffect(() => void utils.reports.run.invalidate(), [lang, utils]);

  /** The filters to run with, or undefined after marking the dates that stop the run (SPEC §5). */
  const checked = () => {
    const result = reportFilters(report, form, calendar);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.filters : undefined;
  };
  const search = () => {
    const filters = checked();
    if (!filters) return;
    // The same filters again read the report again (payments may have been recorded meanwhile).
    if (JSON.stringify(filters) === JSON.stringify(searched)) void query.refetch();
    else setSearched(filters);
  };
  const change = (changes: Partial<ReportForm>) => {
    setForm((previous) => ({ ...previous, ...changes }));
    if ("start_date" in changes || "end_date" in changes) setErrors({});
  };

  let content: React.ReactNode;
  if (!searched) {
    content = (
      <Text color="fg.muted" textStyle="sm" data-testid="report-prompt">
        {t("reportsScreen.prompt")}
      </Text>
    );
  } else if (query.isError) {
    content = (
      <LoadError
        title={t("reportsScreen.searchFailed")}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        testId="report"
      />
    );
  } else if (!query.data) {
    content = (
      <Stack gap="2" data-testid="report-loading">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height="9" />
        ))}
      </Stack>
    );
  } else if (query.data.rows.length === 0) {
    content = (
      <EmptyState
        icon={<FileSearch />}
        title={t("reportsScreen.empty.title")}
        description={t("reportsScreen.empty.text")}
        testId="report-empty"
      />
    );
  } else {
    content = (
      <Stack gap="2" opacity={query.isFetching ? 0.6 : 1} aria-busy={query.isFetching}>
        <Text textStyle="sm" color="fg.muted" data-testid="report-count">
          {t("reportsScreen.count", { count: query.data.rows.length })}
        </Text>
        <ReportResults result={query.data} caption={t("reportsScreen.results", { report: title })} />
      </Stack>
    );
  }

  return (
    <Stack gap="5" data-testid="report-view" data-report={report}>
      <Flex gap="3" align={{ base: "stretch", md: "center" }} direction={{ base: "column", md: "row" }} justify="space-between">
        <HStack gap="3" align="center" minW="0">
          <Button asChild variant="outline" size="sm" flexShrink={0} data-testid="report-back">
            <Link href={backHref}>
              <DirectionalIcon>
                <ArrowLeft />
              </DirectionalIcon>
              {t("reportsScreen.back")}
            </Link>
          </Button>
          <Stack gap="0" minW="0">
            <Heading as="h2" size="lg" data-testid="report-title">
              {title}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t(`reports.${report}.description`)}
            </Text>
          </Stack>
        </HStack>
        <ReportExports path={REPORT_CALLS[report].path} filters={checked} />
      </Flex>
      <Stack
        as="form"
        gap="4"
        p="4"
        borderWidth="1px"
        rounded="xl"
        bg="bg"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          search();
        }}
      >
        <ReportFilterFields report={report} form={form} onChange={change} errors={errors} />
        <Button type="submit" colorPalette="brand" size="sm" alignSelf="flex-start" loading={query.isFetching} data-testid="report-search">
          <Search />
          {t("reportsScreen.search")}
        </Button>
      </Stack>
      {searched && query.data && query.data.lag_seconds !== null && <LagNote seconds={query.data.lag_seconds} />}
      {content}
    </Stack>
  );
}

/** The figures came from a copy of the database that is behind: how long ago they stand, as the export's header says. */
function LagNote({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" rounded="lg" data-testid="report-lag">
      <Alert.Indicator />
      <Alert.Title>
        {t("reportsScreen.lag.label")}: {t("reportsScreen.lag.value", { count: Math.max(1, Math.ceil(seconds / 60)) })}
      </Alert.Title>
    </Alert.Root>
  );
}
