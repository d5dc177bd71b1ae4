import { Button } from "@chakra-ui/react";
import { FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DownloadError, downloadFile } from "../../lib/download.ts";
import { LockedAction, usePackageAllows } from "../package-gate.tsx";
import { toaster } from "../toaster.tsx";

/** Where a list's Excel export is served, and the list's filters; the table adds its sort and direction. */
export interface ExportTarget {
  path: string;
  filters: Record<string, string | undefined>;
}

/**
 * The table's Excel export. A package without EXPORT_EXCEL keeps the button, locked, and it opens the upgrade message
 * (SCREENS "Gating"); a role that may not export gets no button at all (the page passes no export).
 */
export function ExportButton({ path, query }: { path: string; query: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const allowed = usePackageAllows("REPORTS", "EXPORT_EXCEL");
  const [busy, setBusy] = useState(false);

  if (!allowed) {
    return (
      <LockedAction
        label={t("table.export")}
        upgradeText={t("table.exportLocked")}
        askOwnerText={t("table.exportLockedAskOwner")}
        data-testid="table-export-locked"
      />
    );
  }

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, query);
    } catch (error) {
      const data = error instanceof DownloadError ? error.data : null;
      const message = error instanceof Error ? error.message : t("toast.networkError");
      toaster.create({
        type: "error",
        description: data?.referenceNo ? `${message}\n${t("toast.referenceNo", { referenceNo: data.referenceNo })}` : message,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void download()} data-testid="table-export">
      <FileSpreadsheet />
      {t("table.export")}
    </Button>
  );
}
