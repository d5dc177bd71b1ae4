import { Checkbox, HStack, Stack, Text } from "@chakra-ui/react";
import { documentNumber } from "@amlak/schemas";
import { FileText, Receipt } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { DataTable, Figure, type Column } from "../../ui/data-table.tsx";
import { usePagedWholeList } from "../../ui/data-table/whole-list.ts";
import { PaymentStatusBadge } from "../payments/payment-status-badge.tsx";
import type { PayOnline } from "./pay-online.ts";
import { usePaymentTypeName } from "./payment-type-name.ts";
import { PortalDownloadButton } from "./portal-download.tsx";

export type PortalPayment = RouterOutputs["portal"]["payments"][number];

interface Props {
  orgId: string;
  payments: {
    data: PortalPayment[] | undefined;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** The unit each contract leases, to name a payment's unit. */
  unitOf: (contractId: string) => string | undefined;
  /** Where the organization takes rent online: each due instalment can be chosen to pay. */
  payOnline?: PayOnline;
}

/**
 * The tenant's payment schedule by due date (SCREENS "Payments": Pending amber, Overdue red, Paid green), each paid one
 * with its cash receipt, tax invoice and the credit and debit notes on it as PDF; where the organization takes rent online, due ones can be chosen to pay.
 */
export function PaymentSchedule({ orgId, payments, unitOf, payOnline }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const typeName = usePaymentTypeName();
  const { state, query } = usePagedWholeList(payments);
  const columns: Column<PortalPayment, "created">[] = [
    {
      key: "due",
      header: t("paymentsScreen.column.dueDate"),
      cell: (payment) => (
        <HStack gap="2">
          {payOnline && payment.status === "pending" && (
            <Checkbox.Root
              size="sm"
              checked={payOnline.chosen.has(payment.id)}
              onCheckedChange={(details) => payOnline.choose(payment, details.checked === true)}
              data-testid="portal-pay-choose"
            >
              <Checkbox.HiddenInput aria-label={t("portalScreen.pay.chooseOne", { dueDate: format.date(payment.due_date) })} />
              <Checkbox.Control />
            </Checkbox.Root>
          )}
          <Figure>{format.date(payment.due_date)}</Figure>
        </HStack>
      ),
    },
    {
      key: "type",
      header: t("paymentsScreen.column.type"),
      cell: (payment) => (
        <Stack gap="0">
          <Text>{typeName(payment.payment_type)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {unitOf(payment.contract_id)}
          </Text>
        </Stack>
      ),
    },
    {
      key: "amount",
      header: t("paymentsScreen.column.amount"),
      numeric: true,
      cell: (payment) => <Figure>{format.money(payment.amount)}</Figure>,
    },
    { key: "vat", header: t("paymentsScreen.column.vat"), numeric: true, cell: (payment) => <Figure>{format.money(payment.vat)}</Figure> },
    { key: "status", header: t("paymentsScreen.column.status"), cell: (payment) => <PaymentStatusBadge payment={payment} /> },
    {
      key: "paid",
      header: t("paymentsScreen.column.paid"),
      cell: (payment) => (payment.paid_date ? <Figure>{format.date(payment.paid_date)}</Figure> : "—"),
    },
    {
      key: "documents",
      header: t("paymentsScreen.column.documents"),
      cell: (payment) => (
        <HStack gap="2" wrap="wrap">
          {payment.receipt_id && (
            <PortalDownloadButton
              path={`/api/portal/payments/${payment.id}/receipt`}
              query={{ org_id: orgId }}
              data-testid="portal-receipt"
            >
              <Receipt /> {t("booksScreen.link.receipt")}
            </PortalDownloadButton>
          )}
          {payment.invoice_id && (
            <PortalDownloadButton
              path={`/api/portal/payments/${payment.id}/invoice`}
              query={{ org_id: orgId }}
              data-testid="portal-invoice"
            >
              <FileText /> {t("booksScreen.link.invoice")}
            </PortalDownloadButton>
          )}
          {payment.notes.map((note) => (
            <PortalDownloadButton
              key={note.id}
              path={`/api/portal/invoice-notes/${note.id}`}
              query={{ org_id: orgId }}
              variant="ghost"
              data-testid="portal-invoice-note"
            >
              <FileText /> {t(`invoicesScreen.kind.${note.note_type}Note`)}{" "}
              <bdi>{documentNumber(`${note.note_type}_note`, note.number)}</bdi>
            </PortalDownloadButton>
          ))}
        </HStack>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      query={query}
      state={state}
      rowKey={(payment) => payment.id}
      empty={<Text color="fg.muted">{t("portalScreen.noPayments")}</Text>}
      testId="portal-schedule"
    />
  );
}
