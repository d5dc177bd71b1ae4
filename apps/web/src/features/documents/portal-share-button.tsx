import { IconButton } from "@chakra-ui/react";
import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";

/** Shares a contract's or property's file with its tenants and owners in their portal, or stops sharing it. */
export function PortalShareButton({ row }: { row: { id: string; name: string; shared_with_portal: boolean } }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const share = trpc.documents.share.useMutation({ onSuccess: () => void utils.documents.list.invalidate() });
  const shared = row.shared_with_portal;
  return (
    <IconButton
      size="xs"
      variant={shared ? "subtle" : "ghost"}
      colorPalette={shared ? "brand" : "gray"}
      aria-label={`${t(shared ? "portalDocuments.unshare" : "portalDocuments.share")}: ${row.name}`}
      title={t(shared ? "portalDocuments.shared" : "portalDocuments.share")}
      aria-pressed={shared}
      loading={share.isPending}
      onClick={() => share.mutate({ id: row.id, shared_with_portal: !shared })}
      data-testid="document-share"
      data-shared={shared ? "yes" : "no"}
    >
      <Users />
    </IconButton>
  );
}
