import { Box } from "@chakra-ui/react";
import { DOCK_HEIGHT } from "./floating-dock.tsx";

/**
 * A page's primary action (SCREENS "Small screens"): in its place from 768 px; narrower, it floats at the bottom centre
 * of the screen on the floating dock, round and raised, clear of the chat button (bottom right) and reachable with a
 * thumb. The action itself (a button, a menu's trigger, a locked action) is the child, unchanged.
 */
export function FloatingAction({ children }: { children: React.ReactNode }) {
  return (
    <Box
      position={{ mdDown: "fixed" }}
      // Centred on the phone's dock, above its bar.
      bottom={{ mdDown: `calc((${DOCK_HEIGHT} - var(--chakra-sizes-12)) / 2)` }}
      // Physical left and a physical shift centre it in both directions.
      left={{ mdDown: "50%" }}
      transform={{ mdDown: "translateX(-50%)" }}
      zIndex={{ mdDown: "sticky" }}
      css={{
        "@media screen and (max-width: 47.99rem)": {
          "& > button, & > a": { height: "12", paddingInline: "6", borderRadius: "full", boxShadow: "lg", fontSize: "md" },
        },
      }}
      data-testid="floating-action"
    >
      {children}
    </Box>
  );
}
