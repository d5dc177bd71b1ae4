import { Badge, Box, Button, CloseButton, Drawer, Portal, Stack } from "@chakra-ui/react";
import { SlidersHorizontal } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Where a list's filters stand: in its toolbar, or stacked in the phone's drawer. */
type FiltersPlace = "toolbar" | "drawer";

/**
 * A list's filters besides its chips (SCREENS "Small screens": filters move into a drawer): in the toolbar from 768 px;
 * narrower, a Filters button that counts the active ones opens them in a drawer from the bottom, so the first row of the
 * list shows on the first screen.
 */
export function FiltersDrawer({ active, children }: { active: number; children: (place: FiltersPlace) => ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box display={{ base: "none", md: "contents" }}>{children("toolbar")}</Box>
      <Button size="sm" variant="outline" alignSelf="start" hideFrom="md" onClick={() => setOpen(true)} data-testid="filters-open">
        <SlidersHorizontal /> {t("list.filters")}
        {active > 0 && (
          <Badge size="sm" colorPalette="brand" data-testid="filters-active">
            {active}
          </Badge>
        )}
      </Button>
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom" lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content roundedTop="xl" data-testid="filters-drawer">
              <Drawer.Header>
                <Drawer.Title>{t("list.filters")}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body pb="6">
                <Stack gap="3">{children("drawer")}</Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
