import { chakra } from "@chakra-ui/react";

/** A name a real lease fills in (the owner's, the agent's), marked so a reader sees it is not part of the wording. */
export function LeasePlaceholder({ children }: { children?: React.ReactNode }) {
  return (
    <chakra.mark bg="yellow.subtle" color="fg" px="1" rounded="sm" fontWeight="semibold" data-testid="lease-placeholder">
      {children}
    </chakra.mark>
  );
}
