import { ActionBar, Checkbox, CloseButton, Portal } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { DOCK_HEIGHT } from "./floating-dock.tsx";

/** Rows picked for one action on them together (pay, renew), kept across pages by id. */
export function useRowSelection<Row extends { id: string }>(rows: readonly Row[], canSelect: (row: Row) => boolean) {
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const set = (picked: readonly Row[], on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      for (const row of picked) {
        if (on) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  const selectable = rows.filter(canSelect);
  return {
    has: (row: Row) => selected.has(row.id),
    rows: [...selected.values()],
    toggle: (row: Row, on: boolean) => set([row], on),
    /** What the action took, let go of; the rest stay picked. */
    release: (ids: string[]) => setSelected((previous) => new Map([...previous].filter(([id]) => !ids.includes(id)))),
    clear: () => setSelected(new Map()),
    canSelect,
    selectable,
    pageSelected: selectable.length > 0 && selectable.every((row) => selected.has(row.id)),
    togglePage: (on: boolean) => set(selectable, on),
  };
}

type RowSelection<Row extends { id: string }> = ReturnType<typeof useRowSelection<Row>>;

/** A row's own tick, named for a screen reader by what the row is. */
export function SelectRow<Row extends { id: string }>(props: { selection: RowSelection<Row>; row: Row; label: string; testId: string }) {
  const { selection, row } = props;
  if (!selection.canSelect(row)) return null;
  return (
    <Checkbox.Root
      size="sm"
      checked={selection.has(row)}
      onCheckedChange={(details) => selection.toggle(row, details.checked === true)}
      data-testid={props.testId}
    >
      <Checkbox.HiddenInput aria-label={props.label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** "Select this page": ticks every row of the page on screen that can be picked. */
export function SelectPage<Row extends { id: string }>(props: { selection: RowSelection<Row>; label: string; testId: string }) {
  const { selection } = props;
  if (selection.selectable.length === 0) return null;
  return (
    <Checkbox.Root
      size="sm"
      checked={selection.pageSelected}
      onCheckedChange={(details) => selection.togglePage(details.checked === true)}
      data-testid={props.testId}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The bar that rises while rows are picked: how many, the actions on them, and a close that lets them all go. */
export function SelectionBar<Row extends { id: string }>(props: {
  selection: RowSelection<Row>;
  count: ReactNode;
  clearLabel: string;
  testId: string;
  children: ReactNode;
}) {
  const { selection } = props;
  return (
    <ActionBar.Root
      open={selection.rows.length > 0}
      onOpenChange={(details) => !details.open && selection.clear()}
      closeOnInteractOutside={false}
    >
      <Portal>
        {/* On a phone it rises above the floating dock, as the toasts do. */}
        <ActionBar.Positioner bottom={{ mdDown: `calc(${DOCK_HEIGHT} + 0.5rem)` }}>
          <ActionBar.Content data-testid={props.testId}>
            <ActionBar.SelectionTrigger>{props.count}</ActionBar.SelectionTrigger>
            <ActionBar.Separator />
            {props.children}
            <ActionBar.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={props.clearLabel} />
            </ActionBar.CloseTrigger>
          </ActionBar.Content>
        </ActionBar.Positioner>
      </Portal>
    </ActionBar.Root>
  );
}
