import { Button, Group } from "@chakra-ui/react";
import { isStaff } from "@amlak/domain";
import { FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile, toastFileError } from "../../lib/download.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { LockedAction, usePackageAllows } from "../package-gate.tsx";

/** Where a list's Excel export is served, and the list's filters; the table adds its sort and direction. */
export interface ExportTarget {
  path: string;
  filters: Record<string, string | undefined>;
}

/**
 * The table's Excel export, and the same rows as CSV with a byte-order mark (SPEC §9). A package without EXPORT_EXCEL keeps the button, locked, and it opens the upgrade message
 * (SCREENS "Gating"); a role that may not export gets no button at all (the page passes no export).
 */
export function ExportButton({ path, query }: { path: string; query: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  // Staff have no package: the gate is a subscriber's; a staff screen offers the export only to the roles it serves.
  const allowed = usePackageAllows("REPORTS", "EXPORT_EXCEL") || (user !== null && isStaff(user.type));
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

  const download = async (format: "xlsx" | "csv") => {
    setBusy(true);
    await downloadFile(path, { ...query, format: format === "csv" ? "csv" : undefined })
      .catch(toastFileError)
      .finally(() => setBusy(false));
  };

  return (
    <Group attached>
      <Button variant="outline" size="sm" loading={busy} onClick={() => void download("xlsx")} data-testid="table-export">
        <FileSpreadsheet />
        {t("table.export")}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => void download("csv")}
        aria-label={t("table.exportCsv")}
        data-testid="table-export-csv"
      >
        CSV
      </Button>
    </Group>
  );
}
