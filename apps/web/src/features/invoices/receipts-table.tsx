import { Stack, Text } from "@chakra-ui/react";
import { documentNumber, receiptList, type TReceiptSort } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { HandCoins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { DocumentsEmpty, type DocumentFilters } from "./documents-empty.tsx";

type Receipt = RouterOutputs["receipts"]["list"]["rows"][number];

/** The cash receipts: number, date, payer (and unit), amount, method, paid date; a row opens the receipt. */
export function ReceiptsTable({ filters, open }: { filters: DocumentFilters; open: (id: string) => string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListState(receiptList.sorting, filters);
  const query = trpc.receipts.list.useQuery(
    { ...filters, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );
  const columns: Column<Receipt, TReceiptSort>[] = [
    {
      key: "number",
      header: t("invoicesScreen.column.number"),
      sort: "number",
      cell: (receipt) => <Figure>{documentNumber("receipt", receipt.number)}</Figure>,
    },
    { key: "date", header: t("invoicesScreen.column.date"), sort: "date", cell: (receipt) => <Figure>{format.date(receipt.date)}</Figure> },
    {
      key: "party",
      header: t("invoicesScreen.column.payer"),
      sort: "party",
      cell: (receipt) => (
        <Stack gap="0">
          <Text>
            <bdi>{receipt.party}</bdi>
          </Text>
          {receipt.unit && (
            <Text textStyle="xs" color="fg.muted">
              {receipt.unit}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "amount",
      header: t("invoicesScreen.column.amount"),
      sort: "amount",
      numeric: true,
      cell: (receipt) => <Figure>{format.money(receipt.amount)}</Figure>,
    },
    {
      key: "method",
      header: t("invoicesScreen.column.method"),
      sort: "method",
      cell: (receipt) => t(`document.paymentMethod.${receipt.method}`),
    },
    {
      key: "paidDate",
      header: t("invoicesScreen.column.paidDate"),
      sort: "paidDate",
      cell: (receipt) => <Figure>{format.date(receipt.paidDate)}</Figure>,
    },
  ];
  return (
    <DataTable
      testId="receipts-table"
      columns={columns}
      query={query}
      state={list}
      rowKey={(receipt) => receipt.id}
      rowHref={(receipt) => open(receipt.id)}
      empty={<DocumentsEmpty kind="receipts" icon={<HandCoins />} filters={filters} />}
    />
  );
}
