import type { MenuEntry } from "@amlak/domain";
import { ClipboardList, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../ui/url-tabs.tsx";
import { RefundRequestsTab } from "./refund-requests-tab.tsx";
import { UserProfileReportTab } from "./user-profile-report-tab.tsx";

/** /AdminReports (SPEC §2, staff system and customerService): what staff decide across organizations, by tab. */
export function AdminReportsPage({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  return (
    <UrlTabs
      label={t(entry.titleKey)}
      testId="admin-reports"
      tabs={[
        { value: "RefundRequests", label: t("adminReports.tab.RefundRequests"), icon: Undo2, content: <RefundRequestsTab /> },
        {
          value: "UserProfileReport",
          label: t("adminReports.tab.UserProfileReport"),
          icon: ClipboardList,
          content: <UserProfileReportTab />,
        },
      ]}
    />
  );
}
