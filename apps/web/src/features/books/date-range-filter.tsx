import { urlDay, useUrlParam } from "../../lib/url-state.ts";
import { endsBeforeStart, type DateRange } from "../../ui/date-range-filter.tsx";

/** The books' and invoices' date labels. */
export const LIST_DATE_LABELS = { from: "booksScreen.filter.dateFrom", to: "booksScreen.filter.dateTo" };

/**
 * The from / to dates of a list, kept in ?from= and ?to=. An end before the start is marked on its field and left out
 * of the query until it is fixed (the server would refuse the range).
 */
export function useDateRange(): DateRange & { query: { date_from: string | undefined; date_to: string | undefined } } {
  const [from, setFrom] = useUrlParam("from", urlDay);
  const [to, setTo] = useUrlParam("to", urlDay);
  const endBeforeStart = endsBeforeStart(from, to);
  return { from, to, endBeforeStart, query: { date_from: from, date_to: endBeforeStart ? undefined : to }, setFrom, setTo };
}
