import { Button, HStack } from "@chakra-ui/react";
import { FileSpreadsheet, FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile, toastFileError } from "../../lib/download.ts";
import { LockedAction, usePackageAllows } from "../../ui/package-gate.tsx";
import { exportQuery, type ReportFilters } from "./report-form.ts";

const FORMATS = [
  { type: "EXCEL", code: "EXPORT_EXCEL", label: "reportsScreen.exportExcel", icon: FileSpreadsheet, testId: "report-export-excel" },
  { type: "PDF", code: "EXPORT_PDF", label: "reportsScreen.exportPdf", icon: FileText, testId: "report-export-pdf" },
] as const;

interface Props {
  /** The report's export route (SPEC §7). */
  path: string;
  /** The filters as they stand, or undefined when they may not run (their fields then say why). */
  filters: () => ReportFilters | undefined;
}

/** Export to Excel and PDF (SPEC §2), each behind its package permission; a locked one opens the upgrade message. */
export function ReportExports({ path, filters }: Props) {
  return (
    <HStack gap="2" wrap="wrap">
      {FORMATS.map((format) => (
        <ExportFormat key={format.type} format={format} path={path} filters={filters} />
      ))}
    </HStack>
  );
}

function ExportFormat({ format, path, filters }: Props & { format: (typeof FORMATS)[number] }) {
  const { t } = useTranslation();
  const allowed = usePackageAllows("REPORTS", format.code);
  const [busy, setBusy] = useState(false);
  const Icon = format.icon;
  if (!allowed) {
    return (
      <LockedAction
        label={t(format.label)}
        upgradeText={t("reportsScreen.exportLocked")}
        askOwnerText={t("reportsScreen.exportLockedAskOwner")}
        data-testid={`${format.testId}-locked`}
      />
    );
  }
  const download = async () => {
    const chosen = filters();
    if (!chosen) return;
    setBusy(true);
    await downloadFile(path, exportQuery(chosen, format.type))
      .catch(toastFileError)
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void download()} data-testid={format.testId}>
      <Icon />
      {t(format.label)}
    </Button>
  );
}
