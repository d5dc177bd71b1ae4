/**
 * Rent reminders (issue #20): the texts a tenant receives, short enough for one or two SMS segments, and their names on
 * a payment's Reminders list.
 */
export const rentReminders: Record<string, string> = {
  "sms.rentReminder.before_14":
    "{{organization}}: the rent of {{property}}, {{amount}}, is due on {{date}}. Pay online: {{link}}{{questions}}",
  "sms.rentReminder.before_7":
    "{{organization}}: the rent of {{property}}, {{amount}}, is due in 7 days, on {{date}}. Pay online: {{link}}{{questions}}",
  "sms.rentReminder.due_today":
    "{{organization}}: the rent of {{property}}, {{amount}}, is due today, {{date}}. Pay online: {{link}}{{questions}}",
  "sms.rentReminder.overdue_3":
    "{{organization}}: the rent of {{property}}, {{amount}}, was due on {{date}} and is unpaid. Pay online: {{link}}{{questions}}",
  "sms.rentReminder.questions": " For questions call {{phone}}",

  "rentReminders.title": "Reminders",
  "rentReminders.next": "Next reminder: {{date}}",
  "rentReminders.none": "No reminder has gone out for this payment.",
  "rentReminders.kind.before_14": "14 days before",
  "rentReminders.kind.before_7": "7 days before",
  "rentReminders.kind.due_today": "On the due date",
  "rentReminders.kind.overdue_3": "3 days overdue",
};
