/**
 * Texts of messages to people: the organization's message log (settings, Messages), an email's subject and a contact's
 * message preferences.
 */
export const messageLog: Record<string, string> = {
  "settings.tab.Messages": "Messages",
  "messages.description": "Every message Amlak sent for your organization: invitations, reminders and notices, and whether each arrived.",
  "messages.date": "Date",
  "messages.recipient": "Recipient",
  "messages.contact": "Contact",
  "messages.channel": "Channel",
  "messages.purpose": "Purpose",
  "messages.status": "Status",
  "messages.allStatuses": "All statuses",
  "messages.allChannels": "All channels",
  "messages.empty": "No messages yet. Invitations, reminders and notices you send appear here.",
  "messages.noneFiltered": "No messages with these filters.",
  "messages.failedBecause": "Reason: {{reason}}",
  "messages.sentAt": "Sent {{date}}",

  "messages.channel.sms": "SMS",
  "messages.channel.whatsapp": "WhatsApp",
  "messages.channel.email": "Email",
  "messages.status.queued": "Queued",
  "messages.status.sent": "Sent",
  "messages.status.failed": "Failed",

  "messages.purpose.other": "Message",
  "messages.purpose.users.invitation": "User invitation",
  "messages.purpose.portal.invitation": "Portal invitation",
  "messages.purpose.support.reply": "Reply from Amlak support",
  "messages.purpose.profile.phoneChanged": "Phone number changed",
  "messages.purpose.subscription.trial_ending": "Free trial ending",
  "messages.purpose.subscription.renewal": "Subscription renewal due",
  "messages.purpose.subscription.renewal_paid": "Subscription renewed",
  "messages.purpose.subscription.renewal_failed": "Subscription renewal failed",
  "messages.purpose.rent": "Rent reminder",
  "messages.purpose.cheque": "Cheque notice",
  "contact.field.preferred_channel": "Preferred channel",
  "contact.field.lang": "Language of messages",
  "contact.lang.ar": "Arabic",
  "contact.lang.en": "English",
};
