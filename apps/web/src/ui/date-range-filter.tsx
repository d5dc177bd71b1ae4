import { HStack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateFilter } from "./date-filter.tsx";

/** A from / to pair of days; an end before the start is marked on its field and left out until it is fixed. */
export interface DateRange {
  from: string | undefined;
  to: string | undefined;
  endBeforeStart: boolean;
  setFrom: (day: string | undefined) => void;
  setTo: (day: string | undefined) => void;
}

export const endsBeforeStart = (from: string | undefined, to: string | undefined) => Boolean(from && to && to < from);

/** A date range kept in the component (a statement's period), starting at `initial`. */
export function useDateRangeState(initial: { from?: string; to?: string } = {}): DateRange {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  return { from, to, endBeforeStart: endsBeforeStart(from, to), setFrom, setTo };
}

export function DateRangeFilter({ range, labels, testId }: { range: DateRange; labels: { from: string; to: string }; testId: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" align="start">
      <DateFilter label={t(labels.from)} value={range.from} onChange={range.setFrom} width="10.5rem" testId={`${testId}-from`} />
      <DateFilter
        label={t(labels.to)}
        value={range.to}
        onChange={range.setTo}
        rangeError={range.endBeforeStart ? "date.endBeforeStart" : undefined}
        width="10.5rem"
        testId={`${testId}-to`}
      />
    </HStack>
  );
}
