/**
 * نصوص الرسائل إلى الأشخاص: سجل رسائل المنشأة (الإعدادات، الرسائل)، وعنوان رسالة البريد الإلكتروني، وتفضيلات رسائل
 * جهة الاتصال.
 */
export const messageLog: Record<string, string> = {
  "settings.tab.Messages": "الرسائل",
  "messages.description": "كل رسالة أرسلها أملاك باسم منشأتك: الدعوات والتذكيرات والإشعارات، وهل وصلت كل منها.",
  "messages.date": "التاريخ",
  "messages.recipient": "المستلم",
  "messages.contact": "جهة الاتصال",
  "messages.channel": "القناة",
  "messages.purpose": "الغرض",
  "messages.status": "الحالة",
  "messages.allStatuses": "كل الحالات",
  "messages.allChannels": "كل القنوات",
  "messages.empty": "لا توجد رسائل بعد. تظهر هنا الدعوات والتذكيرات والإشعارات التي ترسلها.",
  "messages.noneFiltered": "لا توجد رسائل بهذه التصفية.",
  "messages.failedBecause": "السبب: {{reason}}",
  "messages.sentAt": "أُرسلت {{date}}",

  "messages.channel.sms": "رسالة نصية",
  "messages.channel.whatsapp": "واتساب",
  "messages.channel.email": "البريد الإلكتروني",
  "messages.status.queued": "في الانتظار",
  "messages.status.sent": "أُرسلت",
  "messages.status.failed": "تعذّر الإرسال",

  "messages.purpose.other": "رسالة",
  "messages.purpose.users.invitation": "دعوة مستخدم",
  "messages.purpose.portal.invitation": "دعوة إلى البوابة",
  "messages.purpose.support.reply": "رد فريق الدعم في أملاك",
  "messages.purpose.profile.phoneChanged": "تغيير رقم الجوال",
  "messages.purpose.subscription.trial_ending": "انتهاء الفترة التجريبية المجانية",
  "messages.purpose.subscription.renewal": "موعد تجديد الاشتراك",
  "messages.purpose.subscription.renewal_paid": "تجديد الاشتراك",
  "messages.purpose.subscription.renewal_failed": "تعذّر تجديد الاشتراك",
  "messages.purpose.rent": "تذكير بالإيجار",
  "messages.purpose.cheque": "إشعار شيك",
  "contact.field.preferred_channel": "قناة التواصل المفضلة",
  "contact.field.lang": "لغة الرسائل",
  "contact.lang.ar": "العربية",
  "contact.lang.en": "الإنجليزية",
};
