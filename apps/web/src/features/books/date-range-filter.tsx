import { HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { urlDay, useUrlParam } from "../../lib/url-state.ts";
import { DateFilter } from "../../ui/date-filter.tsx";

/**
 * The from / to dates of a list, kept in ?from= and ?to=. An end before the start is marked on its field and left out
 * of the query until it is fixed (the server would refuse the range).
 */
export function useDateRange() {
  const [from, setFrom] = useUrlParam("from", urlDay);
  const [to, setTo] = useUrlParam("to", urlDay);
  const endBeforeStart = Boolean(from && to && to < from);
  return { from, to, endBeforeStart, query: { date_from: from, date_to: endBeforeStart ? undefined : to }, setFrom, setTo };
}

export function DateRangeFilter({ range, testId }: { range: ReturnType<typeof useDateRange>; testId: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" align="start">
      <DateFilter
        label={t("booksScreen.filter.dateFrom")}
        value={range.from}
        onChange={range.setFrom}
        width="10.5rem"
        testId={`${testId}-from`}
      />
      <DateFilter
        label={t("booksScreen.filter.dateTo")}
        value={range.to}
        onChange={range.setTo}
        rangeError={range.endBeforeStart ? "date.endBeforeStart" : undefined}
        width="10.5rem"
        testId={`${testId}-to`}
      />
    </HStack>
  );
}
