import { CloseButton, Dialog, HStack, Portal, SegmentGroup, Stack, Tabs, Text } from "@chakra-ui/react";
import { LANGUAGES, type Lang } from "@amlak/i18n";
import { documentNumber } from "@amlak/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { PdfPreview } from "../../ui/pdf-preview.tsx";
import { HistoryTab } from "../history/history-tab.tsx";
import { InvoiceNotes } from "./invoice-notes.tsx";
import { usePdf, type ViewedDocument } from "./pdf-file.ts";
import { ZatcaStatusDetails } from "./zatca-status.tsx";

/**
 * The document's title and printed number (a tax or simplified invoice, a credit or debit note, or a cash receipt),
 * and an invoice's or note's ZATCA status.
 */
function useDocumentHeading(kind: ViewedDocument, id: string) {
  const { t } = useTranslation();
  const invoice = trpc.invoices.get.useQuery({ id }, { enabled: kind === "invoice" });
  const note = trpc.creditNotes.get.useQuery({ id }, { enabled: kind === "note" });
  const receipt = trpc.receipts.get.useQuery({ id }, { enabled: kind === "receipt" });
  if (kind === "note") {
    const type = note.data?.note_type ?? "credit";
    return {
      record: note,
      title: t(`invoicesScreen.kind.${type}Note`),
      number: note.data ? documentNumber(`${type}_note`, note.data.number) : undefined,
      zatca: note.data?.zatca ?? null,
      corrects: note.data ? documentNumber("invoice", note.data.invoice.number) : undefined,
    };
  }
  const record = kind === "invoice" ? invoice : receipt;
  const title = kind === "invoice" ? t(`invoicesScreen.kind.${invoice.data?.kind ?? "tax"}`) : t("invoicesScreen.receipt");
  const zatca = kind === "invoice" ? (invoice.data?.zatca ?? null) : null;
  return { record, title, number: record.data ? documentNumber(kind, record.data.number) : undefined, zatca, corrects: undefined };
}

interface Props {
  kind: ViewedDocument;
  id: string;
  onClose: () => void;
  /** Where an invoice's credit and debit notes open. */
  notes?: { href: (noteId: string) => string; open: (noteId: string) => void };
}

/**
 * A tax invoice, credit or debit note, or cash receipt as printed (SCREENS "Invoices and receipts"): the PDF itself, in
 * Arabic or English whatever the screen's language, drawn in the page (PdfPreview) with zoom, Download and Print; an
 * invoice lists its notes and issues new ones. Opened from the URL (?invoice=, ?note= or ?receipt=).
 */
export function DocumentViewer({ kind, id, onClose, notes }: Props) {
  const { t } = useTranslation();
  const screenLang = useSession((session) => session.lang);
  const [lang, setLang] = useState<Lang>(screenLang);
  const [showing, setShowing] = useState<"document" | "history">("document");
  const heading = useDocumentHeading(kind, id);
  const pdf = usePdf(kind, id, lang);
  const fileName = heading.number ? `${heading.number}.pdf` : `${kind}.pdf`;

  const failed = heading.record.isError ? heading.record : pdf.isError ? pdf : undefined;
  const language = (
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
        <SegmentGroup.Items items={LANGUAGES.map((value) => ({ value, label: t(`invoicesScreen.viewer.lang.${value}`) }))} />
      </SegmentGroup.Root>
    </HStack>
  );

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size={{ base: "full", md: "xl" }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="document-viewer" maxH={{ md: "94vh" }}>
            <Dialog.Header>
              <Stack gap="2">
                <Dialog.Title>
                  {heading.title} {heading.number && <Figure>{heading.number}</Figure>}
                </Dialog.Title>
                {heading.corrects && (
                  <Text textStyle="sm" color="fg.muted" data-testid="note-corrects">
                    {t("creditNotes.corrects", { number: heading.corrects })}
                  </Text>
                )}
                {heading.zatca && <ZatcaStatusDetails zatca={heading.zatca} />}
                {kind === "invoice" && notes && heading.record.data && (
                  <InvoiceNotes invoice={{ id, number: heading.record.data.number }} noteHref={notes.href} openNote={notes.open} />
                )}
              </Stack>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              {kind !== "note" && (
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
              )}
              {showing === "history" && kind !== "note" ? (
                <HistoryTab record={kind} id={id} />
              ) : (
                <PdfPreview
                  file={pdf.data}
                  fileName={fileName}
                  label={t("invoicesScreen.viewer.frameTitle", { title: heading.title, number: heading.number ?? "" })}
                  toolbar={language}
                  failure={
                    failed && (
                      <LoadError
                        title={t("invoicesScreen.viewer.failed")}
                        error={failed.error}
                        retrying={failed.isFetching}
                        onRetry={() => void failed.refetch()}
                        testId="document"
                      />
                    )
                  }
                />
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
