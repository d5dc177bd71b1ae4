import { Box } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";

type Edges = { left: boolean; right: boolean };

const FADE = "2rem";

/** Which physical edges hide content; in right-to-left Chromium's scrollLeft runs from 0 at the right to negative. */
function clippedEdges(element: HTMLElement): Edges {
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= 1) return { left: false, right: false };
  const scrolled = Math.abs(element.scrollLeft);
  const rtl = getComputedStyle(element).direction === "rtl";
  const hiddenBefore = scrolled > 1;
  const hiddenAfter = scrolled < hidden - 1;
  return rtl ? { left: hiddenAfter, right: hiddenBefore } : { left: hiddenBefore, right: hiddenAfter };
}

/**
 * A row that scrolls sideways on a phone (chips, segments, tabs) fades out at each edge where more hides, so no chip
 * looks cut off by mistake. Spread the result on the scrolling element.
 */
export function useScrollCue<Row extends HTMLElement>() {
  // A state, not a ref object: the row may mount after the component (a record page's tabs, once the record loads).
  const [row, ref] = useState<Row | null>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });

  useEffect(() => {
    if (!row) return;
    const update = () =>
      setEdges((previous) => {
        const next = clippedEdges(row);
        return next.left === previous.left && next.right === previous.right ? previous : next;
      });
    // The row's content grows when its counts arrive, and the row shrinks with the window.
    const observer = new ResizeObserver(update);
    observer.observe(row);
    for (const child of row.children) observer.observe(child);
    row.addEventListener("scroll", update, { passive: true });
    return () => {
      observer.disconnect();
      row.removeEventListener("scroll", update);
    };
  }, [row]);

  const fade = edges.left || edges.right;
  const mask = `linear-gradient(to right, ${edges.left ? `transparent, black ${FADE}` : "black"}, ${edges.right ? `black calc(100% - ${FADE}), transparent` : "black"})`;
  return {
    ref,
    overflowX: "auto",
    maxW: "full",
    maskImage: fade ? mask : undefined,
    "data-fades-left": edges.left || undefined,
    "data-fades-right": edges.right || undefined,
  } as const;
}

/** A row of chips or segments that scrolls sideways on a phone, with the fade of `useScrollCue`. */
export function ScrollRow({ children }: { children: ReactNode }) {
  return (
    <Box {...useScrollCue<HTMLDivElement>()} p="0.5">
      {children}
    </Box>
  );
}
