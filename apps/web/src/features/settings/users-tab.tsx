import { Badge, Button, HStack, Menu, Skeleton, Stack, Text } from "@chakra-ui/react";
import { grantedLimit, hasAction } from "@amlak/domain";
import { Plus, ToggleLeft, Trash2, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { DataTable, Figure, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { LockedAction } from "../../ui/package-gate.tsx";
import { usePagedWholeList } from "../../ui/data-table/whole-list.ts";
import { AddUserDialog } from "./add-user-dialog.tsx";
import { UpgradeCard } from "./upgrade-card.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { RowMenu } from "../../ui/row-menu.tsx";

type SubUser = RouterOutputs["users"]["list"][number];
type Action = "status" | "delete";

/** The package's word on users: whether it has them, and how many may be active (SPEC §6 CREATE_LIMIT). */
function useUserAllowance() {
  const authorization = trpc.session.authorization.useQuery();
  const permissions = authorization.data?.permissions ?? [];
  return {
    loaded: authorization.data !== undefined,
    allowed: hasAction(permissions, "SUB_USERS", "MANAGE_ENTITY"),
    limit: grantedLimit(permissions, "SUB_USERS", "CREATE_LIMIT") ?? 0,
  };
}

/** Users (SPEC §2, §4): the organization's sub-users, added in two steps, their status changed or deleted after confirmation. */
export function UsersTab() {
  const { t } = useTranslation();
  const allowance = useUserAllowance();
  if (!allowance.loaded) return <Skeleton height="40" rounded="xl" />;
  if (!allowance.allowed)
    return <UpgradeCard title={t("settings.users.lockedTitle")} upgradeText={t("settings.users.upgradeText")} testId="users-locked" />;
  return <TeamTable limit={allowance.limit} />;
}

function TeamTable({ limit }: { limit: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const users = trpc.users.list.useQuery();
  const { query, state } = usePagedWholeList(users);
  const [adding, setAdding] = useState(false);
  const [acting, setActing] = useState<{ user: SubUser; action: Action } | null>(null);
  const active = users.data?.filter((user) => user.active).length ?? 0;
  const full = active >= limit;

  const addButton = full ? (
    <LockedAction
      label={t("settings.users.add")}
      upgradeText={t("settings.users.limitReached")}
      askOwnerText={t("settings.users.askOwnerText")}
      data-testid="sub-user-add-locked"
    />
  ) : (
    <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)} data-testid="sub-user-add">
      <Plus /> {t("settings.users.add")}
    </Button>
  );

  const columns: Column<SubUser, "created">[] = [
    { key: "name", header: t("settings.users.name"), cell: (user) => <Text fontWeight="medium">{user.name}</Text> },
    { key: "role", header: t("settings.users.role"), cell: (user) => <Badge variant="subtle">{t(`settings.role.${user.type}`)}</Badge> },
    { key: "phone", header: t("settings.users.phone"), cell: (user) => <PhoneNumber phone={user.phone} /> },
    { key: "email", header: t("settings.users.email"), cell: (user) => (user.email ? <Figure>{user.email}</Figure> : "—") },
    {
      key: "status",
      header: t("settings.users.status"),
      cell: (user) => (
        <Badge colorPalette={user.active ? "green" : "gray"} data-testid="sub-user-status">
          {t(user.active ? "settings.users.active" : "settings.users.inactive")}
        </Badge>
      ),
    },
    { key: "added", header: t("settings.users.added"), cell: (user) => <Figure>{format.dayOf(user.created_at)}</Figure> },
    { key: "actions", header: "", cell: (user) => <UserMenu user={user} onAction={(action) => setActing({ user, action })} /> },
  ];

  return (
    <>
      <DataTable
        testId="users-table"
        columns={columns}
        query={query}
        state={state}
        rowKey={(user) => user.id}
        toolbar={
          <HStack gap="3" wrap="wrap">
            {addButton}
            <Text textStyle="sm" color="fg.muted" data-testid="users-usage">
              {t("settings.users.usage", { active, limit })}
            </Text>
          </HStack>
        }
        empty={
          <EmptyState
            icon={<Users />}
            title={t("settings.users.emptyTitle")}
            description={t("settings.users.emptyDescription")}
            action={
              full ? undefined : (
                <Button colorPalette="brand" onClick={() => setAdding(true)}>
                  <UserPlus /> {t("settings.users.add")}
                </Button>
              )
            }
          />
        }
      />
      {adding && <AddUserDialog onClose={() => setAdding(false)} />}
      {acting && <UserActionDialog {...acting} onClose={() => setActing(null)} />}
    </>
  );
}

function UserMenu({ user, onAction }: { user: SubUser; onAction: (action: Action) => void }) {
  const { t } = useTranslation();
  return (
    <RowMenu label={t("settings.users.actions", { name: user.name })} testId="sub-user-menu" minW="44">
      <Menu.Item value="status" onSelect={() => onAction("status")} data-testid="sub-user-change-status">
        <ToggleLeft size={16} /> {t("settings.users.changeStatus")}
      </Menu.Item>
      <Menu.Item value="delete" color="fg.error" onSelect={() => onAction("delete")} data-testid="sub-user-delete">
        <Trash2 size={16} /> {t("settings.users.delete")}
      </Menu.Item>
    </RowMenu>
  );
}

/** Change Status or Delete, behind a confirmation naming the user and what happens to their access. */
function UserActionDialog({ user, action, onClose }: { user: SubUser; action: Action; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const done = () => {
    void utils.users.list.invalidate();
    onClose();
  };
  const setActive = trpc.users.setActive.useMutation({ onSuccess: done });
  const remove = trpc.users.delete.useMutation({ onSuccess: done });
  const name = { name: user.name };
  const step =
    action === "delete"
      ? { title: t("settings.users.deleteTitle", name), body: t("settings.users.deleteBody", name), label: t("settings.users.delete") }
      : user.active
        ? {
            title: t("settings.users.deactivateTitle", name),
            body: t("settings.users.deactivateBody", name),
            label: t("settings.users.changeStatus"),
          }
        : {
            title: t("settings.users.activateTitle", name),
            body: t("settings.users.activateBody", name),
            label: t("settings.users.changeStatus"),
          };
  return (
    <ConfirmDialog
      title={step.title}
      confirmLabel={step.label}
      destructive={action === "delete" || user.active}
      loading={setActive.isPending || remove.isPending}
      onConfirm={() => (action === "delete" ? remove.mutate({ id: user.id }) : setActive.mutate({ id: user.id, active: !user.active }))}
      onClose={onClose}
      testId="user-action-dialog"
    >
      <Stack gap="2">
        <Text>{step.body}</Text>
      </Stack>
    </ConfirmDialog>
  );
}
