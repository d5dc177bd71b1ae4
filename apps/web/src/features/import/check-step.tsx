import { Alert, Box, Button, Card, Flex, HStack, List, Progress, Stack, Text } from "@chakra-ui/react";
import { ChevronLeft, FileUp, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { LockedAction, usePackageAllows } from "../../ui/package-gate.tsx";
import { readChosenFile, type ChosenFile, type FileProblem } from "./chosen-file.ts";
import { ImportSummary } from "./import-summary.tsx";
import { PreviewSheets } from "./preview-sheets.tsx";

type Preview = RouterOutputs["imports"]["preview"];

// The first bad cells are listed above the sheets; the tabs hold every one.
const LISTED_ERRORS = 5;

interface Props {
  file: ChosenFile | null;
  preview: Preview | null;
  /** When the preview was asked for: a new check starts its sheets afresh. */
  checkedAt: number;
  checking: boolean;
  checkError: unknown;
  importing: boolean;
  importError: unknown;
  onChoose: (file: ChosenFile) => void;
  onRecheck: () => void;
  onImport: () => void;
  onBack: () => void;
}

/** "Units row 7, Area (m²): …" for the first bad cells. */
function FirstErrors({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const errors = preview.sheets.flatMap(({ sheet, rows }) =>
    rows.flatMap(({ row, errors }) =>
      errors.map((error) =>
        t("importScreen.cellError", {
          sheet: t(`importScreen.sheet.${sheet}`),
          row,
          field: t(`importScreen.${sheet}.${error.field}`),
          message: error.message,
        }),
      ),
    ),
  );
  return (
    <List.Root ps="4" gap="1" textStyle="sm" data-testid="import-first-errors">
      {errors.slice(0, LISTED_ERRORS).map((text) => (
        <List.Item key={text}>{text}</List.Item>
      ))}
      {errors.length > LISTED_ERRORS && (
        <List.Item listStyleType="none">{t("importScreen.preview.more", { count: errors.length - LISTED_ERRORS })}</List.Item>
      )}
    </List.Root>
  );
}

/** Step 2: choose the filled workbook, see every row checked, and import it all at once (or see why not). */
export function CheckStep({
  file,
  preview,
  checkedAt,
  checking,
  checkError,
  importing,
  importError,
  onChoose,
  onRecheck,
  onImport,
  onBack,
}: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const mayManage = usePackageAllows("REALESTATES", "MANAGE_ENTITY");

  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!chosen) return;
    const read = await readChosenFile(chosen);
    if ("problem" in read) return setProblem(read.problem);
    setProblem(null);
    onChoose(read);
  };

  return (
    <Stack gap="5" data-testid="import-check-step">
      <Card.Root>
        <Card.Body>
          <Flex gap="4" justify="space-between" align={{ base: "stretch", md: "center" }} direction={{ base: "column", md: "row" }}>
            <Stack gap="1" minW="0">
              <Text as="h2" textStyle="lg" fontWeight="semibold">
                {t("importScreen.upload.title")}
              </Text>
              <Text color="fg.muted">{t("importScreen.upload.description")}</Text>
              <Text textStyle="xs" color="fg.subtle">
                {t("importScreen.upload.hint")}
              </Text>
            </Stack>
            <Stack gap="1" align={{ base: "stretch", md: "flex-end" }} flexShrink={0}>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                hidden
                onChange={(event) => void choose(event.target.files?.[0])}
                data-testid="import-file"
              />
              <Button asChild colorPalette="brand" variant={file ? "outline" : "solid"} disabled={checking || importing}>
                <label htmlFor={inputId} data-testid="import-choose">
                  <Upload />
                  {t(file ? "importScreen.upload.change" : "importScreen.upload.choose")}
                </label>
              </Button>
              {file && (
                <HStack gap="1.5" textStyle="sm" color="fg.muted" maxW="xs" data-testid="import-file-name">
                  <FileUp size={14} aria-hidden style={{ flexShrink: 0 }} />
                  <Text truncate dir="auto">
                    {file.name}
                  </Text>
                  <Figure>({Math.max(1, Math.round(file.size / 1024))} KB)</Figure>
                </HStack>
              )}
            </Stack>
          </Flex>
          {problem && (
            <Text color="fg.error" textStyle="sm" mt="3" role="alert" data-testid="import-file-problem">
              {t(problem)}
            </Text>
          )}
        </Card.Body>
      </Card.Root>

      {checking && (
        <Stack gap="2" data-testid="import-checking">
          <Text textStyle="sm">{t("importScreen.upload.checking")}</Text>
          <Progress.Root value={null} size="sm" colorPalette="brand">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}

      {!checking && checkError !== null && checkError !== undefined && (
        <LoadError
          title={t("importScreen.import.failed")}
          error={checkError}
          onRetry={file ? onRecheck : undefined}
          retryLabel={t("importScreen.upload.retry")}
          testId="import-check"
        />
      )}

      {!checking && preview && (
        <Stack gap="5">
          <ImportSummary summary={preview.summary} errors={preview.errorCount} />
          {preview.ok ? (
            <Alert.Root status="success" rounded="xl" data-testid="import-ready">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t("importScreen.preview.readyTitle")}</Alert.Title>
                <Alert.Description>{t("importScreen.preview.readyHint")}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <Alert.Root status="warning" rounded="xl" data-testid="import-has-errors">
              <Alert.Indicator />
              <Alert.Content gap="2">
                <Alert.Title>{t("importScreen.preview.errorsTitle", { count: preview.errorCount })}</Alert.Title>
                <Alert.Description>
                  <Stack gap="2">
                    <Text>{t("importScreen.preview.errorsHint")}</Text>
                    <FirstErrors preview={preview} />
                  </Stack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <PreviewSheets key={checkedAt} preview={preview} />
        </Stack>
      )}

      {importing && (
        <Stack gap="2" data-testid="import-progress">
          <Text textStyle="sm" fontWeight="medium">
            {t("importScreen.import.progress")}
          </Text>
          <Progress.Root value={null} size="md" colorPalette="brand">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
      {!importing && importError !== null && importError !== undefined && (
        <LoadError title={t("importScreen.import.failed")} error={importError} testId="import" />
      )}

      <Flex justify="space-between" gap="3" wrap="wrap" borderTopWidth="1px" pt="4">
        <Button variant="outline" onClick={onBack} disabled={importing} data-testid="import-back">
          <DirectionalIcon asChild>
            <ChevronLeft />
          </DirectionalIcon>
          {t("action.back")}
        </Button>
        <Box>
          {mayManage ? (
            <Button
              colorPalette="brand"
              disabled={!preview?.ok || checking || importing}
              loading={importing}
              onClick={onImport}
              data-testid="import-commit"
            >
              {t("importScreen.import.action")}
            </Button>
          ) : (
            <LockedAction
              label={t("importScreen.import.action")}
              upgradeText={t("importScreen.import.locked")}
              askOwnerText={t("importScreen.import.lockedAskOwner")}
              data-testid="import-commit-locked"
            />
          )}
        </Box>
      </Flex>
    </Stack>
  );
}
