import { describe, expect, it } from "vitest";
import { addDays } from "../schedule/calendar-date.ts";
import { addMonthsClamped } from "../schedule/months.ts";
import {
  nextRentReminder,
  rentReminderDue,
  rentReminderDueDates,
  type RemindedInstalment,
  type RentReminderKind,
  type RentReminderSettings,
} from "./rent-reminders.ts";

const allOn: RentReminderSettings = { enabled: true, onDueDate: true, whenOverdue: true };
const rent = (dueDate: string, overrides: Partial<RemindedInstalment> = {}): RemindedInstalment => ({
  dueDate,
  paymentType: "rent",
  direction: "income",
  status: "pending",
  contract: { end: "2028-12-31", cancelled: null },
  ...overrides,
});

/** Each day from `from` through `to`, as a daily job would see them. */
function* days(from: string, to: string) {
  for (let day = from; day <= to; day = addDays(day, 1)) yield day;
}

/**
 * Runs the daily job from `from` through `to` over the instalments, skipping the days in `down`: each (instalment,
 * kind) claimed once, as the table's primary key claims it. Answers what went out, in order.
 */
function runDaily(instalments: RemindedInstalment[], settings: RentReminderSettings, from: string, to: string, down: string[] = []) {
  const claimed = new Set<string>();
  const sent: { dueDate: string; kind: RentReminderKind; on: string }[] = [];
  for (const today of days(from, to)) {
    if (down.includes(today)) continue;
    for (const instalment of instalments) {
      const kind = rentReminderDue(instalment, settings, today);
      if (!kind || claimed.has(`${instalment.dueDate}/${kind}`)) continue;
      claimed.add(`${instalment.dueDate}/${kind}`);
      sent.push({ dueDate: instalment.dueDate, kind, on: today });
    }
  }
  return sent;
}

/** A lease from `start` for a year, rent every `everyMonths` months, due on each period's first day. */
const yearOfInstalments = (start: string, everyMonths: number) => {
  const end = addDays(addMonthsClamped(start, 12), -1);
  return Array.from({ length: 12 / everyMonths }, (_, index) =>
    rent(addMonthsClamped(start, index * everyMonths), { contract: { end, cancelled: null } }),
  );
};

const expectedFor = (dueDate: string, settings = allOn) => [
  { dueDate, kind: "before_14", on: addDays(dueDate, -14) },
  { dueDate, kind: "before_7", on: addDays(dueDate, -7) },
  ...(settings.onDueDate ? [{ dueDate, kind: "due_today", on: dueDate }] : []),
  ...(settings.whenOverdue ? [{ dueDate, kind: "overdue_3", on: addDays(dueDate, 3) }] : []),
];

const byDay = <T extends { on: string; dueDate: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.on.localeCompare(b.on) || a.dueDate.localeCompare(b.dueDate));

describe("rentReminderDue over a year walked day by day", () => {
  it("given a monthly lease signed 20 days before it starts, when the job runs every day, then each instalment gets its four reminders on their days", () => {
    const instalments = yearOfInstalments("2027-01-31", 1);
    const sent = runDaily(instalments, allOn, "2027-01-11", "2028-02-15");
    expect(sent).toEqual(byDay(instalments.flatMap((instalment) => expectedFor(instalment.dueDate))));
    expect(sent).toHaveLength(48);
  });

  it("given a quarterly lease across a leap day, when the job runs every day, then the 4 instalments get their reminders on their days", () => {
    const instalments = yearOfInstalments("2027-12-01", 3);
    expect(instalments.map((instalment) => instalment.dueDate)).toEqual(["2027-12-01", "2028-03-01", "2028-06-01", "2028-09-01"]);
    const sent = runDaily(instalments, allOn, "2027-11-01", "2028-12-31");
    expect(sent).toEqual(byDay(instalments.flatMap((instalment) => expectedFor(instalment.dueDate))));
    expect(sent.find((row) => row.dueDate === "2028-03-01" && row.kind === "before_7")?.on).toBe("2028-02-23");
  });

  it("given the due-date and overdue notices switched off, when the job runs every day, then only the SPEC's 14 and 7 days before go", () => {
    const settings = { enabled: true, onDueDate: false, whenOverdue: false };
    const instalments = yearOfInstalments("2027-03-15", 1);
    const sent = runDaily(instalments, settings, "2027-02-01", "2028-04-30");
    expect(sent).toEqual(byDay(instalments.flatMap((instalment) => expectedFor(instalment.dueDate, settings))));
  });

  it("given reminders off for the organization (or its package is not paid), when the job runs every day, then nothing goes", () => {
    const settings = { ...allOn, enabled: false };
    expect(runDaily(yearOfInstalments("2027-01-01", 1), settings, "2026-12-01", "2028-01-31")).toEqual([]);
  });
});

describe("rentReminderDue after days without a run", () => {
  const instalment = rent("2027-06-20");

  it("given both reminders before the due date missed, when the job comes back 5 days before it, then only the 7-day one goes", () => {
    const down = [...days("2027-06-06", "2027-06-14")];
    const sent = runDaily([instalment], allOn, "2027-06-06", "2027-06-30", down);
    expect(sent).toEqual([
      { dueDate: "2027-06-20", kind: "before_7", on: "2027-06-15" },
      { dueDate: "2027-06-20", kind: "due_today", on: "2027-06-20" },
      { dueDate: "2027-06-20", kind: "overdue_3", on: "2027-06-23" },
    ]);
  });

  it("given the server down from 8 days before through the due date, when it comes back, then nothing stale goes and the overdue notice still does", () => {
    expect(rentReminderDue(instalment, allOn, "2027-06-21")).toBeNull();
    const down = [...days("2027-06-12", "2027-06-20")];
    const sent = runDaily([instalment], allOn, "2027-06-01", "2027-07-10", down);
    expect(sent).toEqual([
      { dueDate: "2027-06-20", kind: "before_14", on: "2027-06-06" },
      { dueDate: "2027-06-20", kind: "overdue_3", on: "2027-06-23" },
    ]);
  });

  it("given the overdue notice missed, when the job comes back 7 days late it still goes, and 8 days late it is stale", () => {
    expect(rentReminderDue(instalment, allOn, "2027-06-27")).toBe("overdue_3");
    expect(rentReminderDue(instalment, allOn, "2027-06-28")).toBeNull();
  });

  it("given the 7-day reminder missed and the due-date notice off, when the job comes back on the due date, then the 7-day one is stale", () => {
    expect(rentReminderDue(instalment, { ...allOn, onDueDate: false }, "2027-06-19")).toBe("before_7");
    expect(rentReminderDue(instalment, { ...allOn, onDueDate: false }, "2027-06-20")).toBeNull();
  });
});

describe("rentReminderDue on instalments that are not reminded", () => {
  const on = "2027-06-13";
  it.each([
    ["paid", { status: "paid" }],
    ["cancelled", { status: "canceled" }],
    ["a commission", { paymentType: "commission" }],
    ["an expense", { direction: "expense" as const }],
    ["of a cancelled contract", { contract: { end: "2027-12-31", cancelled: "2027-05-31" } }],
    ["of a contract that has ended", { contract: { end: "2027-06-12", cancelled: null } }],
  ])("given an instalment %s, when its 7-day reminder's day comes, then none is due", (_, overrides) => {
    expect(rentReminderDue(rent("2027-06-20"), allOn, on)).toBe("before_7");
    expect(rentReminderDue(rent("2027-06-20", overrides), allOn, on)).toBeNull();
  });
});

describe("rentReminderDueDates", () => {
  it("spans 7 days late through 14 days ahead, across a month end", () => {
    expect(rentReminderDueDates("2027-02-25")).toEqual({ from: "2027-02-18", to: "2027-03-11" });
  });
});

describe("nextRentReminder", () => {
  const instalment = rent("2027-06-20");

  it("given nothing sent, then the next reminder is the first whose day has not passed", () => {
    expect(nextRentReminder(instalment, allOn, [], "2027-06-01")).toEqual({ kind: "before_14", date: "2027-06-06" });
    expect(nextRentReminder(instalment, allOn, [], "2027-06-06")).toEqual({ kind: "before_14", date: "2027-06-06" });
  });

  it("given today's reminder sent, then the next is the following kind's day", () => {
    expect(nextRentReminder(instalment, allOn, ["before_14"], "2027-06-06")).toEqual({ kind: "before_7", date: "2027-06-13" });
    expect(nextRentReminder(instalment, allOn, ["before_14", "before_7"], "2027-06-15")).toEqual({ kind: "due_today", date: "2027-06-20" });
  });

  it("given missed days, then the catch-up goes today", () => {
    expect(nextRentReminder(instalment, allOn, ["before_14"], "2027-06-16")).toEqual({ kind: "before_7", date: "2027-06-16" });
  });

  it("given the last reminder sent, a notice switched off or the instalment paid, then none will go", () => {
    expect(nextRentReminder(instalment, allOn, ["overdue_3"], "2027-06-23")).toBeNull();
    expect(nextRentReminder(instalment, { ...allOn, whenOverdue: false }, ["due_today"], "2027-06-20")).toBeNull();
    expect(nextRentReminder(rent("2027-06-20", { status: "paid" }), allOn, [], "2027-06-01")).toBeNull();
    expect(nextRentReminder(instalment, allOn, [], "2027-06-28")).toBeNull();
  });
});
