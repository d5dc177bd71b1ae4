import type { TaskGroup, TaskStatus } from "@amlak/schemas";
import { addDays } from "../schedule/calendar-date.ts";
import { riyadhToday } from "../input/riyadh-date.ts";

export interface TaskTiming {
  status: TaskStatus;
  start: Date;
  end: Date;
  /** An all-day task's start and end are the first moments (Riyadh) of its first and last days. */
  allDay: boolean;
}

/** The moments the groups turn on: now, and the first moments (Riyadh) of today, tomorrow and the day after. */
export interface GroupBounds {
  now: Date;
  todayStart: Date;
  tomorrowStart: Date;
  dayAfterStart: Date;
}

/** The first moment of a Riyadh calendar day (YYYY-MM-DD). Saudi Arabia keeps UTC+3 all year, with no summer time. */
export const riyadhDayStart = (day: string): Date => new Date(`${day}T00:00:00+03:00`);

/** The moment a task's day and time (Riyadh, HH:MM) name; without a time, the day's first moment. */
export const riyadhMoment = (day: string, time: string | null): Date => new Date(`${day}T${time ?? "00:00"}:00+03:00`);

export function groupBounds(now: Date): GroupBounds {
  const today = riyadhToday(now);
  return {
    now,
    todayStart: riyadhDayStart(today),
    tomorrowStart: riyadhDayStart(addDays(today, 1)),
    dayAfterStart: riyadhDayStart(addDays(today, 2)),
  };
}

/**
 * The group of a task at `now`: late once a pending task's end has passed (an all-day task's once its last day is
 * before today); otherwise by the day it starts — today (or already under way), tomorrow, or later (upcoming).
 * The tasks repository filters and counts with the same rules in SQL, from the same bounds.
 */
export function taskGroup(task: TaskTiming, now: Date): TaskGroup | null {
  if (task.status !== "pending") return null;
  const bounds = groupBounds(now);
  if (isLate(task, bounds)) return "late";
  if (task.start < bounds.tomorrowStart) return "today";
  if (task.start < bounds.dayAfterStart) return "tomorrow";
  return "upcoming";
}

const isLate = (task: TaskTiming, bounds: GroupBounds) => task.end < (task.allDay ? bounds.todayStart : bounds.now);
