import { HStack, Skeleton, Text } from "@chakra-ui/react";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { DataTable, Figure, type Column } from "../../ui/data-table.tsx";
import { usePagedWholeList } from "../../ui/data-table/whole-list.ts";
import { LoadError } from "../../ui/load-error.tsx";
import { FileKindIcon, fileSize, kindColor } from "../documents/file-kind.tsx";
import { PortalDownloadButton } from "./portal-download.tsx";
import { PortalSection } from "./portal-section.tsx";

type PortalDocument = RouterOutputs["portal"]["documents"][number];

/** The documents the landlord shared with the tenant or owner (issue #20), newest first, each to download. */
export function PortalDocuments({ orgId }: { orgId: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const documents = trpc.portal.documents.useQuery({ org_id: orgId });
  const { state, query } = usePagedWholeList(documents);
  const columns: Column<PortalDocument, "created">[] = [
    {
      key: "name",
      header: t("portalDocuments.name"),
      cell: (document) => (
        <HStack gap="2" minW="0" color={kindColor(document.kind)}>
          <FileKindIcon kind={document.kind} size={18} />
          <Text as="span" color="fg" fontWeight="medium" truncate dir="auto" title={document.name}>
            {document.name}
          </Text>
        </HStack>
      ),
    },
    { key: "property", header: t("portalDocuments.property"), cell: (document) => document.real_estate_title ?? "—" },
    { key: "date", header: t("portalDocuments.date"), cell: (document) => <Figure>{format.dayOf(document.created_at)}</Figure> },
    {
      key: "size",
      header: t("portalDocuments.size"),
      numeric: true,
      cell: (document) => <Figure>{fileSize(document.size, i18n.language)}</Figure>,
    },
    {
      key: "download",
      header: "",
      cell: (document) => (
        <PortalDownloadButton
          path={`/api/portal/documents/${document.id}`}
          query={{ org_id: orgId }}
          data-testid="portal-document-download"
        >
          <Download /> {t("portalDocuments.download")}
        </PortalDownloadButton>
      ),
    },
  ];

  return (
    <PortalSection title={t("portalDocuments.title")} testId="portal-documents">
      {documents.isError ? (
        <LoadError
          title={t("portalScreen.loadFailed")}
          error={documents.error}
          retrying={documents.isFetching}
          onRetry={() => void documents.refetch()}
          testId="portal-documents"
        />
      ) : documents.data ? (
        <DataTable
          columns={columns}
          query={query}
          state={state}
          rowKey={(document) => document.id}
          empty={<Text color="fg.muted">{t("portalDocuments.empty")}</Text>}
          testId="portal-documents-table"
        />
      ) : (
        <Skeleton height="24" rounded="xl" />
      )}
    </PortalSection>
  );
}
