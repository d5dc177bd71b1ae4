import { Button, HStack } from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { mainInformationLink } from "../settings/main-information-link.ts";

/** What both document lists are filtered by: the top bar's search and the issue dates. */
export type DocumentFilters = {
  searchText: string | undefined;
  date_from: string | undefined;
  date_to: string | undefined;
};

/**
 * No documents yet (issued from the payments page, which the action opens), or none matching the filters. No tax
 * invoice can be issued before the organization has a VAT number: then that is what the empty list says, with the way
 * to add it.
 */
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
  const user = useSignedInUser();
  const letterhead = trpc.organization.letterhead.useQuery(undefined, { enabled: kind === "invoices", staleTime: 5 * 60_000 });
  const vatNoMissing = kind === "invoices" && letterhead.data?.vatRegistered === false;
  const mayManage = Boolean(user && mayPerform(user.type, "organization.manage"));
  if (filters.searchText || filters.date_from || filters.date_to) {
    return <EmptyState icon={icon} title={t("invoicesScreen.noMatch.title")} description={t("invoicesScreen.noMatch.description")} />;
  }
  return (
    <EmptyState
      icon={icon}
      title={t(`invoicesScreen.${kind}.empty.title`)}
      description={t(vatNoMissing ? "invoicesScreen.invoices.empty.vatNoMissing" : `invoicesScreen.${kind}.empty.description`)}
      action={
        <HStack gap="2" wrap="wrap" justify="center">
          {vatNoMissing && mayManage && (
            <Button asChild size="sm" colorPalette="brand" data-testid="invoices-add-vat-no">
              <Link href={mainInformationLink("/invoices")}>{t("invoicesScreen.invoices.empty.addVatNo")}</Link>
            </Button>
          )}
          <Button asChild size="sm" variant="subtle" colorPalette="brand">
            <Link href="/payments?status=paid">{t("invoicesScreen.empty.action")}</Link>
          </Button>
        </HStack>
      }
    />
  );
}
