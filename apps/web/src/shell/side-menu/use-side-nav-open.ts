import { useCallback, useState } from "react";

const KEY = "sideNavOpen";

/** Whether the side menu is expanded, remembered across visits (SPEC §2). */
export function useSideNavOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(() => localStorage.getItem(KEY) !== "false");
  const toggle = useCallback(() => {
    setOpen((wasOpen) => {
      localStorage.setItem(KEY, String(!wasOpen));
      return !wasOpen;
    });
  }, []);
  return [open, toggle];
}
