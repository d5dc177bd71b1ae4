import { Badge, Button, Card, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { CalendarClock, CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { Figure } from "../../ui/data-table.tsx";
import { amountDue, type PayOnline } from "./pay-online.ts";
import { usePaymentTypeName } from "./payment-type-name.ts";
import type { PortalPayment } from "./payment-schedule.tsx";

interface Props {
  payments: readonly PortalPayment[];
  /** Where the organization takes rent online: Pay now pays this instalment. */
  payOnline?: PayOnline;
}

/** What the tenant pays next, at the top of the portal: the earliest unpaid instalment, red when it is overdue. */
export function NextPaymentCard({ payments, payOnline }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const typeName = usePaymentTypeName();
  const next = payments.find((payment) => payment.status === "pending");
  const overdue = payments.filter((payment) => payment.overdue);

  if (!next)
    return (
      <Card.Root variant="subtle" rounded="2xl" data-testid="portal-next-payment" data-state="none">
        <Card.Body>
          <Text fontWeight="medium">{t("portalScreen.nothingDue")}</Text>
        </Card.Body>
      </Card.Root>
    );

  return (
    <Card.Root
      rounded="2xl"
      borderWidth="1px"
      borderColor={next.overdue ? "border.error" : "border"}
      bg={next.overdue ? "bg.error" : "bg"}
      data-testid="portal-next-payment"
      data-state={next.overdue ? "overdue" : "due"}
    >
      <Card.Body gap="3">
        <HStack gap="2" color={next.overdue ? "fg.error" : "fg.muted"}>
          <CalendarClock size={18} aria-hidden />
          <Text fontWeight="medium">{t("portalScreen.nextPayment")}</Text>
          {next.overdue && (
            <Badge colorPalette="red" variant="solid">
              {t("paymentsScreen.status.overdue")}
            </Badge>
          )}
        </HStack>
        <Flex gap="4" justify="space-between" align={{ base: "stretch", sm: "end" }} direction={{ base: "column", sm: "row" }}>
          <Stack gap="1">
            <Text fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold" lineHeight="1.1" data-testid="portal-next-amount">
              <Figure>{format.money(amountDue(next))}</Figure>
            </Text>
            <Text color="fg.muted">
              {t("portalScreen.dueOn", { type: typeName(next.payment_type) })} <Figure>{format.date(next.due_date)}</Figure>
              {next.vat.gt(0) && <> · {t("portalScreen.vatIncluded", { vat: format.money(next.vat) })}</>}
            </Text>
          </Stack>
          {payOnline && (
            <Button
              colorPalette="brand"
              size="lg"
              loading={payOnline.leaving}
              onClick={() => payOnline.pay([next.id])}
              data-testid="portal-pay-next"
            >
              <CreditCard /> {t("portalScreen.pay.now")}
            </Button>
          )}
        </Flex>
        {overdue.length > 1 && (
          <Text textStyle="sm" color="fg.error" data-testid="portal-overdue-count">
            {t("portalScreen.overdueCount", { count: overdue.length })}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
