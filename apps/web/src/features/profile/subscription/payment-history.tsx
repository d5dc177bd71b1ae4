import { Badge, Button, Stack, Table, Text, Textarea } from "@chakra-ui/react";
import { money } from "@amlak/money";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format.ts";
import { trpc } from "../../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { Figure } from "../../../ui/data-table.tsx";
import { toaster } from "../../../ui/toaster.tsx";
import { TableCard } from "./table-card.tsx";

type Payment = RouterOutputs["subscriptions"]["payments"][number];

const PALETTE: Record<Payment["status"], string> = { initiated: "orange", paid: "green", failed: "red", refunded: "gray" };

/** The organization's payments for its packages, newest first: what was paid, how, and what came of it. */
export function PaymentHistory() {
  const { t } = useTranslation();
  const format = useFormat();
  const payments = trpc.subscriptions.payments.useQuery();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  return (
    <TableCard
      testId="subscription-payments"
      title={t("profile.payments.title")}
      empty={t("profile.payments.empty")}
      rowCount={payments.data?.length}
      columns={[
        { label: t("profile.payments.date") },
        { label: t("profile.payments.package") },
        { label: t("profile.payments.amount"), end: true },
        { label: t("profile.payments.status") },
        { label: t("profile.payments.method") },
        { label: "" },
      ]}
      after={refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    >
      {payments.data?.map((payment) => (
        <Table.Row key={payment.id} data-testid="subscription-payment" data-status={payment.status}>
          <Table.Cell>{format.dayOf(payment.paidAt ?? payment.createdAt)}</Table.Cell>
          <Table.Cell>
            {payment.packageName} · {t(`profile.subscription.billing.${payment.billing}`)}
          </Table.Cell>
          <Table.Cell textAlign="end">
            <Figure>{format.money(money(payment.amount))}</Figure>
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={PALETTE[payment.status]}>{t(`profile.payments.state.${payment.status}`)}</Badge>
            {payment.status === "failed" && payment.message && (
              <Text textStyle="xs" color="fg.muted">
                {payment.message}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell>
            {payment.card ? (
              <Figure>{payment.card}</Figure>
            ) : payment.billNumber ? (
              t("profile.payments.bill", { number: payment.billNumber })
            ) : null}
          </Table.Cell>
          <Table.Cell textAlign="end">
            {payment.refundRequest && (
              <Badge colorPalette="gray" data-testid="subscription-refund-state">
                {t(`profile.refund.state.${payment.refundRequest}`)}
              </Badge>
            )}
            {payment.refundable && (
              <Button size="xs" variant="ghost" onClick={() => setRefunding(payment)} data-testid="subscription-refund">
                {t("profile.refund.request")}
              </Button>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </TableCard>
  );
}

/** SPEC §9: a refund asked within 21 days of the payment, with a reason; staff decide it. */
function RefundDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const utils = trpc.useUtils();
  const [reason, setReason] = useState("");
  const request = trpc.subscriptionInvoices.requestRefund.useMutation({
    onSuccess: async () => {
      toaster.create({ type: "success", title: t("profile.refund.sent") });
      await utils.subscriptions.payments.invalidate();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t("profile.refund.title")}
      confirmLabel={t("profile.refund.send")}
      loading={request.isPending}
      disabled={!reason.trim()}
      onConfirm={() => request.mutate({ id: payment.subscriptionId, reason })}
      onClose={onClose}
      testId="refund-dialog"
    >
      <Stack gap="3">
        <Text>{t("profile.refund.lead", { package: payment.packageName, amount: format.money(money(payment.amount)) })}</Text>
        <Textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={t("profile.refund.reason")}
          maxLength={1000}
          data-testid="refund-reason"
        />
      </Stack>
    </ConfirmDialog>
  );
}
