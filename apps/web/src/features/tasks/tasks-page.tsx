import { Button, Flex, HStack, SegmentGroup, Stack, Text } from "@chakra-ui/react";
import { mayPerform, type MenuEntry } from "@amlak/domain";
import { TASK_TYPES, taskList, type TTaskSort } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { ClipboardList, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { todayInRiyadh, useFormat } from "../../lib/format.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { urlDay } from "../../lib/url-state.ts";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { LockedAction, usePackageAllows } from "../../ui/package-gate.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { TaskStateBadge, TaskTypeBadge } from "./task-badges.tsx";
import { TaskDrawer } from "./task-drawer.tsx";
import { TaskRowMenu, type TaskRights } from "./task-row-menu.tsx";
import type { TaskRow } from "./task-row.ts";
import { TaskWhen } from "./task-when.tsx";
import { TasksCalendar } from "./tasks-calendar.tsx";
import { TASK_CHIPS, TASK_VIEWS, useTaskFilters, type TaskFilters } from "./use-task-filters.ts";
import { CountChips } from "../../ui/count-chips.tsx";
import { FloatingAction } from "../../ui/floating-action.tsx";
import { FiltersDrawer } from "../../ui/filters-drawer.tsx";
import { ScrollRow } from "../../ui/scroll-row.tsx";

/** What the signed-in user may do with tasks: their role (tasks.write, payments.write) and their package's TASKS actions. */
function useTaskRights(): TaskRights & { packageAllows: boolean } {
  const user = useSignedInUser();
  const mayWrite = Boolean(user && mayPerform(user.type, "tasks.write"));
  const packageAllows = usePackageAllows("TASKS", "MANAGE_ENTITY");
  const packageDeletes = usePackageAllows("TASKS", "DELETE_ENTITY");
  return {
    packageAllows,
    manage: mayWrite && packageAllows,
    delete: mayWrite && packageDeletes,
    recordExpense: mayWrite && packageAllows && Boolean(user && mayPerform(user.type, "payments.write")),
  };
}

/**
 * Maintenance, purchases, reminders and other tasks (/tasks): chips for late, today, tomorrow, upcoming, completed
 * and all with their counts; filters by type, assignee and property; the top bar's search; a list (cards on phones)
 * or a month / week calendar. A task opens in its drawer, where it is added and edited.
 */
export function TasksPage(_props: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const filters = useTaskFilters();
  const { url, view } = filters;
  const rights = useTaskRights();
  const user = useSignedInUser();
  const mayWrite = Boolean(user && mayPerform(user.type, "tasks.write"));
  const assignees = trpc.tasks.assignees.useQuery();
  const estates = trpc.realEstates.find.useQuery({});
  const open = url.get("task");
  const openTask = (task: string, on?: string) => url.set({ task, on }, { reset: [] });
  const closeTask = () => url.set({ task: null, on: null }, { reset: [] });

  return (
    <Stack gap="4">
      {/* The read-only sub-user reads tasks in the list and the calendar; the drawer is for those who change them. */}
      {open && rights.manage && (
        <TaskDrawer key={open} id={open} day={url.get("on", urlDay) ?? todayInRiyadh()} mayDelete={rights.delete} onClose={closeTask} />
      )}
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <HStack gap="3" wrap="wrap">
          <ScrollRow>
            <SegmentGroup.Root
              size="sm"
              value={view}
              onValueChange={(details) =>
                details.value && url.set({ view: details.value === "list" ? null : details.value }, { replace: true })
              }
              aria-label={t("tasksScreen.view.label")}
              data-testid="tasks-view"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={TASK_VIEWS.map((value) => ({ value, label: t(`tasksScreen.view.${value}`) }))} />
            </SegmentGroup.Root>
          </ScrollRow>
          <FiltersDrawer
            active={[filters.filters.type, filters.filters.assignee_id, filters.filters.real_estate_id].filter(Boolean).length}
          >
            {(place) => (
              <>
                <FilterSelect
                  label={t("tasksScreen.type")}
                  allLabel={t("tasksScreen.filter.anyType")}
                  width={place === "toolbar" ? "auto" : undefined}
                  showLabel={place === "drawer"}
                  value={filters.filters.type}
                  onChange={(type) => url.set({ type }, { replace: true })}
                  options={TASK_TYPES.map((type) => ({ value: type, label: t(`tasksScreen.type.${type}`) }))}
                  testId="task-type-filter"
                />
                <FilterSelect
                  label={t("tasksScreen.field.assignee_id")}
                  allLabel={t("tasksScreen.filter.anyone")}
                  width={place === "toolbar" ? "auto" : undefined}
                  showLabel={place === "drawer"}
                  value={filters.filters.assignee_id}
                  onChange={(assignee) => url.set({ assignee }, { replace: true })}
                  options={(assignees.data ?? []).map((assignee) => ({ value: assignee.id, label: assignee.name }))}
                  testId="task-assignee-filter"
                />
                <FilterSelect
                  label={t("tasksScreen.field.real_estate_id")}
                  allLabel={t("tasksScreen.filter.anyProperty")}
                  width={place === "toolbar" ? "auto" : undefined}
                  showLabel={place === "drawer"}
                  value={filters.filters.real_estate_id}
                  onChange={(property) => url.set({ property }, { replace: true })}
                  options={(estates.data ?? []).map((estate) => ({ value: estate.id, label: estate.title }))}
                  testId="task-property-filter"
                />
              </>
            )}
          </FiltersDrawer>
        </HStack>
        {mayWrite && (
          <FloatingAction>
            {rights.manage ? (
              <Button size="sm" colorPalette="brand" onClick={() => openTask("new")} data-testid="task-add">
                <Plus /> {t("tasksScreen.add")}
              </Button>
            ) : (
              <LockedAction
                label={t("tasksScreen.add")}
                upgradeText={t("tasksScreen.locked")}
                askOwnerText={t("tasksScreen.lockedAskOwner")}
                data-testid="task-add-locked"
              />
            )}
          </FloatingAction>
        )}
      </Flex>
      {view === "calendar" ? (
        <TasksCalendar
          filters={filters}
          onOpen={rights.manage ? openTask : undefined}
          onAdd={rights.manage ? (day) => openTask("new", day) : undefined}
        />
      ) : (
        <TasksList
          filters={filters}
          rights={rights}
          onOpen={rights.manage ? openTask : undefined}
          onAdd={rights.manage ? () => openTask("new") : undefined}
        />
      )}
    </Stack>
  );
}

interface ListProps {
  filters: TaskFilters;
  rights: TaskRights;
  /** Opens a task in its drawer, where the user may change tasks. */
  onOpen: ((id: string) => void) | undefined;
  onAdd: (() => void) | undefined;
}

/** The tasks table (cards on phones) under its chips, sorted and paged by the server. */
function TasksList({ filters, rights, onOpen, onAdd }: ListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const input = { ...filters.filters, ...filters.chipFilter };
  const list = useListState(taskList.sorting, input);
  const query = trpc.tasks.list.useQuery(
    { ...input, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );
  const counts = query.data?.counts;

  const columns: Column<TaskRow, TTaskSort>[] = [
    {
      key: "title",
      header: t("tasksScreen.column.title"),
      sort: "title",
      cell: (task) => (
        <Stack gap="0">
          {onOpen ? (
            <Text
              as="button"
              textAlign="start"
              fontWeight="medium"
              color="fg"
              _hover={{ textDecoration: "underline" }}
              onClick={() => onOpen(task.id)}
              data-testid="task-open"
            >
              {task.title}
            </Text>
          ) : (
            <Text fontWeight="medium">{task.title}</Text>
          )}
          {task.description && (
            <Text textStyle="xs" color="fg.muted" lineClamp={1} maxW="64">
              {task.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "type", header: t("tasksScreen.column.type"), sort: "type", cell: (task) => <TaskTypeBadge type={task.type} /> },
    { key: "when", header: t("tasksScreen.column.dates"), sort: "start", cell: (task) => <TaskWhen task={task} /> },
    { key: "assignee", header: t("tasksScreen.column.assignee"), sort: "assignee", cell: (task) => task.assigneeName ?? "—" },
    {
      key: "realEstate",
      header: t("tasksScreen.column.realEstate"),
      sort: "realEstate",
      cell: (task) =>
        task.realEstateId && task.realEstateTitle ? (
          <RouterLink href={`/Properties/${task.realEstateId}`}>{task.realEstateTitle}</RouterLink>
        ) : (
          "—"
        ),
    },
    {
      key: "contact",
      header: t("tasksScreen.column.contact"),
      cell: (task) =>
        task.contactId && task.contactName ? <RouterLink href={`/contacts/${task.contactId}`}>{task.contactName}</RouterLink> : "—",
    },
    {
      key: "cost",
      header: t("tasksScreen.column.cost"),
      sort: "cost",
      numeric: true,
      cell: (task) => (task.cost ? <Figure>{format.money(task.cost)}</Figure> : "—"),
    },
    { key: "status", header: t("tasksScreen.column.status"), sort: "status", cell: (task) => <TaskStateBadge task={task} /> },
    {
      key: "actions",
      header: t("tasksScreen.column.actions"),
      cell: (task) => <TaskRowMenu task={task} rights={rights} onEdit={() => onOpen?.(task.id)} />,
    },
  ];

  return (
    <DataTable
      testId="tasks-table"
      columns={columns}
      query={query}
      state={list}
      rowKey={(task) => task.id}
      toolbar={
        <CountChips
          label={t("tasksScreen.chips.label")}
          chips={TASK_CHIPS.map((value) => ({ value, label: t(`tasksScreen.chip.${value}`), count: counts?.[value] }))}
          value={filters.chip === "all" ? undefined : filters.chip}
          onChange={(chip) => filters.url.set({ chip: chip ?? null }, { replace: true })}
          testId="task"
        />
      }
      empty={
        <EmptyState
          icon={<ClipboardList />}
          title={
            filters.filters.searchText
              ? t("list.noMatch", { searchText: filters.filters.searchText })
              : t(filters.narrowed ? "tasksScreen.empty.filteredTitle" : "tasksScreen.empty.title")
          }
          description={t(
            filters.filters.searchText
              ? "list.noMatchHint"
              : filters.narrowed
                ? "tasksScreen.empty.filteredDescription"
                : "tasksScreen.empty.description",
          )}
          action={
            onAdd && !filters.narrowed ? (
              <Button colorPalette="brand" onClick={onAdd}>
                <Plus /> {t("tasksScreen.add")}
              </Button>
            ) : undefined
          }
        />
      }
    />
  );
}
