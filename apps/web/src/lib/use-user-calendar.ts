import { calendarText, otherCalendarDate, readCalendarDate, type DateType } from "@amlak/domain";
import { useMemo } from "react";
import { calendarDateSchema } from "./calendar-date.ts";
import { useSession } from "./session/session-store.ts";

/** Typed dates in one calendar: made once per calendar, so forms and effects that depend on them keep still. */
function datesIn(dateType: DateType) {
  const day = (text: string): string | undefined => {
    const read = readCalendarDate(text, dateType);
    return read.ok ? read.date : undefined;
  };
  return {
    schema: calendarDateSchema(dateType),
    /** A Gregorian YYYY-MM-DD as the user types it: YYYY/MM/DD in their calendar. */
    text: (iso: string) => calendarText(iso, dateType),
    /** The Gregorian YYYY-MM-DD of a typed date, or undefined while it is not one. */
    day,
    /** What a typed date is wrong with (a catalogue key), or null for a date. */
    problem: (text: string) => {
      const read = readCalendarDate(text, dateType);
      return read.ok ? null : read.code;
    },
  };
}

/**
 * Dates as the signed-in user types them, in their calendar (the session's dateType, Gregorian or Hijri): the schema of
 * a date field, the text a day is typed as, the day a text reads as, and the same day in the other calendar.
 */
export function useUserCalendar() {
  const dateType = useSession((session) => session.dateType);
  const lang = useSession((session) => session.lang);
  const dates = useMemo(() => datesIn(dateType), [dateType]);
  return useMemo(
    () => ({
      ...dates,
      /** The typed day in the other calendar, as a date field's hint; undefined while it is not a date. */
      other: (text: string) => {
        const iso = dates.day(text);
        return iso && otherCalendarDate(iso, { dateType, lang });
      },
    }),
    [dates, dateType, lang],
  );
}

export type UserCalendar = ReturnType<typeof useUserCalendar>;
