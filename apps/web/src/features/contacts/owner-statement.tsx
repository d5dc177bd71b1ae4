import { Button, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { money, type Money } from "@amlak/money";
import { FileDown } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { todayInRiyadh, useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DateRangeFilter, useDateRangeState } from "../../ui/date-range-filter.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { LockedAction, usePackageAllows } from "../../ui/package-gate.tsx";
import { PdfDialog } from "../../ui/pdf-dialog.tsx";
import { StatementTable } from "../../ui/statement-table.tsx";
import { STATEMENT_DATE_LABELS } from "./tenant-statement.tsx";

const FIGURES = ["opening", "collected", "commission", "expenses", "fees", "net", "remitted", "closing", "fee_to_charge", "due"] as const;

/**
 * What the manager owes an owner for a period (issue #10): the opening balance, rent collected, commission and
 * expenses deducted, the net and the closing balance, with the payments behind them; as a PDF to send the owner.
 */
export function OwnerStatement({ lessorId }: { lessorId: string }) {
  const { t } = useTranslation();
  const today = todayInRiyadh();
  const range = useDateRangeState({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const { from, to, endBeforeStart } = range;
  const mayPrint = usePackageAllows("REPORTS", "EXPORT_PDF");
  const [showingPdf, setShowingPdf] = useState(false);
  const period = from && to && !endBeforeStart ? { lessor: lessorId, start_date: from, end_date: to } : undefined;
  const statement = trpc.ownerStatements.get.useQuery(period ?? { lessor: lessorId, start_date: today, end_date: today }, {
    enabled: Boolean(period),
  });

  return (
    <Stack gap="4" data-testid="owner-statement">
      <HStack gap="3" align="end" wrap="wrap">
        <DateRangeFilter range={range} labels={STATEMENT_DATE_LABELS} testId="owner-statement" />
        {mayPrint ? (
          <Button size="sm" variant="outline" onClick={() => setShowingPdf(true)} disabled={!period} data-testid="owner-statement-pdf">
            <FileDown /> {t("ownerStatement.pdf")}
          </Button>
        ) : (
          <LockedAction
            label={t("ownerStatement.pdf")}
            upgradeText={t("ownerStatement.upgrade")}
            askOwnerText={t("ownerStatement.askOwner")}
          />
        )}
      </HStack>
      {statement.isError ? (
        <LoadError
          title={t("ownerStatement.loadFailed")}
          error={statement.error}
          retrying={statement.isFetching}
          onRetry={() => void statement.refetch()}
          testId="owner-statement"
        />
      ) : !period ? null : !statement.data ? (
        <Skeleton height="40" rounded="xl" />
      ) : (
        <OwnerStatementView statement={statement.data} />
      )}
      {showingPdf && period && (
        <PdfDialog
          title={t("reports.ownerStatement.title")}
          path="/api/reports/owner-statement"
          query={{ ...period, result_type: "PDF" }}
          fileName="owner-statement.pdf"
          onClose={() => setShowingPdf(false)}
        />
      )}
    </Stack>
  );
}

type Statement = RouterOutputs["ownerStatements"]["get"];

/** The statement's figures and lines, as the contact page and the owner portal show them (a list on a phone). */
export function OwnerStatementView({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = (value: Money) => <Figure>{format.money(value)}</Figure>;
  const describe = (line: Statement["lines"][number]) => (
    <>
      {t(`ownerStatement.kind.${line.kind}`)}
      {line.category && line.kind !== "commission" && ` · ${line.category}`}
      {(line.real_estate ?? line.tenant) && (
        <Text as="span" color="fg.muted">
          {" "}
          · {[line.real_estate, line.tenant].filter(Boolean).join(" · ")}
        </Text>
      )}
    </>
  );
  const signed = (line: Statement["lines"][number]) => amount(line.kind === "collected" ? money(line.amount) : money(line.amount).neg());
  return (
    <>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {FIGURES.map((figure) => (
          <Stack key={figure} gap="1" borderWidth="1px" rounded="xl" p="3" bg="bg" data-testid={`owner-statement-${figure}`}>
            <Text textStyle="xs" color="fg.muted">
              {t(`ownerStatement.${figure}`)}
            </Text>
            <Text fontWeight="semibold">{amount(money(statement[figure]))}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      {statement.lines.length === 0 ? (
        <Text color="fg.muted">{t("ownerStatement.noLines")}</Text>
      ) : (
        <StatementTable
          headers={{
            date: t("ownerStatement.date"),
            description: t("ownerStatement.description"),
            amounts: [t("ownerStatement.amount")],
            balance: t("ownerStatement.balance"),
          }}
          lines={statement.lines.map((line) => ({
            key: `${line.kind}-${line.payment_id}`,
            date: <Figure>{format.date(line.date)}</Figure>,
            description: describe(line),
            amounts: [signed(line)],
            amount: signed(line),
            balance: amount(money(line.balance)),
          }))}
          testId="owner-statement"
        />
      )}
    </>
  );
}
