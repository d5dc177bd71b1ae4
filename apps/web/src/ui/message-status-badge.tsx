import { Badge } from "@chakra-ui/react";
import type { TMessageStatus } from "@amlak/schemas";
import { useTranslation } from "react-i18next";

// SCREENS status badges: waiting amber, done green, failed red.
const PALETTES: Record<TMessageStatus, string> = { queued: "orange", sent: "green", failed: "red" };

/** Whether a message went out: queued, sent or failed, as the message log and a payment's reminders show it. */
export function MessageStatusBadge({ status }: { status: TMessageStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTES[status]} variant="subtle" data-testid="message-status" data-status={status}>
      {t(`messages.status.${status}`)}
    </Badge>
  );
}
