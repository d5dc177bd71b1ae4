import { Badge, Button, Menu, Text } from "@chakra-ui/react";
import { List, Megaphone, Plus, ToggleLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { DataTable, Figure, type Column } from "../../ui/data-table.tsx";
import { usePagedWholeList } from "../../ui/data-table/whole-list.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { RowMenu } from "../../ui/row-menu.tsx";
import { MarketerDrawer } from "./marketer-drawer.tsx";
import { MarketerStatusDialog } from "./marketer-status-dialog.tsx";
import { MarketerSubscriptionsDrawer } from "./marketer-subscriptions-drawer.tsx";

type Marketer = RouterOutputs["marketers"]["list"][number];
type Action = "status" | "subscriptions";

/** The top bar's search finds a marketer by name or promotion code, whatever its case. */
const matches = (marketer: Marketer, search: string) =>
  [marketer.name, marketer.promotion_code].some((text) => text.toLowerCase().includes(search.toLowerCase()));

/** /Marketers (SPEC §2, staff type system): marketers and their promotion codes, Add marketer, Change Status, and what each brought. */
export function MarketersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const search = useSearchText();
  const marketers = trpc.marketers.list.useQuery(undefined, {
    select: (rows) => (search ? rows.filter((marketer) => matches(marketer, search)) : rows),
  });
  const { query, state } = usePagedWholeList(marketers);
  const [adding, setAdding] = useState(false);
  const [acting, setActing] = useState<{ marketer: Marketer; action: Action } | null>(null);

  const addButton = (
    <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)} data-testid="marketer-add">
      <Plus /> {t("marketers.add")}
    </Button>
  );

  const columns: Column<Marketer, "created">[] = [
    { key: "name", header: t("marketers.name"), cell: (marketer) => <Text fontWeight="medium">{marketer.name}</Text> },
    { key: "code", header: t("marketers.code"), cell: (marketer) => <Figure>{marketer.promotion_code}</Figure> },
    {
      key: "percent",
      header: t("marketers.percent"),
      numeric: true,
      cell: (marketer) => <Figure>{`${marketer.promotion_percent.toString()}%`}</Figure>,
    },
    { key: "phone", header: t("marketers.phone"), cell: (marketer) => (marketer.phone ? <PhoneNumber phone={marketer.phone} /> : "—") },
    {
      key: "subscriptions",
      header: t("marketers.subscriptions"),
      numeric: true,
      cell: (marketer) => <Figure>{marketer.activated_subscription}</Figure>,
    },
    {
      key: "brought",
      header: t("marketers.brought"),
      numeric: true,
      cell: (marketer) => <Figure>{format.money(marketer.subscriptions_total)}</Figure>,
    },
    {
      key: "status",
      header: t("marketers.status"),
      cell: (marketer) => (
        <Badge colorPalette={marketer.active ? "green" : "gray"} data-testid="marketer-status">
          {t(marketer.active ? "marketers.active" : "marketers.inactive")}
        </Badge>
      ),
    },
    { key: "added", header: t("marketers.added"), cell: (marketer) => <Figure>{format.dayOf(marketer.created_at)}</Figure> },
    {
      key: "actions",
      header: "",
      cell: (marketer) => <MarketerMenu marketer={marketer} onAction={(action) => setActing({ marketer, action })} />,
    },
  ];

  return (
    <>
      <DataTable
        testId="marketers-table"
        columns={columns}
        query={query}
        state={state}
        rowKey={(marketer) => marketer.id}
        toolbar={addButton}
        empty={
          <EmptyState
            icon={<Megaphone />}
            title={t(search ? "marketers.noMatch" : "marketers.emptyTitle")}
            description={search ? undefined : t("marketers.emptyDescription")}
            action={search ? undefined : addButton}
          />
        }
      />
      {adding && <MarketerDrawer onClose={() => setAdding(false)} />}
      {acting?.action === "status" && <MarketerStatusDialog marketer={acting.marketer} onClose={() => setActing(null)} />}
      {acting?.action === "subscriptions" && <MarketerSubscriptionsDrawer marketer={acting.marketer} onClose={() => setActing(null)} />}
    </>
  );
}

function MarketerMenu({ marketer, onAction }: { marketer: Marketer; onAction: (action: Action) => void }) {
  const { t } = useTranslation();
  return (
    <RowMenu label={t("marketers.actions", { name: marketer.name })} testId="marketer-menu">
      <Menu.Item value="subscriptions" onSelect={() => onAction("subscriptions")} data-testid="marketer-show-subscriptions">
        <List size={16} /> {t("marketers.showSubscriptions")}
      </Menu.Item>
      <Menu.Item value="status" onSelect={() => onAction("status")} data-testid="marketer-change-status">
        <ToggleLeft size={16} /> {t("marketers.changeStatus")}
      </Menu.Item>
    </RowMenu>
  );
}
