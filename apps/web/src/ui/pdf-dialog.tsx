import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchFile } from "../lib/download.ts";
import { LoadError } from "./load-error.tsx";
import { PdfPreview } from "./pdf-preview.tsx";

interface Props {
  title: string;
  /** The /api route of the PDF and its query (fetchFile). */
  path: string;
  query?: Record<string, string | undefined>;
  /** The saved file's name when the server names none. */
  fileName: string;
  onClose: () => void;
}

/** A PDF from an /api route shown in a dialog of its own (PdfPreview): a statement, a file of the archive. */
export function PdfDialog({ title, path, query = {}, fileName, onClose }: Props) {
  const { t } = useTranslation();
  const pdf = useQuery({ queryKey: ["pdf", path, query], queryFn: () => fetchFile(path, query), staleTime: Infinity, retry: 1 });
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      // A dialog that opens this one as it closes (the quotation's form) gives the focus back to its own button.
      onFocusOutside={(event) => event.preventDefault()}
      size={{ base: "full", md: "xl" }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="pdf-dialog" maxH={{ md: "94vh" }}>
            <Dialog.Header>
              <Dialog.Title truncate>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column">
              <PdfPreview
                file={pdf.data?.blob}
                fileName={pdf.data?.fileName ?? fileName}
                label={title}
                failure={
                  pdf.isError ? (
                    <LoadError
                      title={t("pdfViewer.loadFailed")}
                      error={pdf.error}
                      retrying={pdf.isFetching}
                      onRetry={() => void pdf.refetch()}
                      testId="pdf-dialog"
                    />
                  ) : undefined
                }
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("pdfViewer.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
