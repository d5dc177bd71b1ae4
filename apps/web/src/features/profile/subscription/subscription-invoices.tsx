import { Badge, Button, Table } from "@chakra-ui/react";
import { money } from "@amlak/money";
import { subscriptionDocumentNumber } from "@amlak/schemas";
import { FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format.ts";
import { trpc } from "../../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../../lib/trpc/router-types.ts";
import { Figure } from "../../../ui/data-table.tsx";
import { PdfDialog } from "../../../ui/pdf-dialog.tsx";
import { TableCard } from "./table-card.tsx";

type SubscriptionDocument = RouterOutputs["subscriptionInvoices"]["list"][number];

/** The platform's tax invoices for the organization's packages, and the credit notes of refunds, each viewable as PDF. */
export function SubscriptionInvoices() {
  const { t } = useTranslation();
  const format = useFormat();
  const documents = trpc.subscriptionInvoices.list.useQuery();
  const [shown, setShown] = useState<SubscriptionDocument | null>(null);
  const numberOf = (document: SubscriptionDocument) => subscriptionDocumentNumber(document.kind, document.number);
  return (
    <TableCard
      testId="subscription-invoices"
      title={t("profile.invoices.title")}
      empty={t("profile.invoices.empty")}
      rowCount={documents.data?.length}
      columns={[
        { label: t("profile.invoices.number") },
        { label: t("profile.payments.date") },
        { label: t("profile.payments.package") },
        { label: t("profile.invoices.vat"), end: true },
        { label: t("profile.invoices.total"), end: true },
        { label: "" },
      ]}
      after={
        shown && (
          <PdfDialog
            title={numberOf(shown)}
            path={`/api/subscriptions/invoices/${shown.id}/pdf`}
            fileName={`${numberOf(shown)}.pdf`}
            onClose={() => setShown(null)}
          />
        )
      }
    >
      {documents.data?.map((document) => (
        <Table.Row key={document.id} data-testid="subscription-invoice" data-kind={document.kind}>
          <Table.Cell>
            <Figure>{numberOf(document)}</Figure>{" "}
            {document.kind === "credit_note" && <Badge colorPalette="gray">{t("profile.invoices.creditNote")}</Badge>}
          </Table.Cell>
          <Table.Cell>{format.date(document.issueDate)}</Table.Cell>
          <Table.Cell>{document.packageName}</Table.Cell>
          <Table.Cell textAlign="end">
            <Figure>{format.money(money(document.vatAmount))}</Figure>
          </Table.Cell>
          <Table.Cell textAlign="end">
            <Figure>{format.money(money(document.total))}</Figure>
          </Table.Cell>
          <Table.Cell textAlign="end">
            <Button size="xs" variant="outline" onClick={() => setShown(document)} data-testid="subscription-invoice-view">
              <FileText /> {t("profile.invoices.view")}
            </Button>
          </Table.Cell>
        </Table.Row>
      ))}
    </TableCard>
  );
}
