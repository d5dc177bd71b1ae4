import { Badge, Stack, Text } from "@chakra-ui/react";
import { documentNumber, invoiceList, type TInvoiceSort } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { ReceiptText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { DocumentsEmpty, type DocumentFilters } from "./documents-empty.tsx";
import { ZatcaStatusBadge } from "./zatca-status.tsx";

type Invoice = RouterOutputs["invoices"]["list"]["rows"][number];

/**
 * The tax invoices: number (where ZATCA stands, and the credit and debit notes issued on it), date, buyer, totals
 * without and with VAT; a row opens the invoice.
 */
export function InvoicesTable({ filters, open }: { filters: DocumentFilters; open: (id: string) => string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListState(invoiceList.sorting, filters);
  const query = trpc.invoices.list.useQuery(
    { ...filters, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );
  const money = (value: Invoice["total"]) => <Figure>{format.money(value)}</Figure>;
  const columns: Column<Invoice, TInvoiceSort>[] = [
    {
      key: "number",
      header: t("invoicesScreen.column.number"),
      sort: "number",
      cell: (invoice) => (
        <Stack gap="0">
          <Figure>{documentNumber("invoice", invoice.number)}</Figure>
          {invoice.kind === "simplified" ? (
            <Text textStyle="xs" color="fg.muted">
              {t("invoicesScreen.kind.simplified")}
            </Text>
          ) : (
            <Badge size="sm" colorPalette="blue" alignSelf="start" data-testid="invoice-row-standard">
              {t("invoicesScreen.kind.standard")}
            </Badge>
          )}
          {invoice.zatcaStatus && <ZatcaStatusBadge status={invoice.zatcaStatus} />}
          {invoice.notes.map((note) => (
            <Text key={note.id} textStyle="xs" color="fg.muted" data-testid="invoice-row-note">
              {t(`invoicesScreen.kind.${note.noteType}Note`)} <Figure>{documentNumber(`${note.noteType}_note`, note.number)}</Figure>
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: "date", header: t("invoicesScreen.column.date"), sort: "date", cell: (invoice) => <Figure>{format.date(invoice.date)}</Figure> },
    {
      key: "party",
      header: t("invoicesScreen.column.buyer"),
      sort: "party",
      cell: (invoice) => (
        <Stack gap="0">
          <bdi>{invoice.party}</bdi>
          {invoice.partyVatNo && (
            <Text textStyle="xs" color="fg.muted">
              {t("invoicesScreen.buyerVatNo")} <Figure>{invoice.partyVatNo}</Figure>
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "totalWithoutVat",
      header: t("invoicesScreen.column.totalWithoutVat"),
      sort: "totalWithoutVat",
      numeric: true,
      cell: (invoice) => money(invoice.totalWithoutVat),
    },
    { key: "vat", header: t("invoicesScreen.column.vat"), sort: "vat", numeric: true, cell: (invoice) => money(invoice.vat) },
    { key: "total", header: t("invoicesScreen.column.total"), sort: "total", numeric: true, cell: (invoice) => money(invoice.total) },
  ];
  return (
    <DataTable
      testId="invoices-table"
      columns={columns}
      query={query}
      state={list}
      rowKey={(invoice) => invoice.id}
      rowHref={(invoice) => open(invoice.id)}
      empty={<DocumentsEmpty kind="invoices" icon={<ReceiptText />} filters={filters} />}
    />
  );
}
