import { describe, expect, it } from "vitest";
import { groupBounds, taskGroup, type TaskTiming } from "./task-groups.ts";
import { taskPeriod } from "./task-period.ts";

// 2026-11-26 14:00 in Riyadh (UTC+3).
const NOW = new Date("2026-11-26T11:00:00Z");
const at = (local: string) => new Date(`${local}+03:00`);
const timed = (start: string, end: string, status: TaskTiming["status"] = "pending"): TaskTiming => ({
  status,
  start: at(start),
  end: at(end),
  allDay: false,
});
const allDay = (first: string, last: string): TaskTiming => ({
  status: "pending",
  start: at(`${first}T00:00:00`),
  end: at(`${last}T00:00:00`),
  allDay: true,
});

describe("the group of a task", () => {
  it("is late once a timed task's end has passed, even earlier the same day", () => {
    expect(taskGroup(timed("2026-11-20T09:00:00", "2026-11-21T10:00:00"), NOW)).toBe("late");
    expect(taskGroup(timed("2026-11-26T09:00:00", "2026-11-26T13:59:00"), NOW)).toBe("late");
    expect(taskGroup(timed("2026-11-26T09:00:00", "2026-11-26T14:01:00"), NOW)).toBe("today");
  });

  it("is late for an all-day task only once its last day is before today", () => {
    expect(taskGroup(allDay("2026-11-25", "2026-11-25"), NOW)).toBe("late");
    expect(taskGroup(allDay("2026-11-26", "2026-11-26"), NOW)).toBe("today");
    expect(taskGroup(allDay("2026-11-20", "2026-11-26"), NOW)).toBe("today");
  });

  it("is today for a task under way, tomorrow or upcoming by the Riyadh day it starts", () => {
    expect(taskGroup(timed("2026-11-24T09:00:00", "2026-12-02T09:00:00"), NOW)).toBe("today");
    expect(taskGroup(timed("2026-11-26T23:30:00", "2026-11-27T01:00:00"), NOW)).toBe("today");
    expect(taskGroup(timed("2026-11-27T00:00:00", "2026-11-27T01:00:00"), NOW)).toBe("tomorrow");
    expect(taskGroup(allDay("2026-11-27", "2026-11-28"), NOW)).toBe("tomorrow");
    expect(taskGroup(timed("2026-11-28T00:00:00", "2026-11-28T01:00:00"), NOW)).toBe("upcoming");
  });

  it("follows Riyadh's day, not UTC's: 02:00 in Riyadh is still the previous day in UTC", () => {
    const justAfterMidnight = new Date("2026-11-26T23:00:00Z"); // 2026-11-27 02:00 in Riyadh
    expect(groupBounds(justAfterMidnight).todayStart).toEqual(at("2026-11-27T00:00:00"));
    expect(taskGroup(allDay("2026-11-26", "2026-11-26"), justAfterMidnight)).toBe("late");
    expect(taskGroup(allDay("2026-11-27", "2026-11-27"), justAfterMidnight)).toBe("today");
  });

  it("puts completed and deleted tasks in no group", () => {
    expect(taskGroup(timed("2026-11-20T09:00:00", "2026-11-21T10:00:00", "completed"), NOW)).toBeNull();
    expect(taskGroup(timed("2026-11-30T09:00:00", "2026-11-30T10:00:00", "deleted"), NOW)).toBeNull();
  });
});

describe("the period of a task", () => {
  it("reads days and times in Riyadh; an all-day task spans whole days", () => {
    expect(
      taskPeriod({ all_day: false, start_date: "2026-11-26", start_time: "09:30", end_date: "2026-11-26", end_time: "11:00" }),
    ).toEqual({ ok: true, start: new Date("2026-11-26T06:30:00Z"), end: new Date("2026-11-26T08:00:00Z") });
    expect(taskPeriod({ all_day: true, start_date: "2026-11-26", start_time: null, end_date: "2026-11-28", end_time: null })).toEqual({
      ok: true,
      start: new Date("2026-11-25T21:00:00Z"),
      end: new Date("2026-11-27T21:00:00Z"),
    });
  });

  it("refuses an end before the start, allows a task that starts and ends at once", () => {
    expect(
      taskPeriod({ all_day: false, start_date: "2026-11-26", start_time: "10:00", end_date: "2026-11-26", end_time: "09:59" }),
    ).toEqual({ ok: false, code: "date.endBeforeStart" });
    expect(taskPeriod({ all_day: true, start_date: "2026-11-27", start_time: null, end_date: "2026-11-26", end_time: null }).ok).toBe(
      false,
    );
    expect(
      taskPeriod({ all_day: false, start_date: "2026-11-26", start_time: "10:00", end_date: "2026-11-26", end_time: "10:00" }).ok,
    ).toBe(true);
  });
});
