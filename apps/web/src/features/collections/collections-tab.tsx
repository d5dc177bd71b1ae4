import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { collectionList, documentNumber, type TCollectionSort } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { HandCoins } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { ApplyAdvanceDialog } from "./apply-advance-dialog.tsx";
import { ChequesSection } from "./cheques-section.tsx";
import { receiptHref } from "./collection-plan.ts";
import { useRefreshCollections } from "./use-refresh-collections.ts";

type Voucher = RouterOutputs["collections"]["list"]["rows"][number];

/** A tenant's collection vouchers (the tenant page's Collections tab), with the advance held for them and Undo. */
export function CollectionsTab({ tenantId, mayWrite }: { tenantId: string; mayWrite: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const filters = { tenant_id: tenantId };
  const list = useListState(collectionList.sorting, filters);
  const query = trpc.collections.list.useQuery(
    { ...filters, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );
  const open = trpc.collections.open.useQuery({ tenant_id: tenantId });
  const [undoing, setUndoing] = useState<Voucher | null>(null);
  const [applying, setApplying] = useState(false);
  const refresh = useRefreshCollections();
  const undo = trpc.collections.undo.useMutation({
    onSuccess: async () => {
      await refresh();
      setUndoing(null);
    },
    onError: () => setUndoing(null),
  });

  const columns: Column<Voucher, TCollectionSort>[] = [
    { key: "date", header: t("collections.list.date"), sort: "paid_date", cell: (row) => <Figure>{format.date(row.paid_date)}</Figure> },
    {
      key: "amount",
      header: t("collections.list.amount"),
      sort: "amount",
      numeric: true,
      cell: (row) => <Figure>{format.money(row.amount)}</Figure>,
    },
    { key: "method", header: t("collections.list.method"), cell: (row) => t(`document.paymentMethod.${row.method}`) },
    { key: "reference", header: t("collections.list.reference"), cell: (row) => (row.reference ? <bdi>{row.reference}</bdi> : "—") },
    { key: "paid", header: t("collections.list.paid"), numeric: true, cell: (row) => <Figure>{row.paid_count}</Figure> },
    {
      key: "receipt",
      header: t("collections.list.receipt"),
      cell: (row) =>
        row.receipt_id && row.receipt_number !== null ? (
          <RouterLink href={receiptHref(row.receipt_id)} colorPalette="brand" data-testid="collection-receipt">
            <bdi>{documentNumber("receipt", row.receipt_number)}</bdi>
          </RouterLink>
        ) : (
          "—"
        ),
    },
    {
      key: "advance",
      header: t("collections.list.advance"),
      sort: "advance",
      numeric: true,
      cell: (row) => <Figure>{format.money(row.advance)}</Figure>,
    },
    {
      key: "status",
      header: t("collections.list.status"),
      cell: (row) => (
        <Badge
          colorPalette={row.status === "received" ? "green" : "gray"}
          variant="subtle"
          data-testid="collection-status"
          data-status={row.status}
        >
          {t(`collections.status.${row.status}`)}
        </Badge>
      ),
    },
    ...(mayWrite
      ? [
          {
            key: "undo",
            header: "",
            cell: (row: Voucher) =>
              row.status === "received" && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setUndoing(row)}
                  data-testid={`collection-undo-${row.id}`}
                >
                  {t("collections.undo")}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="4" data-testid="collections-tab">
      {open.data && open.data.advance_held.gt(0) && (
        <HStack gap="3" wrap="wrap" justify="space-between" borderWidth="1px" rounded="md" px="4" py="3" bg="bg.subtle">
          <Text data-testid="collections-advance-held">{t("collections.heldNow", { amount: format.money(open.data.advance_held) })}</Text>
          {mayWrite && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setApplying(true)} data-testid="collection-apply">
              {t("collections.apply")}
            </Button>
          )}
        </HStack>
      )}
      {applying && <ApplyAdvanceDialog tenantId={tenantId} onDone={refresh} onClose={() => setApplying(false)} />}
      <DataTable
        columns={columns}
        query={query}
        state={list}
        rowKey={(row) => row.id}
        empty={<EmptyState icon={<HandCoins />} title={t("collections.list.empty")} />}
        testId="collections"
      />
      <ChequesSection tenantId={tenantId} mayWrite={mayWrite} />
      {undoing && (
        <ConfirmDialog
          title={t("collections.undo.title")}
          confirmLabel={t("collections.undo")}
          destructive
          loading={undo.isPending}
          onConfirm={() => undo.mutate({ id: undoing.id })}
          onClose={() => setUndoing(null)}
          testId="collection-undo-dialog"
        >
          <Text>{t("collections.undo.question", { count: undoing.paid_count, advance: format.money(undoing.advance) })}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
