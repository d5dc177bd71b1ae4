import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PaymentRow } from "./payment-row.ts";
import { shownStatus } from "./payment-rules.ts";

// SCREENS: Pending amber, Paid green, Overdue red, Cancelled grey, the same everywhere.
const PALETTES: Record<ReturnType<typeof shownStatus>, string> = {
  pending: "orange",
  overdue: "red",
  paid: "green",
  canceled: "gray",
  deleted: "gray",
  split: "gray",
};

/** The payment's state as a badge, in words (colour is never the only signal). */
export function PaymentStatusBadge({ payment }: { payment: Pick<PaymentRow, "overdue" | "status"> }) {
  const { t } = useTranslation();
  const status = shownStatus(payment);
  return (
    <Badge colorPalette={PALETTES[status]} variant="subtle" data-testid="payment-status" data-status={status}>
      {t(`paymentsScreen.status.${status}`)}
    </Badge>
  );
}
