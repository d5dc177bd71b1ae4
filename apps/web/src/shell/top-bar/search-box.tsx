import { Input, InputGroup } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "wouter";

const DEBOUNCE_MS = 750;

/** Writes what the user types into the page's `searchText` query parameter once typing pauses (SPEC §2). */
export function SearchBox({ placeholder }: { placeholder: string }) {
  const [params, setParams] = useSearchParams();
  const current = params.get("searchText") ?? "";
  const [text, setText] = useState(current);

  useEffect(() => {
    if (text.trim() === current) return;
    const timer = window.setTimeout(() => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text.trim()) next.set("searchText", text.trim());
          else next.delete("searchText");
          return next;
        },
        { replace: true },
      );
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, current, setParams]);

  return (
    <InputGroup startElement={<Search size={16} />} maxW="md" flex="1">
      <Input
        type="search"
        value={text}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid="search-input"
        bg="bg.subtle"
        onChange={(event) => setText(event.target.value)}
      />
    </InputGroup>
  );
}
