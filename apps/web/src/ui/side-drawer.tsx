import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

interface Props {
  title: React.ReactNode;
  onClose: () => void;
  /** Names the drawer's content for tests. */
  testId: string;
  children: React.ReactNode;
}

/** A record's details or the list behind a figure, read at the end side of the screen (SCREENS "Drawers"). */
export function SideDrawer({ title, onClose, testId, children }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("action.close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
