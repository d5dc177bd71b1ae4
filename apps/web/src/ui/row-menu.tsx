import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { EllipsisVertical } from "lucide-react";
import type { ReactNode } from "react";

interface Props {
  /** Names the menu for a screen reader with the row it acts on ("Actions for Rent guide"). */
  label: string;
  /** The ⋮ button's test id; `<testId>-content` is the open menu's. */
  testId: string;
  minW?: string;
  /** The menu's items (Menu.Item, Menu.Separator, Menu.ItemGroup). */
  children: ReactNode;
}

/** The ⋮ menu at the end of a table row: what may be done with that row. */
export function RowMenu({ label, testId, minW = "48", children }: Props) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} data-testid={testId}>
          <EllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          {/* React bubbles a click in the portal up to the row, which would open the row as well. */}
          <Menu.Content minW={minW} onClick={(event) => event.stopPropagation()} data-testid={`${testId}-content`}>
            {children}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
