import { describe, expect, it } from "vitest";
import { chequeDepositReminderDue, chequeDepositReminderDueDates } from "./cheque-deposit-reminders.ts";

const held = { dueDate: "2026-03-10", status: "held" };

describe("chequeDepositReminderDue", () => {
  it("reminds 3 days before a held cheque's due date, until the day before", () => {
    expect(chequeDepositReminderDue(held, "2026-03-06")).toBeNull();
    expect(chequeDepositReminderDue(held, "2026-03-07")).toBe("before_3");
    expect(chequeDepositReminderDue(held, "2026-03-09")).toBe("before_3");
  });

  it("reminds on the due date, and for a week after while the cheque is still held", () => {
    expect(chequeDepositReminderDue(held, "2026-03-10")).toBe("due_date");
    expect(chequeDepositReminderDue(held, "2026-03-17")).toBe("due_date");
    expect(chequeDepositReminderDue(held, "2026-03-18")).toBeNull();
  });

  it("leaves a deposited, cleared or bounced cheque alone", () => {
    for (const status of ["deposited", "cleared", "bounced"])
      expect(chequeDepositReminderDue({ ...held, status }, "2026-03-10")).toBeNull();
  });

  it("looks at the due dates a reminder may be due for", () => {
    expect(chequeDepositReminderDueDates("2026-03-10")).toEqual({ from: "2026-03-03", to: "2026-03-13" });
  });
});
