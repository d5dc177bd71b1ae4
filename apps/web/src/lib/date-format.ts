import { formatDate } from "@amlak/domain";
import { toIsoDate } from "@amlak/schemas";
import { useSession } from "./session/session-store.ts";

/** The date of a moment where the user is, as YYYY-MM-DD. */
export const localDay = (at: Date) => toIsoDate({ year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() });

/** The date formatters alone, bound to the user's language and calendar: a page showing no amounts loads no decimal arithmetic. */
export function useDateFormat() {
  const lang = useSession((session) => session.lang);
  const dateType = useSession((session) => session.dateType);
  return {
    date: (iso: string) => formatDate(iso, { dateType, lang }),
    /** The day of a moment (a record's timestamp) where the user is. */
    dayOf: (at: Date | string) => formatDate(localDay(new Date(at)), { dateType, lang }),
  };
}
