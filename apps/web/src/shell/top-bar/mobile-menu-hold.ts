import { useSyncExternalStore } from "react";

// The product tour points at menu items; on a phone they are inside the menu drawer, which the tour holds open.
let held = false;
const listeners = new Set<() => void>();

export function holdMobileMenu(hold: boolean): void {
  held = hold;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useMobileMenuHeld = () => useSyncExternalStore(subscribe, () => held);
