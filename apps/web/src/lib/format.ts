import { formatDate, riyadhToday } from "@amlak/domain";
import { formatArea, formatMoney, type Money } from "@amlak/money";
import { localDay, useDateFormat } from "./date-format.ts";
import { useSession } from "./session/session-store.ts";

/** A date, number or address inside a sentence keeps its own left-to-right order in Arabic (first-strong isolate). */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** The shared money, area and date formatters, bound to the user's language and calendar. */
export function useFormat() {
  const lang = useSession((session) => session.lang);
  const dateType = useSession((session) => session.dateType);
  return {
    ...useDateFormat(),
    money: (amount: Money) => formatMoney(amount, lang),
    area: (sqm: Money) => formatArea(sqm, lang),
    /** A moment as the user's clock shows it: the day in their calendar and the time, 24-hour, Western digits. */
    momentOf: (at: Date) =>
      `${formatDate(localDay(at), { dateType, lang })} ${new Intl.DateTimeFormat(lang === "ar" ? "ar-SA-u-nu-latn" : "en-GB", {
        hour: "2-digit",
        minute: "2-digit",
        hour12: false,
      }).format(at)}`,
  };
}

/**
 * Today in Riyadh, as YYYY-MM-DD: the day the server dates by (late tasks, overdue rent), so a new task or payment
 * dated today is today's there too, whatever time zone the browser is in.
 */
export const todayInRiyadh = (): string => riyadhToday(new Date());
