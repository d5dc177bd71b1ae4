import { ActionBar, Button, CloseButton, Portal } from "@chakra-ui/react";
import { add } from "@amlak/money";
import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { Figure } from "../../ui/data-table.tsx";
import { amountDue, type PayOnline } from "./pay-online.ts";

/** The instalments the tenant chose, their total with VAT, and Pay online: at the foot of the screen while any is chosen. */
export function PayBar({ payOnline }: { payOnline: PayOnline }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { chosen, clear, pay, leaving } = payOnline;
  const total = add(...[...chosen.values()].map(amountDue));
  return (
    <ActionBar.Root open={chosen.size > 0} onOpenChange={(details) => !details.open && clear()} closeOnInteractOutside={false}>
      <Portal>
        <ActionBar.Positioner>
          <ActionBar.Content data-testid="portal-pay-bar">
            <ActionBar.SelectionTrigger>
              {t("portalScreen.pay.chosen", { count: chosen.size })} · <Figure>{format.money(total)}</Figure>
            </ActionBar.SelectionTrigger>
            <ActionBar.Separator />
            <Button
              size="sm"
              colorPalette="brand"
              loading={leaving}
              onClick={() => pay([...chosen.keys()])}
              data-testid="portal-pay-chosen"
            >
              <CreditCard /> {t("portalScreen.pay.online")}
            </Button>
            <ActionBar.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("portalScreen.pay.clear")} />
            </ActionBar.CloseTrigger>
          </ActionBar.Content>
        </ActionBar.Positioner>
      </Portal>
    </ActionBar.Root>
  );
}
