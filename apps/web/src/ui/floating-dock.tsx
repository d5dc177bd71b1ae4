import { Flex } from "@chakra-ui/react";

/** The height of the phone's dock: the page ends above it. */
export const DOCK_HEIGHT = "4rem";

/**
 * Where the floating controls live (SCREENS "Small screens"). On a phone, an opaque bar along the bottom: the scroll
 * arrow at the left, the chat button at the right and the page's primary action (`FloatingAction`) centred on it, so
 * none lies over another or over the page. From 768 px, a column at the bottom right, as before.
 */
export function FloatingDock({ children }: { children: React.ReactNode }) {
  return (
    <Flex
      // Physical sides in both languages, like the toasts' corner.
      dir="ltr"
      position="fixed"
      zIndex="docked"
      bottom={{ base: "0", md: "6" }}
      right={{ base: "0", md: "6" }}
      left={{ base: "0", md: "auto" }}
      height={{ base: DOCK_HEIGHT, md: "auto" }}
      direction={{ base: "row", md: "column" }}
      align="center"
      justify="space-between"
      gap="3"
      px={{ base: "4", md: "0" }}
      bg={{ base: "bg", md: "transparent" }}
      borderTopWidth={{ base: "1px", md: "0" }}
      data-testid="floating-dock"
    >
      {children}
    </Flex>
  );
}
