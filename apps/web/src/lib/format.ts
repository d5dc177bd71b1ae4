import { formatDate, riyadhToday } from "@amlak/domain";
import { formatArea, formatMoney, type Money } from "@amlak/money";
import { toIsoDate } from "@amlak/schemas";
import { useSession } from "./session/session-store.ts";

/** A date, number or address inside a sentence keeps its own left-to-right order in Arabic (first-strong isolate). */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** The shared money, area and date formatters, bound to the user's language and calendar. */
export function useFormat() {
  const lang = useSession((session) => session.lang);
  const dateType = useSession((session) => session.dateType);
  return {
    money: (amount: Money) => formatMoney(amount, lang),
    area: (sqm: Money) => formatArea(sqm, lang),
    date: (iso: string) => formatDate(iso, { dateType, lang }),
    /** The day of a moment (a record's timestamp) where the user is. */
    dayOf: (at: Date | string) => formatDate(localDay(new Date(at)), { dateType, lang }),
    /** A moment as the user's clock shows it: the day in their calendar and the time, 24-hour, Western digits. */
    momentOf: (at: Date) =>
      `${formatDate(localDay(at), { dateType, lang })} ${new Intl.DateTimeFormat(lang === "ar" ? "ar-SA-u-nu-latn" : "en-GB", {
        hour: "2-digit",
        minute: "2-digit",
        hour12: false,
      }).format(at)}`,
  };
}

/** The date of a moment where the user is, as YYYY-MM-DD. */
const localDay = (at: Date) => toIsoDate({ year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() });

/**
 * Today in Riyadh, as YYYY-MM-DD: the day the server dates by (late tasks, overdue rent), so a new task or payment
 * dated today is today's there too, whatever time zone the browser is in.
 */
export const todayInRiyadh = (): string => riyadhToday(new Date());
