import { formatDate } from "@amlak/domain";
import { formatMoney, type Money } from "@amlak/money";
import { toIsoDate } from "@amlak/schemas";
import { useSession } from "./session/session-store.ts";

/** The shared money and date formatters, bound to the user's language and calendar. */
export function useFormat() {
  const lang = useSession((session) => session.lang);
  const dateType = useSession((session) => session.dateType);
  return {
    money: (amount: Money) => formatMoney(amount, lang),
    date: (iso: string) => formatDate(iso, { dateType, lang }),
  };
}

/** Today's date where the user is, as YYYY-MM-DD. */
export function localToday(): string {
  const now = new Date();
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}
