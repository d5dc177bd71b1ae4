import { Button, Flex, HStack, SegmentGroup, Stack, Text } from "@chakra-ui/react";
import { canVisit, mayPerform, type MenuEntry } from "@amlak/domain";
import type { Money } from "@amlak/money";
import { documentNumber, paymentList, type TPaymentSort } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { CircleCheck, PhoneCall, Plus, Wallet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { SelectionBar, SelectPage, SelectRow, useRowSelection } from "../../ui/row-selection.tsx";
import { MarkPaidDialog } from "./mark-paid-dialog.tsx";
import { PaymentCreateDrawer } from "./payment-create-drawer.tsx";
import { PaymentFilterFields } from "./payment-filters.tsx";
import { PaymentRowMenu } from "./payment-row-menu.tsx";
import { PaymentStatusBadge } from "./payment-status-badge.tsx";
import { PAYMENT_VIEWS, usePaymentFilters } from "./use-payment-filters.ts";
import { type PaymentRow, useCategoryNames } from "./payment-row.ts";
import { netTotal } from "./payment-rules.ts";
import { SignedAmount } from "./signed-amount.tsx";
import { FloatingAction } from "../../ui/floating-action.tsx";
import { FiltersDrawer } from "../../ui/filters-drawer.tsx";
import { ScrollRow } from "../../ui/scroll-row.tsx";

/**
 * Rent, commissions, income and expenses across the portfolio (SCREENS "Payments"): chips for what is due soon,
 * this month, overdue, pending and paid; filters by lessor, unit, type, income or expense and due dates; the top bar's
 * search; the server sorts, pages and adds up the whole filtered list. Each row's ⋯ menu acts on one payment, and
 * pending rows can be selected and marked paid together.
 */
export function PaymentsPage(_props: { entry: MenuEntry }) {
  return <PaymentsList />;
}

/** The payments of one property (a compound's units' too), contract, tenant or lessor, as their pages list them. */
export interface PaymentsOfFilter {
  real_estate_id?: string;
  contract_id?: string;
  tenant_id?: string;
  lessor_id?: string;
}

/** The payments table with its chips, totals and actions; a record page fixes whose payments it lists. */
export function PaymentsList({ fixed }: { fixed?: PaymentsOfFilter }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { nameOf } = useCategoryNames();
  const user = useSignedInUser();
  const mayWrite = Boolean(user && mayPerform(user.type, "payments.write"));
  const maySeeContracts = Boolean(user && canVisit(user.type, "/contracts/id"));
  const searchText = useSearchText();
  const filters = usePaymentFilters();
  const input = { searchText, ...filters.input, ...fixed };
  const list = useListState(paymentList.sorting, input);
  const query = trpc.payments.list.useQuery(
    { ...input, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );
  const [paying, setPaying] = useState(false);
  const [adding, setAdding] = useState(false);
  // Pending rows can be paid together; "select page" takes those of the page on screen.
  const selection = useRowSelection(query.data?.rows ?? [], (payment) => mayWrite && payment.status === "pending");

  const columns: Column<PaymentRow, TPaymentSort>[] = [
    {
      key: "dueDate",
      header: t("paymentsScreen.column.dueDate"),
      sort: "dueDate",
      cell: (payment) => (
        <HStack gap="2">
          <SelectRow
            selection={selection}
            row={payment}
            label={t("paymentsScreen.select.one", { dueDate: format.date(payment.dueDate), unit: payment.unit ?? "" })}
            testId="payment-select"
          />
          <Figure>{format.date(payment.dueDate)}</Figure>
        </HStack>
      ),
    },
    {
      key: "unit",
      header: t("paymentsScreen.column.unit"),
      sort: "unit",
      cell: (payment) => (
        <Stack gap="0">
          {payment.unit && payment.realEstateId ? (
            <RouterLink href={`/Properties/${payment.realEstateId}`} fontWeight="medium">
              {payment.unit}
            </RouterLink>
          ) : (
            "—"
          )}
          {/* A task's expense links back to its task (tasks.recordExpense). */}
          {payment.taskId ? (
            <RouterLink href={`/tasks?task=${payment.taskId}`} textStyle="xs" lineClamp={1} maxW="48" data-testid="payment-task">
              {t("tasksScreen.paymentTask", { title: payment.taskTitle })}
            </RouterLink>
          ) : (
            payment.comment && (
              <Text textStyle="xs" color="fg.muted" lineClamp={1} maxW="48">
                {payment.comment}
              </Text>
            )
          )}
        </Stack>
      ),
    },
    {
      key: "party",
      header: t("paymentsScreen.column.party"),
      sort: "party",
      cell: (payment) => (
        <Stack gap="0">
          <Text as="span">{payment.partyName ?? "—"}</Text>
          <Text as="span" textStyle="xs" color="fg.muted">
            {t(`paymentsScreen.party.${payment.party}`)}
            {maySeeContracts && payment.contractId && (
              <>
                {" · "}
                <RouterLink href={`/contracts/${payment.contractId}`}>{t("paymentsScreen.contract")}</RouterLink>
              </>
            )}
          </Text>
        </Stack>
      ),
    },
    {
      key: "type",
      header: t("paymentsScreen.column.type"),
      sort: "type",
      cell: (payment) => (
        <Stack gap="0">
          <Text as="span">{nameOf(payment.type)}</Text>
          <Text as="span" textStyle="xs" color="fg.muted">
            {t(`paymentsScreen.direction.${payment.direction}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: "amount",
      header: t("paymentsScreen.column.amount"),
      sort: "amount",
      numeric: true,
      cell: (payment) => <SignedAmount amount={payment.price} out={payment.direction === "expense"} />,
    },
    {
      key: "vat",
      header: t("paymentsScreen.column.vat"),
      numeric: true,
      cell: (payment) => (payment.vat.isZero() ? "—" : <SignedAmount amount={payment.vat} out={payment.direction === "expense"} />),
    },
    {
      key: "status",
      header: t("paymentsScreen.column.status"),
      sort: "status",
      cell: (payment) => (
        <Stack gap="1" align="start">
          <PaymentStatusBadge payment={payment} />
          {payment.status === "pending" && payment.contacted && (
            <HStack gap="1" textStyle="xs" color="fg.muted" title={payment.contactNotes ?? undefined} data-testid="payment-contacted">
              <PhoneCall size={12} aria-hidden /> {t("paymentsScreen.contacted.done")}
            </HStack>
          )}
        </Stack>
      ),
    },
    {
      key: "paid",
      header: t("paymentsScreen.column.paid"),
      sort: "paidDate",
      cell: (payment) =>
        payment.paidDate ? (
          <Stack gap="0">
            <Figure>{format.date(payment.paidDate)}</Figure>
            {payment.method && (
              <Text as="span" textStyle="xs" color="fg.muted">
                {t(`document.paymentMethod.${payment.method}`)}
              </Text>
            )}
          </Stack>
        ) : (
          "—"
        ),
    },
    {
      key: "documents",
      header: t("paymentsScreen.column.documents"),
      cell: (payment) =>
        payment.invoiceNumber === null && payment.receiptNumber === null ? (
          "—"
        ) : (
          <Stack gap="0" textStyle="xs" data-testid="payment-documents">
            {payment.invoiceNumber !== null && <Figure>{documentNumber("invoice", payment.invoiceNumber)}</Figure>}
            {payment.notes.map((note) => (
              // A note opens in the document viewer on the invoices page, with its PDF.
              <RouterLink key={note.id} href={`/invoices?note=${note.id}`} colorPalette="brand" data-testid="payment-note">
                <Figure>
                  {documentNumber(`${note.noteType}_note`, note.number)}{" "}
                  {format.money(note.noteType === "credit" ? note.total.neg() : note.total)}
                </Figure>
              </RouterLink>
            ))}
            {payment.receiptNumber !== null && <Figure>{documentNumber("receipt", payment.receiptNumber)}</Figure>}
          </Stack>
        ),
    },
    { key: "actions", header: t("paymentsScreen.column.actions"), cell: (payment) => <PaymentRowMenu payment={payment} /> },
  ];

  const filtered = Boolean(searchText) || filters.active > 0 || filters.chosen.view !== "all";
  // An empty list's own message offers Add: the toolbar does not repeat it.
  const emptyOffersAdd = mayWrite && !filtered && query.data?.total === 0;

  return (
    <Stack gap="4">
      <DataTable
        testId="payments-table"
        columns={columns}
        query={query}
        state={list}
        rowKey={(payment) => payment.id}
        toolbar={
          <Stack gap="3">
            <Flex gap="3" align="center" wrap="wrap">
              <ScrollRow>
                <SegmentGroup.Root
                  value={filters.chosen.view}
                  onValueChange={(details) => details.value && filters.set("view", details.value)}
                  size="sm"
                  data-testid="payment-view"
                  aria-label={t("paymentsScreen.view.label")}
                >
                  <SegmentGroup.Indicator />
                  <SegmentGroup.Items items={PAYMENT_VIEWS.map((view) => ({ value: view, label: t(`paymentsScreen.view.${view}`) }))} />
                </SegmentGroup.Root>
              </ScrollRow>
              {mayWrite && !emptyOffersAdd && (
                <FloatingAction>
                  <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)} data-testid="payment-add">
                    <Plus /> {t("paymentsScreen.create.open")}
                  </Button>
                </FloatingAction>
              )}
            </Flex>
            {!fixed && (
              <FiltersDrawer active={filters.active}>
                {(place) => <PaymentFilterFields filters={filters} columns={place === "toolbar" ? { base: 3, xl: 7 } : { base: 2 }} />}
              </FiltersDrawer>
            )}
            <SelectPage selection={selection} label={t("paymentsScreen.select.page")} testId="payment-select-page" />
          </Stack>
        }
        empty={
          <EmptyState
            icon={<Wallet />}
            title={
              searchText
                ? t("list.noMatch", { searchText })
                : t(filtered ? "paymentsScreen.empty.filteredTitle" : "paymentsScreen.empty.title")
            }
            description={t(
              searchText ? "list.noMatchHint" : filtered ? "paymentsScreen.empty.filteredDescription" : "paymentsScreen.empty.description",
            )}
            action={
              emptyOffersAdd ? (
                <Button colorPalette="brand" onClick={() => setAdding(true)} data-testid="payment-add">
                  <Plus /> {t("paymentsScreen.create.open")}
                </Button>
              ) : undefined
            }
          />
        }
      />
      {query.data && query.data.total > 0 && <Totals totals={query.data.totals} count={query.data.total} />}
      <SelectionBar
        selection={selection}
        count={
          <>
            {t("paymentsScreen.select.count", { count: selection.rows.length })} · <SignedAmount amount={netTotal(selection.rows)} />
          </>
        }
        clearLabel={t("paymentsScreen.select.clear")}
        testId="payments-action-bar"
      >
        <Button size="sm" colorPalette="brand" onClick={() => setPaying(true)} data-testid="payments-pay-selected">
          <CircleCheck /> {t("paymentsScreen.action.pay")}
        </Button>
      </SelectionBar>
      {paying && <MarkPaidDialog payments={selection.rows} onClose={() => setPaying(false)} onPaid={selection.release} />}
      {adding && <PaymentCreateDrawer onClose={() => setAdding(false)} />}
    </Stack>
  );
}

/** What the whole filtered list adds up to, income and expense apart, under the table. */
function Totals({ totals, count }: { totals: { income: Amounts; expense: Amounts }; count: number }) {
  const { t } = useTranslation();
  const line = (direction: "income" | "expense", amounts: Amounts) => (
    <HStack justify="space-between" gap="4" wrap="wrap" data-testid={`payments-total-${direction}`}>
      <Text fontWeight="medium">{t(`paymentsScreen.totals.${direction}`)}</Text>
      <HStack gap="4" wrap="wrap" justify="end">
        {!amounts.vat.isZero() && (
          <Text as="span" textStyle="sm" color="fg.muted">
            {t("paymentsScreen.totals.vat")} <SignedAmount amount={amounts.vat} out={direction === "expense"} />
          </Text>
        )}
        <Text as="span" fontWeight="semibold">
          <SignedAmount amount={amounts.total} out={direction === "expense"} />
        </Text>
      </HStack>
    </HStack>
  );
  const expenses = !totals.expense.total.isZero();
  return (
    <Stack gap="2" borderWidth="1px" rounded="xl" bg="bg" px="4" py="3" data-testid="payments-totals">
      <Text textStyle="xs" color="fg.muted">
        {t("paymentsScreen.totals.title", { count })}
      </Text>
      {(!totals.income.total.isZero() || !expenses) && line("income", totals.income)}
      {expenses && line("expense", totals.expense)}
    </Stack>
  );
}

interface Amounts {
  price: Money;
  vat: Money;
  total: Money;
}
