import { Box, Tabs } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTab } from "../lib/url-state.ts";
import { useScrollCue } from "./scroll-row.tsx";

export interface UrlTab<Value extends string> {
  value: Value;
  label: string;
  icon: LucideIcon;
  content: ReactNode;
}

/**
 * A page's tabs, the chosen one in `?tab=` (so a link can open it); each mounts when first chosen. The row scrolls
 * on a phone rather than push the page wider.
 */
export function UrlTabs<Value extends string>({
  label,
  tabs,
  testId,
}: {
  label: string;
  tabs: readonly [UrlTab<Value>, ...UrlTab<Value>[]];
  testId: string;
}) {
  const values = tabs.map((tab) => tab.value) as [Value, ...Value[]];
  const [chosen, choose] = useTab(values);
  const scrollCue = useScrollCue<HTMLDivElement>();
  return (
    <Tabs.Root value={chosen} onValueChange={(details) => choose(details.value as Value)} lazyMount unmountOnExit>
      <Box {...scrollCue} mb="4">
        <Tabs.List aria-label={label}>
          {tabs.map(({ value, label: tabLabel, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} whiteSpace="nowrap" flexShrink={0} data-testid={`${testId}-tab-${value}`}>
              <Icon />
              {tabLabel}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Box>
      {tabs.map(({ value, content }) => (
        <Tabs.Content key={value} value={value} pt="0">
          {content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
