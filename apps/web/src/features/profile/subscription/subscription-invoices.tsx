import { Badge, Button, Card, Table, Text } from "@chakra-ui/react";
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

type SubscriptionDocument = RouterOutputs["subscriptionInvoices"]["list"][number];

/** The platform's tax invoices for the organization's packages, and the credit notes of refunds, each viewable as PDF. */
export function SubscriptionInvoices() {
  const { t } = useTranslation();
  const format = useFormat();
  const documents = trpc.subscriptionInvoices.list.useQuery();
  const [shown, setShown] = useState<SubscriptionDocument | null>(null);
  const numberOf = (document: SubscriptionDocument) => subscriptionDocumentNumber(document.kind, document.number);
  return (
    <Card.Root data-testid="subscription-invoices">
      <Card.Header>
        <Card.Title>{t("profile.invoices.title")}</Card.Title>
      </Card.Header>
      <Card.Body>
        {documents.data?.length === 0 ? (
          <Text color="fg.muted">{t("profile.invoices.empty")}</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t("profile.invoices.number")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("profile.payments.date")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("profile.payments.package")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t("profile.invoices.vat")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t("profile.invoices.total")}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
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
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
      {shown && (
        <PdfDialog
          title={numberOf(shown)}
          path={`/api/subscriptions/invoices/${shown.id}/pdf`}
          fileName={`${numberOf(shown)}.pdf`}
          onClose={() => setShown(null)}
        />
      )}
    </Card.Root>
  );
}
