import { describe, expect, it } from "vitest";
import { calendarTimes, riyadhDay, riyadhTime, stateOf } from "./task-times.ts";

describe("a task on the page", () => {
  it("reads its day and time in Riyadh, whatever the browser's zone", () => {
    const late = new Date("2026-11-26T22:30:00Z"); // 01:30 on 27 November in Riyadh
    expect(riyadhDay(late)).toBe("2026-11-27");
    expect(riyadhTime(late)).toBe("01:30");
  });

  it("is a calendar event in Riyadh's wall time; an all-day one ends the day after its last", () => {
    const start = new Date("2026-11-25T21:00:00Z");
    const end = new Date("2026-11-27T21:00:00Z");
    expect(calendarTimes({ start, end, allDay: true })).toEqual({ start: "2026-11-26", end: "2026-11-29", allDay: true });
    expect(calendarTimes({ start: new Date("2026-11-26T06:30:00Z"), end: new Date("2026-11-26T08:00:00Z"), allDay: false })).toEqual({
      start: "2026-11-26T09:30:00",
      end: "2026-11-26T11:00:00",
      allDay: false,
    });
  });

  it("shows completed once done, otherwise its group", () => {
    expect(stateOf({ status: "completed", group: null })).toBe("completed");
    expect(stateOf({ status: "pending", group: "late" })).toBe("late");
  });
});
