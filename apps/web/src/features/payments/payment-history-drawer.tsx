import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { HistoryTab } from "../history/history-tab.tsx";
import { PaymentReminders } from "./payment-reminders.tsx";

/**
 * A payment's History (SCREENS: every money record has one): a rent instalment's reminders, then its ledger events with
 * its receipt's and invoice's.
 */
export function PaymentHistoryDrawer({ paymentId, title, onClose }: { paymentId: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="payment-history">
            <Drawer.Header>
              <Drawer.Title>
                {t("paymentsScreen.history.title")} · {title}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <PaymentReminders paymentId={paymentId} />
              <HistoryTab record="payment" id={paymentId} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
