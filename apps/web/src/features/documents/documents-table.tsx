import { Box, CloseButton, Dialog, HStack, IconButton, Image, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { documentList, type TDocumentSort } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { ExternalLink, FolderOpen, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PdfDialog } from "../../ui/pdf-dialog.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { FileKindIcon, fileSize, kindColor } from "./file-kind.tsx";
import { PortalShareButton } from "./portal-share-button.tsx";

type Row = RouterOutputs["documents"]["list"]["rows"][number];
import type { TFileKind } from "@amlak/schemas";

export type DocumentFilters = {
  scope?: "all" | "shared" | "personal" | undefined;
  kind?: TFileKind | undefined;
  searchText?: string | undefined;
  real_estate_id?: string;
  contract_id?: string;
  task_id?: string;
};

/** Signed links last 15 minutes: the list is read again before its links run out. */
const FRESH_LINKS_MS = 10 * 60_000;

/** The page of the record a file is attached to (a task has none of its own: its title is shown). */
function recordHref(row: Row): string | null {
  if (row.real_estate_id) return `/Properties/${row.real_estate_id}`;
  if (row.contract_id) return `/contracts/${row.contract_id}`;
  return null;
}

/** The listed files, their page and order in the URL, and the kind counts for the chips. */
export function useDocuments(filters: DocumentFilters) {
  const list = useListState(documentList.sorting, filters);
  const query = trpc.documents.list.useQuery(
    { ...filters, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData, refetchInterval: FRESH_LINKS_MS },
  );
  return { list, query };
}

interface Props {
  documents: ReturnType<typeof useDocuments>;
  /** The archive shows what each file is attached to; a record's own tab does not. */
  showRecord: boolean;
  toolbar?: React.ReactNode;
  empty: React.ReactNode;
  testId: string;
}

/** Files as the one data table lists them (cards on phones): kind and thumbnail, name, size, date; open and delete. */
export function DocumentsTable({ documents: { list, query }, showRecord, toolbar, empty, testId }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useSession((session) => session.lang);
  const user = useSignedInUser();
  const mayDelete = user ? mayPerform(user.type, "documents.write") : false;
  const [previewing, setPreviewing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const columns: Column<Row, TDocumentSort>[] = [
    {
      key: "name",
      header: t("archiveScreen.column.name"),
      sort: "name",
      cell: (row) => <FileName row={row} onPreview={() => setPreviewing(row)} />,
    },
    ...(showRecord
      ? [
          {
            key: "record",
            header: t("archiveScreen.column.record"),
            cell: (row: Row) => <AttachedTo row={row} />,
          },
        ]
      : []),
    {
      key: "size",
      header: t("archiveScreen.column.size"),
      sort: "size",
      numeric: true,
      cell: (row) => <Figure>{fileSize(row.size, lang)}</Figure>,
    },
    { key: "owner", header: t("archiveScreen.column.owner"), cell: (row) => row.owner_name ?? "—" },
    {
      key: "date",
      header: t("archiveScreen.column.date"),
      sort: "created_at",
      cell: (row) => <Figure>{format.dayOf(row.created_at)}</Figure>,
    },
    {
      key: "actions",
      header: "",
      cell: (row) => (
        <HStack gap="1" justify="end">
          <IconButton
            asChild
            size="xs"
            variant="ghost"
            aria-label={t(row.kind === "pdf" || row.kind === "image" ? "archiveScreen.open" : "archiveScreen.download", { name: row.name })}
          >
            <a href={row.url} target="_blank" rel="noopener" data-testid="document-open">
              <ExternalLink />
            </a>
          </IconButton>
          {mayDelete && (row.attached_to === "contract" || row.attached_to === "real_estate") && <PortalShareButton row={row} />}
          {mayDelete && (
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t("archiveScreen.delete", { name: row.name })}
              onClick={() => setDeleting(row)}
              data-testid="document-delete"
            >
              <Trash2 />
            </IconButton>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <>
      <DataTable testId={testId} columns={columns} query={query} state={list} rowKey={(row) => row.id} toolbar={toolbar} empty={empty} />
      {previewing?.kind === "pdf" && <PdfPreviewDialog row={previewing} onClose={() => setPreviewing(null)} />}
      {previewing?.kind === "image" && <ImagePreview row={previewing} onClose={() => setPreviewing(null)} />}
      {deleting && <DeleteDialog row={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

/** The file's kind (a thumbnail for a picture) and name; a picture opens in a preview, anything else by its link. */
function FileName({ row, onPreview }: { row: Row; onPreview: () => void }) {
  const { t } = useTranslation();
  const thumbnail = (
    <Box
      flexShrink={0}
      boxSize="10"
      rounded="md"
      bg="bg.muted"
      display="grid"
      placeItems="center"
      overflow="hidden"
      color={kindColor(row.kind)}
    >
      {row.kind === "image" ? (
        <Image src={row.url} alt="" boxSize="10" objectFit="cover" loading="lazy" />
      ) : (
        <FileKindIcon kind={row.kind} />
      )}
    </Box>
  );
  const name = (
    <Text as="span" truncate title={row.name} dir="auto">
      {row.name}
    </Text>
  );
  return (
    <HStack gap="3" minW="0" maxW={{ base: "full", md: "sm" }} data-testid="document-row" data-kind={row.kind}>
      {thumbnail}
      <Stack gap="0" minW="0">
        {row.kind === "image" || row.kind === "pdf" ? (
          <Link
            as="button"
            onClick={onPreview}
            fontWeight="medium"
            textAlign="start"
            aria-label={t("archiveScreen.preview", { name: row.name })}
            data-testid={row.kind === "pdf" ? "document-pdf-preview" : "document-preview"}
          >
            {name}
          </Link>
        ) : (
          <Link href={row.url} target="_blank" rel="noopener" fontWeight="medium" minW="0" data-testid="document-link">
            {name}
          </Link>
        )}
        <Text as="span" textStyle="xs" color="fg.muted">
          {t(`archiveScreen.kind.${row.kind}`)}
          {row.shared_with_portal && ` · ${t("portalDocuments.shared")}`}
        </Text>
      </Stack>
    </HStack>
  );
}

function AttachedTo({ row }: { row: Row }) {
  const { t } = useTranslation();
  const where = row.attached_to === "archive" && row.is_personal ? "personal" : row.attached_to;
  const href = recordHref(row);
  return (
    <Stack gap="0" align={{ base: "end", md: "start" }}>
      <Text as="span" textStyle="xs" color="fg.muted">
        {t(`archiveScreen.attached.${where}`)}
      </Text>
      {href && row.record_title ? <RouterLink href={href}>{row.record_title}</RouterLink> : row.record_title}
    </Stack>
  );
}

/** A PDF of the archive shown in the page, from its signed link. */
function PdfPreviewDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const link = new URL(row.url, window.location.origin);
  return (
    <PdfDialog title={row.name} path={link.pathname} query={Object.fromEntries(link.searchParams)} fileName={row.name} onClose={onClose} />
  );
}

function ImagePreview({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="document-preview-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title truncate>{row.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Image src={row.url} alt={t("archiveScreen.preview", { name: row.name })} maxH="70vh" mx="auto" objectFit="contain" />
            </Dialog.Body>
            <Dialog.Footer>
              <Link href={row.url} target="_blank" rel="noopener">
                <ExternalLink size={16} /> {t("archiveScreen.open", { name: "" })}
              </Link>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DeleteDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const remove = trpc.documents.delete.useMutation({
    onSuccess: () => {
      onClose();
      void utils.documents.list.invalidate();
      void utils.documents.usage.invalidate();
    },
  });
  return (
    <ConfirmDialog
      title={t("archiveScreen.delete.title")}
      confirmLabel={t("archiveScreen.delete.confirm")}
      destructive
      loading={remove.isPending}
      onConfirm={() => remove.mutate({ id: row.id })}
      onClose={onClose}
      testId="document-delete-dialog"
    >
      <Text>{t("archiveScreen.delete.body", { name: row.name })}</Text>
    </ConfirmDialog>
  );
}

/** The empty state of files: on a record, what to keep there; in the archive, what the archive is for. */
export function NoDocuments({ record, action }: { record: boolean; action?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<FolderOpen />}
      title={t("archiveScreen.empty.title")}
      description={t(record ? "archiveScreen.empty.record" : "archiveScreen.empty.description")}
      action={action}
      testId="documents-empty"
    />
  );
}
