import { addDays, riyadhToday } from "@amlak/domain";
import type { TaskGroup } from "@amlak/schemas";
import type { TaskRow } from "./task-row.ts";

/** What a task's badge says: its group while pending, completed once done. */
export type TaskState = TaskGroup | "completed";

export const stateOf = (task: Pick<TaskRow, "status" | "group">): TaskState =>
  task.status === "completed" ? "completed" : (task.group ?? "upcoming");

/** SCREENS colours: late red, today amber, tomorrow and upcoming blue, completed green; the same in list and calendar. */
export const STATE_PALETTES: Record<TaskState, string> = {
  late: "red",
  today: "orange",
  tomorrow: "blue",
  upcoming: "blue",
  completed: "green",
};

const riyadhClock = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Riyadh", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The Riyadh day (YYYY-MM-DD) and time (HH:MM) of a moment: task times are Riyadh's wherever the user is. */
export const riyadhDay = (at: Date): string => riyadhToday(at);
export const riyadhTime = (at: Date): string => riyadhClock.format(at);

/**
 * A task as a calendar event, in Riyadh's wall time (the calendar runs without a time zone of its own): an all-day
 * task from its first day to the day after its last (the calendar's end is exclusive), a timed one by its moments.
 */
export function calendarTimes(task: Pick<TaskRow, "start" | "end" | "allDay">) {
  if (task.allDay) return { start: riyadhDay(task.start), end: addDays(riyadhDay(task.end), 1), allDay: true };
  const wall = (at: Date) => `${riyadhDay(at)}T${riyadhTime(at)}:00`;
  return { start: wall(task.start), end: wall(task.end), allDay: false };
}
