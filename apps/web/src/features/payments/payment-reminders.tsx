import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";

const STATUS_PALETTES = { queued: "orange", sent: "green", failed: "red" } as const;

/**
 * A rent instalment's reminders (SPEC §3 Payment reminder_date, notified_date): each one that went, on which day and
 * whether it arrived (the organization's message log), and the day of the next. Nothing for other payments.
 */
export function PaymentReminders({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const payment = trpc.payments.get.useQuery({ id: paymentId }).data;
  if (payment?.payment_type !== "rent") return null;
  return (
    <Stack gap="2" pb="4" mb="4" borderBottomWidth="1px" data-testid="payment-reminders">
      <Text fontWeight="semibold">{t("rentReminders.title")}</Text>
      {payment.reminders.length === 0 && (
        <Text color="fg.muted" textStyle="sm">
          {t("rentReminders.none")}
        </Text>
      )}
      {payment.reminders.map((reminder) => (
        <HStack key={reminder.kind} justify="space-between" textStyle="sm" data-testid="payment-reminder" data-kind={reminder.kind}>
          <Text>{t(`rentReminders.kind.${reminder.kind}`)}</Text>
          <HStack gap="2">
            <Text color="fg.muted">{format.dayOf(reminder.queued_at)}</Text>
            {reminder.status && (
              <Badge colorPalette={STATUS_PALETTES[reminder.status]} variant="subtle">
                {t(`messages.status.${reminder.status}`)}
              </Badge>
            )}
          </HStack>
        </HStack>
      ))}
      {payment.reminder_date && (
        <Text color="fg.muted" textStyle="sm" data-testid="payment-next-reminder">
          {t("rentReminders.next", { date: format.date(payment.reminder_date) })}
        </Text>
      )}
    </Stack>
  );
}
