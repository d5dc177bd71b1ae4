import { Badge, Button, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface CountChip<Value extends string> {
  value: Value;
  label: string;
  count: number | undefined;
  icon?: ReactNode;
}

/**
 * Filter chips with counts (SCREENS "Rented 4 · Vacant 5"): one pressed at a time; "all" (the first chip) clears the
 * filter. A count still loading shows as a dot.
 */
export function CountChips<Value extends string>({
  label,
  chips,
  value,
  onChange,
  testId,
}: {
  label: string;
  chips: readonly CountChip<Value | "all">[];
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  testId: string;
}) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={label} data-testid={`${testId}-chips`}>
      {chips.map((chip) => {
        const active = (value ?? "all") === chip.value;
        return (
          <Button
            key={chip.value}
            size="xs"
            rounded="full"
            variant={active ? "solid" : "outline"}
            colorPalette={active ? "brand" : "gray"}
            aria-pressed={active}
            onClick={() => onChange(chip.value === "all" ? undefined : (chip.value as Value))}
            data-testid={`${testId}-chip-${chip.value}`}
          >
            {chip.icon}
            {chip.label}
            <Badge
              size="xs"
              variant={active ? "solid" : "subtle"}
              colorPalette={active ? "brand" : "gray"}
              minW="5"
              justifyContent="center"
            >
              <bdi>{chip.count ?? "·"}</bdi>
            </Badge>
          </Button>
        );
      })}
    </HStack>
  );
}
