import { Flex, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { documentNumber } from "@amlak/schemas";
import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { PortalDownloadButton } from "./portal-download.tsx";
import { PortalSection } from "./portal-section.tsx";

/**
 * The manager's tax invoices for the management fee of the owner's remittances (issue #23), newest first, each with
 * the credit or debit notes on it (an undone remittance's invoice is cancelled by one); every document as a PDF.
 */
export function OwnerFeeInvoices({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const invoices = trpc.portal.feeInvoices.useQuery({ org_id: orgId });

  return (
    <PortalSection title={t("portalScreen.feeInvoices")} testId="portal-fee-invoices">
      {invoices.isError ? (
        <LoadError
          title={t("portalScreen.loadFailed")}
          error={invoices.error}
          retrying={invoices.isFetching}
          onRetry={() => void invoices.refetch()}
          testId="portal-fee-invoices"
        />
      ) : !invoices.data ? (
        <Skeleton height="16" rounded="xl" />
      ) : invoices.data.length === 0 ? (
        <Text color="fg.muted">{t("portalScreen.feeInvoices.empty")}</Text>
      ) : (
        <Stack gap="0" borderWidth="1px" rounded="xl" bg="bg" divideY="1px">
          {invoices.data.map((invoice) => (
            <Flex key={invoice.id} gap="3" p="3" wrap="wrap" align="center" justify="space-between" data-testid="portal-fee-invoice">
              <Stack gap="1" align="start">
                <PortalDownloadButton
                  path={`/api/portal/fee-invoices/${invoice.id}`}
                  query={{ org_id: orgId }}
                  data-testid="portal-fee-invoice-pdf"
                >
                  <FileText /> <bdi>{documentNumber("invoice", invoice.number)}</bdi>
                </PortalDownloadButton>
                <Text textStyle="sm" color="fg.muted">
                  {t("portalScreen.feeInvoices.period")}{" "}
                  <Figure>
                    {format.date(invoice.from)} – {format.date(invoice.to)}
                  </Figure>
                </Text>
              </Stack>
              <Text fontWeight="semibold">
                <Figure>{format.money(invoice.total)}</Figure>
              </Text>
              {invoice.notes.length > 0 && (
                <Stack gap="1" w="full">
                  {invoice.notes.map((note) => (
                    <HStack key={note.id} gap="3" justify="space-between">
                      <PortalDownloadButton
                        path={`/api/portal/credit-notes/${note.id}`}
                        query={{ org_id: orgId }}
                        variant="ghost"
                        data-testid="portal-fee-note-pdf"
                      >
                        <FileText /> {t(`portalScreen.feeInvoices.${note.note_type}`)}{" "}
                        <bdi>{documentNumber(`${note.note_type}_note`, note.number)}</bdi>
                      </PortalDownloadButton>
                      <Text color="fg.muted">
                        <Figure>{format.money(note.note_type === "credit" ? note.total.neg() : note.total)}</Figure>
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Flex>
          ))}
        </Stack>
      )}
    </PortalSection>
  );
}
