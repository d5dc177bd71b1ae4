import { Badge, HStack, Stack, Tabs } from "@chakra-ui/react";
import { DOCUMENT_SCOPES, FILE_KINDS, type TFileKind } from "@amlak/schemas";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import { oneOf, useTab, useUrlParam } from "../../lib/url-state.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { CountChips } from "../../ui/count-chips.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { DocumentsTable, NoDocuments, useDocuments } from "./documents-table.tsx";
import { FileKindIcon } from "./file-kind.tsx";
import { UploadButton } from "./upload-button.tsx";
import { FolderSearch } from "lucide-react";
import { FloatingAction } from "../../ui/floating-action.tsx";

/**
 * The document archive (SPEC §2 /archive): every file the user may see — the shared shelf, their personal one and the
 * files of properties, contracts and tasks — in tabs, with kind chips and their counts, the top bar's search, and
 * Upload to the shared or the personal shelf with how full it is.
 */
export function ArchivePage() {
  const { t } = useTranslation();
  const [scope, setScope] = useTab(DOCUMENT_SCOPES, ["kind"]);
  const [kind, setKind] = useUrlParam("kind", oneOf(FILE_KINDS));
  const searchText = useSearchText();
  const documents = useDocuments({ scope, kind, searchText });
  const usage = trpc.documents.usage.useQuery({});
  const personal = scope === "personal";
  const shelf = usage.data && (personal ? usage.data.personal : usage.data.shared);
  const upload = (
    <UploadButton
      target={{ type: "ARCHIVE", isPersonal: personal }}
      usage={shelf}
      destination={t(personal ? "archiveScreen.upload.to.personal" : "archiveScreen.upload.to.shared")}
    />
  );
  const filtered = Boolean(kind || searchText);

  const table = (
    <DocumentsTable
      documents={documents}
      showRecord
      testId="archive-table"
      toolbar={<KindChips counts={documents.query.data?.counts} value={kind} onChange={setKind} />}
      empty={
        filtered ? (
          <EmptyState
            icon={<FolderSearch />}
            title={searchText ? t("list.noMatch", { searchText }) : t("archiveScreen.empty.title")}
            description={searchText ? t("list.noMatchHint") : undefined}
          />
        ) : (
          <NoDocuments record={false} action={upload} />
        )
      }
    />
  );

  return (
    <Tabs.Root value={scope} onValueChange={(details) => setScope(details.value as typeof scope)} variant="enclosed" size="sm">
      <Stack gap="4" data-testid="archive-page">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Tabs.List>
            {DOCUMENT_SCOPES.map((value) => (
              <Tabs.Trigger key={value} value={value} data-testid={`archive-tab-${value}`}>
                {t(`archiveScreen.tab.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <HStack gap="3">
            {shelf && scope !== "all" && (
              <Badge variant="subtle" colorPalette={shelf.used >= shelf.limit ? "orange" : "gray"} data-testid="archive-usage">
                <bdi>{t("archiveScreen.usage", shelf)}</bdi>
              </Badge>
            )}
            <FloatingAction>{upload}</FloatingAction>
          </HStack>
        </HStack>
        {/* A panel per tab, so each tab controls one (ARIA); the list is the chosen tab's. */}
        {DOCUMENT_SCOPES.map((value) => (
          <Tabs.Content key={value} value={value} p="0">
            {value === scope && table}
          </Tabs.Content>
        ))}
      </Stack>
    </Tabs.Root>
  );
}

/** A chip per kind with how many of the listed files are of it (SCREENS "filter chips with counts"). */
function KindChips({
  counts,
  value,
  onChange,
}: {
  counts: Record<TFileKind, number> | undefined;
  value: TFileKind | undefined;
  onChange: (kind: TFileKind | undefined) => void;
}) {
  const { t } = useTranslation();
  const total = counts && Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <CountChips
      label={t("archiveScreen.kinds")}
      chips={[
        { value: "all", label: t("archiveScreen.kind.all"), count: total },
        ...FILE_KINDS.map((kind) => ({
          value: kind,
          label: t(`archiveScreen.kind.${kind}`),
          count: counts?.[kind],
          icon: <FileKindIcon kind={kind} size={14} />,
        })),
      ]}
      value={value}
      onChange={onChange}
      testId="archive"
    />
  );
}
