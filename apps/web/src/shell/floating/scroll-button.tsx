import { IconButton } from "@chakra-ui/react";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

interface ScrollState {
  /** Content at least twice the window height (SPEC §2). */
  long: boolean;
  pastHalf: boolean;
}

function measure(): ScrollState {
  const { scrollHeight } = document.documentElement;
  return {
    long: scrollHeight >= 2 * window.innerHeight,
    pastHalf: window.scrollY + window.innerHeight / 2 > scrollHeight / 2,
  };
}

/** On long pages, jumps to the bottom from the top half and back to the top from the bottom half. */
export function ScrollButton() {
  const { t } = useTranslation();
  const [state, setState] = useState(measure);

  useEffect(() => {
    const update = () =>
      setState((previous) => {
        const next = measure();
        return next.long === previous.long && next.pastHalf === previous.pastHalf ? previous : next;
      });
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  if (!state.long) return null;
  const label = t(state.pastHalf ? "shell.scrollTop" : "shell.scrollBottom");
  return (
    <IconButton
      size="md"
      rounded="full"
      variant="surface"
      shadow="md"
      aria-label={label}
      title={label}
      data-testid="scroll-button"
      onClick={() => window.scrollTo({ top: state.pastHalf ? 0 : document.documentElement.scrollHeight, behavior: "smooth" })}
    >
      {state.pastHalf ? <ArrowUp /> : <ArrowDown />}
    </IconButton>
  );
}
