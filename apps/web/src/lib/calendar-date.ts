import { readCalendarDate, type DateType } from "@amlak/domain";
import { z } from "zod";

/**
 * A date typed in the user's calendar (a form's field), as the Gregorian YYYY-MM-DD every shared schema and the server
 * take: a form swaps it in for the shared schema's ZDateSchema field (`safeExtend`).
 */
export function calendarDateSchema(dateType: DateType) {
  return z.string({ error: "field.required" }).transform((text, ctx) => {
    const read = readCalendarDate(text, dateType);
    if (read.ok) return read.date;
    ctx.issues.push({ code: "custom", message: read.code, input: text });
    return z.NEVER;
  });
}

export type CalendarDateSchema = ReturnType<typeof calendarDateSchema>;
