import { Badge, HStack, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import { DocumentsTable, NoDocuments, useDocuments } from "./documents-table.tsx";
import { UploadButton, type UploadTarget } from "./upload-button.tsx";

type Record = "real_estate" | "contract" | "task";

const UPLOAD_TYPE: { [R in Record]: UploadTarget["type"] } = { real_estate: "REALESTATE", contract: "CONTRACT", task: "TASK" };

/**
 * The Documents tab of a property, contract or task: its files (kind icons, picture thumbnails, name, size, date; open,
 * delete), how many the package allows here ("1 of 2") and Upload, locked with the upgrade message at the limit.
 */
export function DocumentsPanel({ attachedTo, id }: { attachedTo: Record; id: string }) {
  const { t } = useTranslation();
  const filter = { [`${attachedTo}_id`]: id };
  const documents = useDocuments(filter);
  const usage = trpc.documents.usage.useQuery(filter);
  const record = usage.data?.record;
  const upload = <UploadButton target={{ type: UPLOAD_TYPE[attachedTo], id }} usage={record} />;
  return (
    <Stack gap="3" data-testid="documents-panel">
      <HStack justify="space-between" gap="3" wrap="wrap">
        {record ? (
          <Badge variant="subtle" colorPalette={record.used >= record.limit ? "orange" : "gray"} data-testid="documents-usage">
            <bdi>{t("archiveScreen.usage", record)}</bdi>
          </Badge>
        ) : (
          <span />
        )}
        {upload}
      </HStack>
      <DocumentsTable documents={documents} showRecord={false} empty={<NoDocuments record />} testId="documents-table" />
    </Stack>
  );
}
