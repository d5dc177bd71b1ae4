import { Button, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import { hasAction, maySubscribe } from "@amlak/domain";
import { FileSpreadsheet, Lock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { DownloadError, downloadFile } from "../../lib/download.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
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
  const user = useSignedInUser();
  // The shell has loaded it before any page renders, and keeps it fresh.
  const authorization = trpc.session.authorization.useQuery(undefined, { enabled: Boolean(user?.orgId) });
  const [busy, setBusy] = useState(false);

  if (!authorization.data || !hasAction(authorization.data.permissions, "REPORTS", "EXPORT_EXCEL")) {
    return <LockedExport mayUpgrade={Boolean(user && maySubscribe(user.type))} />;
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

function LockedExport({ mayUpgrade }: { mayUpgrade: boolean }) {
  const { t } = useTranslation();
  return (
    <Popover.Root positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" color="fg.muted" data-testid="table-export-locked">
          <Lock />
          {t("table.export")}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" data-testid="table-export-upgrade">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">{t("subscription.notAllowed")}</Popover.Title>
                <Text textStyle="sm" color="fg.muted">
                  {t(mayUpgrade ? "table.exportLocked" : "table.exportLockedAskOwner")}
                </Text>
                {mayUpgrade && (
                  <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start" data-testid="upgrade-now">
                    <Link href="/profile?tab=Subscription">{t("banner.upgradeNow")}</Link>
                  </Button>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
