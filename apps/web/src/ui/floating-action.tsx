import { Box } from "@chakra-ui/react";

/**
 * A page's primary action (SCREENS "Small screens"): in its place from 768 px; narrower, it floats at the bottom centre
 * of the screen, round and raised, clear of the chat button (bottom right) and reachable with a thumb. The action
 * itself (a button, a menu's trigger, a locked action) is the child, unchanged.
 */
export function FloatingAction({ children }: { children: React.ReactNode }) {
  return (
    <Box
      position={{ mdDown: "fixed" }}
      bottom={{ mdDown: "6" }}
      // Physical left and a physical shift centre it in both directions.
      left={{ mdDown: "50%" }}
      transform={{ mdDown: "translateX(-50%)" }}
      zIndex={{ mdDown: "docked" }}
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
