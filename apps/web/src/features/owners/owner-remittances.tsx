import { Badge, Button, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { addDays, addMonthsClamped } from "@amlak/domain";
import { money, toFixed2, type Money } from "@amlak/money";
import { documentNumber, ZRemittancePaymentSchema } from "@amlak/schemas";
import { Banknote } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { z } from "zod";
import type { CalendarDateSchema } from "../../lib/calendar-date.ts";
import { todayInRiyadh, useFormat } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Figure } from "../../ui/data-table.tsx";
import { DateRangeFilter, useDateRangeState } from "../../ui/date-range-filter.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { MoneyMovementFields } from "../../ui/money-movement-fields.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { toaster } from "../../ui/toaster.tsx";
import { ManagementAgreementCard } from "./management-agreement.tsx";

type Proposal = RouterOutputs["owners"]["proposal"];
type Remittance = RouterOutputs["owners"]["remittances"][number];

const PERIOD_LABELS = { from: "owners.proposal.from", to: "owners.proposal.to" };
const invoiceHref = (invoiceId: string) => `/invoices?invoice=${invoiceId}`;

/** Last calendar month: the period a manager usually settles with an owner. */
function lastMonth(): { from: string; to: string } {
  const from = addMonthsClamped(`${todayInRiyadh().slice(0, 7)}-01`, -1);
  return { from, to: addDays(addMonthsClamped(from, 1), -1) };
}

function useRefreshRemittances() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([utils.owners.proposal.invalidate(), utils.owners.remittances.invalidate(), utils.ownerStatements.get.invalidate()]);
}

/**
 * The lessor's Remittances tab (issue #23): their management agreement, what is due to them for a period (rent
 * collected less commission, expenses, the fee and its VAT, and what was paid earlier), Pay the owner, and the
 * remittances paid so far with their fee invoices and Undo.
 */
export function OwnerRemittances({ lessorId, lessorName, mayWrite }: { lessorId: string; lessorName: string; mayWrite: boolean }) {
  const { t } = useTranslation();
  const range = useDateRangeState(lastMonth());
  const { from, to, endBeforeStart } = range;
  const period = from && to && !endBeforeStart ? { lessor_id: lessorId, from, to } : undefined;
  const proposal = trpc.owners.proposal.useQuery(period ?? { lessor_id: lessorId, from: "2000-01-01", to: "2000-01-01" }, {
    enabled: Boolean(period),
  });
  const [paying, setPaying] = useState(false);

  return (
    <Stack gap="5" data-testid="owner-remittances">
      <ManagementAgreementCard lessorId={lessorId} mayWrite={mayWrite} />
      <Stack gap="3">
        <Text fontWeight="semibold">{t("owners.proposal.title")}</Text>
        <HStack gap="3" align="end" wrap="wrap">
          <DateRangeFilter range={range} labels={PERIOD_LABELS} testId="remittance-period" />
          {mayWrite && (
            <Button
              size="sm"
              colorPalette="brand"
              disabled={!proposal.data || !proposal.data.due.gt(0)}
              onClick={() => setPaying(true)}
              data-testid="remittance-pay"
            >
              <Banknote /> {t("owners.remit")}
            </Button>
          )}
        </HStack>
        {proposal.isError ? (
          <LoadError
            title={t("owners.proposal.loadFailed")}
            error={proposal.error}
            retrying={proposal.isFetching}
            onRetry={() => void proposal.refetch()}
            testId="remittance-proposal"
          />
        ) : !period ? null : !proposal.data ? (
          <Skeleton height="20" rounded="xl" />
        ) : (
          <ProposalFigures proposal={proposal.data} />
        )}
      </Stack>
      <RemittanceList lessorId={lessorId} mayWrite={mayWrite} />
      {paying && proposal.data && <RemitDrawer lessorName={lessorName} proposal={proposal.data} onClose={() => setPaying(false)} />}
    </Stack>
  );
}

function ProposalFigures({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures: [string, Money, boolean][] = [
    ["collected", proposal.collected, false],
    ["commission", proposal.commission, true],
    ["expenses", proposal.expenses, true],
    ["fee", proposal.fee, true],
    ["feeVat", proposal.fee_vat, true],
    ["earlier", proposal.earlier_remitted.plus(proposal.earlier_fees), true],
    ["due", proposal.due, false],
  ];
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="3">
        {figures.map(([name, amount, deducted]) => (
          <Stack
            key={name}
            gap="1"
            borderWidth="1px"
            rounded="xl"
            p="3"
            bg={name === "due" ? "bg.subtle" : "bg"}
            data-testid={`remittance-${name}`}
          >
            <Text textStyle="xs" color="fg.muted">
              {t(`owners.proposal.${name}`)}
            </Text>
            <Text fontWeight="semibold">
              <Figure>{format.money(deducted && amount.gt(0) ? amount.neg() : amount)}</Figure>
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {!proposal.due.gt(0) && (
        <Text textStyle="sm" color="fg.muted" data-testid="remittance-nothing-due">
          {t("owners.nothingDue")}
        </Text>
      )}
    </Stack>
  );
}

const remitSchema = (date: CalendarDateSchema) => ZRemittancePaymentSchema.safeExtend({ paid_date: date });
type RemitInput = z.input<ReturnType<typeof remitSchema>>;
type RemitOutput = z.output<ReturnType<typeof remitSchema>>;
const MONEY_FIELDS = { amount: "amount", date: "paid_date", method: "method", reference: "reference" } as const;

/** Pays the owner what is due for the period (or part of it): date, method and the bank transfer's reference. */
function RemitDrawer({ lessorName, proposal, onClose }: { lessorName: string; proposal: Proposal; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const calendar = useUserCalendar();
  const [, navigate] = useLocation();
  const refresh = useRefreshRemittances();
  const schema = useMemo(() => remitSchema(calendar.schema), [calendar.schema]);
  const form = useForm<RemitInput, unknown, RemitOutput>({
    resolver: formResolver(schema),
    defaultValues: { amount: toFixed2(proposal.due), paid_date: calendar.text(todayInRiyadh()), method: "bankTransfer", reference: "" },
  });
  const remit = trpc.owners.remit.useMutation({
    onSuccess: async (paid, sent) => {
      toaster.create({
        type: "success",
        title: t("owners.remit.done", { amount: format.money(money(sent.amount)) }),
        ...(paid.invoice_id
          ? { action: { label: t("owners.remit.openInvoice"), onClick: () => navigate(invoiceHref(paid.invoice_id!)) } }
          : {}),
      });
      await refresh();
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const submit = (values: RemitOutput) =>
    remit.mutate({
      lessor_id: proposal.lessor_id,
      from: proposal.from,
      to: proposal.to,
      paid_date: values.paid_date,
      amount: toFixed2(values.amount),
      method: values.method,
      reference: values.reference ?? "",
    });

  return (
    <RecordDrawer
      title={t("owners.remit.title", { lessor: lessorName })}
      onSubmit={form.handleSubmit(submit)}
      saving={remit.isPending}
      onClose={onClose}
      testId="remittance"
    >
      <Text textStyle="sm" color="fg.muted">
        {t("owners.remit.period", { from: format.date(proposal.from), to: format.date(proposal.to) })}
      </Text>
      <MoneyMovementFields
        form={form}
        names={MONEY_FIELDS}
        labels={{
          amount: t("owners.remit.amount"),
          date: t("owners.remit.paidDate"),
          method: t("owners.remit.method"),
          reference: t("owners.remit.reference"),
        }}
        testId="remittance"
      />
      {proposal.fee.gt(0) && (
        <Text textStyle="sm" data-testid="remittance-fee-note">
          {t("owners.remit.feeNote", { fee: format.money(proposal.fee), vat: format.money(proposal.fee_vat) })}
        </Text>
      )}
    </RecordDrawer>
  );
}

/** The remittances paid to the owner, newest first, each with its fee invoice and, while it stands, Undo. */
function RemittanceList({ lessorId, mayWrite }: { lessorId: string; mayWrite: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = trpc.owners.remittances.useQuery({ lessor_id: lessorId });
  const refresh = useRefreshRemittances();
  const [undoing, setUndoing] = useState<Remittance | null>(null);
  const reverse = trpc.owners.reverse.useMutation({
    onSuccess: async () => {
      await refresh();
      setUndoing(null);
    },
    onError: () => setUndoing(null),
  });

  return (
    <Stack gap="3" data-testid="remittances">
      <Text fontWeight="semibold">{t("owners.list.title")}</Text>
      {list.data?.length === 0 && (
        <Text textStyle="sm" color="fg.muted">
          {t("owners.list.empty")}
        </Text>
      )}
      {list.data && list.data.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{t("owners.list.period")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("owners.list.paidDate")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("owners.list.amount")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("owners.list.fee")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("owners.list.reference")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("owners.list.invoice")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("owners.list.status")}</Table.ColumnHeader>
                {mayWrite && <Table.ColumnHeader />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.map((row) => (
                <Table.Row key={row.id} data-testid="remittance" data-status={row.status}>
                  <Table.Cell>
                    <Figure>
                      {format.date(row.from)} – {format.date(row.to)}
                    </Figure>
                  </Table.Cell>
                  <Table.Cell>
                    <Figure>{format.date(row.paid_date)}</Figure>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Figure>{format.money(row.amount)}</Figure>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Figure>{format.money(row.fee.plus(row.fee_vat))}</Figure>
                  </Table.Cell>
                  <Table.Cell>
                    {t(`document.paymentMethod.${row.method}`)}
                    {row.reference && (
                      <Text as="span" color="fg.muted">
                        {" · "}
                        <bdi>{row.reference}</bdi>
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {row.invoice_id && row.invoice_number !== null ? (
                      <RouterLink href={invoiceHref(row.invoice_id)} colorPalette="brand" data-testid="remittance-invoice">
                        <bdi>{documentNumber("invoice", row.invoice_number)}</bdi>
                      </RouterLink>
                    ) : (
                      "—"
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={row.status === "paid" ? "green" : "gray"} variant="subtle">
                      {t(`owners.status.${row.status}`)}
                    </Badge>
                  </Table.Cell>
                  {mayWrite && (
                    <Table.Cell>
                      {row.status === "paid" && (
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setUndoing(row)} data-testid="remittance-undo">
                          {t("owners.reverse")}
                        </Button>
                      )}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {undoing && (
        <ConfirmDialog
          title={t("owners.reverse.title")}
          confirmLabel={t("owners.reverse")}
          destructive
          loading={reverse.isPending}
          onConfirm={() => reverse.mutate({ id: undoing.id })}
          onClose={() => setUndoing(null)}
          testId="remittance-undo-dialog"
        >
          <Text>{t("owners.reverse.question", { amount: format.money(undoing.amount) })}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
