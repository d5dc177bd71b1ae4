/**
 * Rent reminders (issue #20): the texts a tenant receives, short enough for one or two SMS segments, and their names on
 * a payment's Reminders list.
 */
export const rentReminders: Record<string, string> = {
  "sms.rentReminder.before_14": "{{organization}}: إيجار {{property}} {{amount}} يستحق {{date}}. ادفع: {{link}}{{questions}}",
  "sms.rentReminder.before_7": "{{organization}}: إيجار {{property}} {{amount}} يستحق بعد أسبوع {{date}}. ادفع: {{link}}{{questions}}",
  "sms.rentReminder.due_today": "{{organization}}: إيجار {{property}} {{amount}} يستحق اليوم {{date}}. ادفع: {{link}}{{questions}}",
  "sms.rentReminder.overdue_3": "{{organization}}: إيجار {{property}} {{amount}} متأخر منذ {{date}}. ادفع: {{link}}{{questions}}",
  "sms.rentReminder.questions": " للاستفسار {{phone}}",

  "rentReminders.title": "التذكيرات",
  "rentReminders.next": "التذكير القادم: {{date}}",
  "rentReminders.none": "لم يُرسل أي تذكير لهذه الدفعة.",
  "rentReminders.kind.before_14": "قبل 14 يومًا",
  "rentReminders.kind.before_7": "قبل 7 أيام",
  "rentReminders.kind.due_today": "يوم الاستحقاق",
  "rentReminders.kind.overdue_3": "بعد 3 أيام من التأخر",
};
