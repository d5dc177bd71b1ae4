import { Skeleton, SimpleGrid } from "@chakra-ui/react";
import { REPORT_NAMES, type MenuEntry } from "@amlak/domain";
import { oneOf, useUrlParams } from "../../lib/url-state.ts";
import { ReportCards } from "./report-cards.tsx";
import { ReportView } from "./report-view.tsx";
import { useReportAccess } from "../../lib/use-report-access.ts";

/**
 * The reports (SPEC §2): cards grouped by category, and the report a card opens in ?report=, so Back and a shared link
 * return to it. A report the role or package does not allow shows the cards instead.
 */
export function ReportsPage({ entry }: { entry: MenuEntry }) {
  const url = useUrlParams();
  const report = url.get("report", oneOf(REPORT_NAMES));
  const access = useReportAccess();
  if (!access) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="reports-loading">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="32" rounded="xl" />
        ))}
      </SimpleGrid>
    );
  }
  if (report && access(report) === "allowed") return <ReportView key={report} report={report} backHref={entry.path} />;
  return <ReportCards access={access} hrefOf={(name) => `${entry.path}?${new URLSearchParams({ report: name })}`} />;
}
