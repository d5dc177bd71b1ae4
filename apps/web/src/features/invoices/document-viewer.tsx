import { Box, Button, CloseButton, Dialog, Flex, HStack, Portal, SegmentGroup, Skeleton, Stack, Tabs, Text } from "@chakra-ui/react";
import { LANGUAGES, type Lang } from "@amlak/i18n";
import { documentNumber, type TDocumentKind } from "@amlak/schemas";
import { Download, Printer } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveFile } from "../../lib/download.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { HistoryTab } from "../history/history-tab.tsx";
import { printPdf, usePdf } from "./pdf-file.ts";

/** The document's title and printed number: a tax or simplified invoice, or a cash receipt. */
function useDocumentHeading(kind: TDocumentKind, id: string) {
  const { t } = useTranslation();
  const invoice = trpc.invoices.get.useQuery({ id }, { enabled: kind === "invoice" });
  const receipt = trpc.receipts.get.useQuery({ id }, { enabled: kind === "receipt" });
  const record = kind === "invoice" ? invoice : receipt;
  const title = kind === "invoice" ? t(`invoicesScreen.kind.${invoice.data?.kind ?? "tax"}`) : t("invoicesScreen.receipt");
  return { record, title, number: record.data ? documentNumber(kind, record.data.number) : undefined };
}

/**
 * A tax invoice or cash receipt as printed (SCREENS "Invoices and receipts"): the PDF itself, in Arabic or English
 * whatever the screen's language, with Download and Print. Opened from the URL (?invoice= or ?receipt=).
 */
export function DocumentViewer({ kind, id, onClose }: { kind: TDocumentKind; id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const screenLang = useSession((session) => session.lang);
  const [lang, setLang] = useState<Lang>(screenLang);
  const [showing, setShowing] = useState<"document" | "history">("document");
  const heading = useDocumentHeading(kind, id);
  const pdf = usePdf(kind, id, lang);
  const fileName = heading.number ? `${heading.number}.pdf` : `${kind}.pdf`;

  let body: React.ReactNode;
  if (heading.record.isError || pdf.isError) {
    const failed = heading.record.isError ? heading.record : pdf;
    body = (
      <LoadError
        title={t("invoicesScreen.viewer.failed")}
        error={failed.error}
        retrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
        testId="document"
      />
    );
  } else if (!pdf.url) {
    body = (
      <Stack gap="2" flex="1" data-testid="document-loading">
        <Text color="fg.muted" textStyle="sm">
          {t("invoicesScreen.viewer.loading")}
        </Text>
        <Skeleton flex="1" minH="60vh" rounded="md" />
      </Stack>
    );
  } else {
    body = (
      <Box
        asChild
        flex="1"
        width="full"
        minH={{ base: "60vh", md: "65vh" }}
        borderWidth="1px"
        rounded="md"
        bg="bg.muted"
        data-testid="document-pdf"
      >
        <object
          data={pdf.url}
          type="application/pdf"
          aria-label={t("invoicesScreen.viewer.frameTitle", { title: heading.title, number: heading.number ?? "" })}
        >
          {/* Browsers that cannot show a PDF inline (most phones) show this instead. */}
          <Stack align="center" justify="center" gap="3" p="6" minH="40vh" textAlign="center">
            <Text>{t("invoicesScreen.viewer.noPreview")}</Text>
            <Button colorPalette="brand" onClick={() => saveFile(pdf.url!, fileName)}>
              <Download />
              {t("invoicesScreen.viewer.download")}
            </Button>
          </Stack>
        </object>
      </Box>
    );
  }

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size={{ base: "full", md: "xl" }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="document-viewer" maxH={{ md: "94vh" }}>
            <Dialog.Header>
              <Dialog.Title>
                {heading.title} {heading.number && <Figure>{heading.number}</Figure>}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Tabs.Root
                size="sm"
                variant="line"
                value={showing}
                onValueChange={(details) => setShowing(details.value as "document" | "history")}
              >
                <Tabs.List>
                  <Tabs.Trigger value="document">{t("invoicesScreen.viewer.document")}</Tabs.Trigger>
                  <Tabs.Trigger value="history" data-testid="document-tab-history">
                    {t("paymentsScreen.history.title")}
                  </Tabs.Trigger>
                </Tabs.List>
              </Tabs.Root>
              {showing === "history" ? (
                <HistoryTab record={kind} id={id} />
              ) : (
                <>
                  <Flex gap="3" wrap="wrap" align="center" justify="space-between">
                    <HStack gap="2">
                      <Text textStyle="sm" color="fg.muted" id="document-lang-label">
                        {t("invoicesScreen.viewer.language")}
                      </Text>
                      <SegmentGroup.Root
                        size="sm"
                        value={lang}
                        onValueChange={(details) => details.value && setLang(details.value as Lang)}
                        aria-labelledby="document-lang-label"
                        data-testid="document-lang"
                      >
                        <SegmentGroup.Indicator />
                        <SegmentGroup.Items
                          items={LANGUAGES.map((value) => ({ value, label: t(`invoicesScreen.viewer.lang.${value}`) }))}
                        />
                      </SegmentGroup.Root>
                    </HStack>
                    <HStack gap="2">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={!pdf.url}
                        onClick={() => pdf.url && printPdf(pdf.url)}
                        data-testid="document-print"
                      >
                        <Printer />
                        {t("invoicesScreen.viewer.print")}
                      </Button>
                      <Button
                        size="sm"
                        colorPalette="brand"
                        disabled={!pdf.url}
                        onClick={() => pdf.url && saveFile(pdf.url, fileName)}
                        data-testid="document-download"
                      >
                        <Download />
                        {t("invoicesScreen.viewer.download")}
                      </Button>
                    </HStack>
                  </Flex>
                  {body}
                </>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("invoicesScreen.viewer.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
