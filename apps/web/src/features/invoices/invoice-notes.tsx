import { Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { documentNumber } from "@amlak/schemas";
import { FileMinus, FilePlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { CreditNoteDrawer } from "./credit-note-drawer.tsx";
import { ZatcaStatusBadge } from "./zatca-status.tsx";

interface Props {
  invoice: { id: string; number: number };
  /** Where a note opens (?note=<id>). */
  noteHref: (noteId: string) => string;
  openNote: (noteId: string) => void;
}

/** An invoice's credit and debit notes, oldest first, and the actions that issue one; the invoice itself never changes. */
export function InvoiceNotes({ invoice, noteHref, openNote }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const notes = trpc.creditNotes.ofInvoice.useQuery({ invoice_id: invoice.id });
  const [issuing, setIssuing] = useState<"credit" | "debit" | null>(null);
  const rows = notes.data ?? [];

  return (
    <Stack gap="2" data-testid="invoice-notes">
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => setIssuing("credit")} data-testid="issue-credit-note">
          <FileMinus />
          {t("creditNotes.issue.credit")}
        </Button>
        <Button size="xs" variant="outline" onClick={() => setIssuing("debit")} data-testid="issue-debit-note">
          <FilePlus />
          {t("creditNotes.issue.debit")}
        </Button>
      </HStack>
      {rows.length > 0 && (
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("creditNotes.column.number")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("creditNotes.column.date")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("creditNotes.reason")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("creditNotes.column.total")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((note) => (
              <Table.Row key={note.id} data-testid="invoice-note">
                <Table.Cell>
                  <Stack gap="0" align="start">
                    <Link href={noteHref(note.id)} data-testid="invoice-note-link">
                      <Text as="span" color="fg.info" textDecoration="underline">
                        <Figure>{documentNumber(`${note.noteType}_note`, note.number)}</Figure>
                      </Text>
                    </Link>
                    <Text textStyle="xs" color="fg.muted">
                      {t(`invoicesScreen.kind.${note.noteType}Note`)}
                    </Text>
                    {note.zatcaStatus && <ZatcaStatusBadge status={note.zatcaStatus} />}
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <Figure>{format.date(note.date)}</Figure>
                </Table.Cell>
                <Table.Cell>{t(`document.creditNote.reason.${note.reason}`)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Figure>{format.money(note.noteType === "credit" ? note.total.negated() : note.total)}</Figure>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {issuing && (
        <CreditNoteDrawer
          invoice={invoice}
          noteType={issuing}
          onClose={() => setIssuing(null)}
          onIssued={(noteId) => {
            setIssuing(null);
            openNote(noteId);
          }}
        />
      )}
    </Stack>
  );
}
