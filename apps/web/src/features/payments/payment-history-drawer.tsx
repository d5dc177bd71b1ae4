import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../ui/side-drawer.tsx";
import { HistoryTab } from "../history/history-tab.tsx";
import { PaymentReminders } from "./payment-reminders.tsx";

/**
 * A payment's History (SCREENS: every money record has one): a rent instalment's reminders, then its ledger events with
 * its receipt's and invoice's.
 */
export function PaymentHistoryDrawer({ paymentId, title, onClose }: { paymentId: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SideDrawer title={`${t("paymentsScreen.history.title")} · ${title}`} onClose={onClose} testId="payment-history">
      <PaymentReminders paymentId={paymentId} />
      <HistoryTab record="payment" id={paymentId} />
    </SideDrawer>
  );
}
