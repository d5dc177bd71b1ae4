import { Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { FileSpreadsheet, FileText } from "lucide-react";
import { Fragment, useState } from "react";
import { addsToBalance, DEPOSIT_SETTLED } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DateRangeFilter, useDateRangeState } from "../../ui/date-range-filter.tsx";
import { downloadFile, toastFileError } from "../../lib/download.ts";
import { LoadError } from "../../ui/load-error.tsx";
import { PdfDialog } from "../../ui/pdf-dialog.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { StatementTable } from "../../ui/statement-table.tsx";
import { SignedAmount } from "../payments/signed-amount.tsx";

/** A statement's period labels, shared by the tenant's and the owner's statements. */
export const STATEMENT_DATE_LABELS = { from: "contactPage.statement.from", to: "contactPage.statement.to" };

/**
 * A tenant's statement for a period (SCREENS "Contacts"): opening balance, each charge as it fell due and each payment
 * on the day it was paid with the running balance, totals and what is owed at the end; as a PDF or a spreadsheet.
 */
export function TenantStatement({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const period = useDateRangeState();
  const [showingPdf, setShowingPdf] = useState(false);
  const [saving, setSaving] = useState(false);
  // An end before the start is marked on its field and left out until it is fixed.
  const asked = { from: period.from, to: period.endBeforeStart ? undefined : period.to };
  const statement = trpc.contacts.statement.useQuery({ id: tenantId, ...asked });
  const saveExcel = () => {
    setSaving(true);
    void downloadFile(`/api/contacts/${tenantId}/statement.xlsx`, asked)
      .catch(toastFileError)
      .finally(() => setSaving(false));
  };

  return (
    <Stack gap="4" data-testid="tenant-statement">
      <HStack gap="3" align="end" wrap="wrap" className="no-print">
        <DateRangeFilter range={period} labels={STATEMENT_DATE_LABELS} testId="statement" />
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setShowingPdf(true)} data-testid="statement-pdf">
            <FileText /> {t("contactPage.statement.pdf")}
          </Button>
          <Button size="sm" variant="outline" loading={saving} onClick={saveExcel} data-testid="statement-xlsx">
            <FileSpreadsheet /> {t("contactPage.statement.excel")}
          </Button>
        </HStack>
      </HStack>
      {showingPdf && (
        <PdfDialog
          title={t("contactPage.statement.title")}
          path={`/api/contacts/${tenantId}/statement.pdf`}
          query={asked}
          fileName="tenant-statement.pdf"
          onClose={() => setShowingPdf(false)}
        />
      )}
      {statement.isError ? (
        <LoadError
          title={t("contactPage.statement.loadFailed")}
          error={statement.error}
          retrying={statement.isFetching}
          onRetry={() => void statement.refetch()}
          testId="statement"
        />
      ) : !statement.data ? (
        <Skeleton height="40" rounded="xl" />
      ) : (
        <TenantStatementTable statement={statement.data} noteHref={(noteId) => `/invoices?note=${noteId}`} />
      )}
    </Stack>
  );
}

type Statement = RouterOutputs["contacts"]["statement"];
type Line = Statement["lines"][number];

/**
 * The statement's lines and totals, as the contact page and the tenant portal show them: a table, and a list of lines
 * on a phone. With `noteHref` (a member's page) a credit or debit note's line opens the note.
 */
export function TenantStatementTable({ statement, noteHref }: { statement: Statement; noteHref?: (noteId: string) => string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: Parameters<typeof format.money>[0]) => <Figure>{format.money(amount)}</Figure>;
  const describe = (line: Line) => {
    const detail = line.kind === "charge" || line.kind === "payment" ? line.realEstate : line.reference;
    const what = t(`contactPage.statement.${line.kind}Of`, { type: line.typeName });
    return (
      <>
        {line.noteId && noteHref ? (
          <RouterLink href={noteHref(line.noteId)} colorPalette="brand" data-testid="statement-note">
            {what}
          </RouterLink>
        ) : (
          what
        )}
        {detail && (
          <Text as="span" color="fg.muted">
            {" "}
            · <bdi>{detail}</bdi>
          </Text>
        )}
      </>
    );
  };
  return (
    <Stack gap="3">
      <StatementTable
        headers={{
          date: t("contactPage.statement.date"),
          description: t("contactPage.statement.description"),
          amounts: [t("contactPage.statement.charge"), t("contactPage.statement.paid")],
          balance: t("contactPage.statement.balance"),
        }}
        opening={{ label: t("contactPage.statement.opening"), balance: money(statement.opening) }}
        closing={{
          label: t("contactPage.statement.closing"),
          totals: [money(statement.charges), money(statement.paid)],
          balance: money(statement.closing),
        }}
        lines={statement.lines.map((line) => ({
          key: `${line.kind}-${line.paymentId ?? line.collectionId ?? line.noteId}`,
          date: <Figure>{format.date(line.date)}</Figure>,
          description: describe(line),
          amounts: [addsToBalance(line.kind) ? money(line.charge) : "", addsToBalance(line.kind) ? "" : money(line.paid)],
          amount: addsToBalance(line.kind) ? money(line.charge) : <SignedAmount amount={line.paid} out />,
          balance: money(line.balance),
        }))}
        testId="statement"
      />
      {!statement.deposit.asked.isZero() && (
        <Text textStyle="sm" color="fg.muted" data-testid="statement-deposit">
          {t("contactPage.statement.depositAsked")}: {money(statement.deposit.asked)} · {t("contactPage.statement.depositHeld")}:{" "}
          {money(statement.deposit.received)}
          {DEPOSIT_SETTLED.filter(([figure]) => !statement.deposit[figure].isZero()).map(([figure, name]) => (
            <Fragment key={figure}>
              {" "}
              · {t(`settlement.figure.${name}`)}: {money(statement.deposit[figure])}
            </Fragment>
          ))}
        </Text>
      )}
    </Stack>
  );
}
