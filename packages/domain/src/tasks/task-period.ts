import { riyadhDayStart, riyadhMoment } from "./task-groups.ts";

/** A task's days (YYYY-MM-DD) and times (HH:MM, Riyadh) as a form gives them; an all-day task has no times. */
export interface TaskPeriodFields {
  all_day: boolean;
  start_date: string;
  start_time: string | null;
  end_date: string;
  end_time: string | null;
}

export type TaskPeriod = { ok: true; start: Date; end: Date } | { ok: false; code: "date.endBeforeStart" };

/**
 * The moments a task starts and ends. An all-day task runs from its first day to its last, both whole, and is stored
 * as their first moments; a timed task without a time starts (or ends) at the day's first moment. It may not end
 * before it starts (SPEC §5).
 */
export function taskPeriod(fields: TaskPeriodFields): TaskPeriod {
  const start = fields.all_day ? riyadhDayStart(fields.start_date) : riyadhMoment(fields.start_date, fields.start_time);
  const end = fields.all_day ? riyadhDayStart(fields.end_date) : riyadhMoment(fields.end_date, fields.end_time);
  return end < start ? { ok: false, code: "date.endBeforeStart" } : { ok: true, start, end };
}
