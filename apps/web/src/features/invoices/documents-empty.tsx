import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { EmptyState } from "../../ui/empty-state.tsx";

/** What both document lists are filtered by: the top bar's search and the issue dates. */
export type DocumentFilters = {
  searchText: string | undefined;
  date_from: string | undefined;
  date_to: string | undefined;
};

/** No documents yet (issued from the payments page, which the action opens), or none matching the filters. */
export function DocumentsEmpty({
  kind,
  icon,
  filters,
}: {
  kind: "invoices" | "receipts";
  icon: React.ReactNode;
  filters: DocumentFilters;
}) {
  const { t } = useTranslation();
  if (filters.searchText || filters.date_from || filters.date_to) {
    return <EmptyState icon={icon} title={t("invoicesScreen.noMatch.title")} description={t("invoicesScreen.noMatch.description")} />;
  }
  return (
    <EmptyState
      icon={icon}
      title={t(`invoicesScreen.${kind}.empty.title`)}
      description={t(`invoicesScreen.${kind}.empty.description`)}
      action={
        <Button asChild size="sm" variant="subtle" colorPalette="brand">
          <Link href="/payments?status=paid">{t("invoicesScreen.empty.action")}</Link>
        </Button>
      }
    />
  );
}
