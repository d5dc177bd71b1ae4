import { Button, type ButtonProps } from "@chakra-ui/react";
import { useState } from "react";
import { downloadFile, DownloadError, toastFileError } from "../../lib/download.ts";
import { renewPortalSession } from "./portal-client.ts";
import { portalSession } from "./portal-session.ts";

/** Saves a file of /api/portal with the portal token, renewed once when it had expired. */
async function downloadPortalFile(path: string, query: Record<string, string | undefined>): Promise<void> {
  const token = portalSession.get()?.token ?? null;
  try {
    await downloadFile(path, query, token);
  } catch (error) {
    const expired = token && error instanceof DownloadError && error.status === 401;
    if (!expired || !(await renewPortalSession(token))) throw error;
    await downloadFile(path, query, portalSession.get()?.token ?? null);
  }
}

interface Props extends Omit<ButtonProps, "onClick"> {
  path: string;
  query: Record<string, string | undefined>;
}

/** A button that saves a portal file (a receipt, a statement); a refusal is toasted with its reason. */
export function PortalDownloadButton({ path, query, children, ...props }: Props) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    void downloadPortalFile(path, query)
      .catch(toastFileError)
      .finally(() => setBusy(false));
  };
  return (
    <Button size="xs" variant="outline" loading={busy} onClick={download} {...props}>
      {children}
    </Button>
  );
}
