import type { emailConfirmation as en } from "../en/email-confirmation.ts";

/** تأكيد البريد الإلكتروني برابط يُستخدم مرة واحدة. */
export const emailConfirmation: Record<keyof typeof en, string> = {
  "emailConfirmation.invalid": "رابط التأكيد هذا غير صالح",
  "emailConfirmation.expired": "انتهت صلاحية رابط التأكيد هذا",
  "emailConfirmation.used": "سبق استخدام رابط التأكيد هذا",
  "emailConfirmation.otherAccount": "أُرسل رابط التأكيد هذا إلى حساب آخر: سجّل الدخول بذلك الحساب لاستخدامه",
  "emailConfirmation.noEmail": "أضف بريدًا إلكترونيًا إلى ملفك الشخصي أولًا",
  "emailConfirmation.email": "مرحبًا بك في أملاك. أكّد بريدك الإلكتروني {{email}} بفتح هذا الرابط خلال {{hours}} ساعة: {{link}}",
  "confirmation.confirming": "جارٍ تأكيد بريدك الإلكتروني…",
  "confirmation.confirmed": "تم تأكيد بريدك الإلكتروني {{email}}. شكرًا لك.",
  "confirmation.pending": "لم يُؤكَّد بريدك الإلكتروني {{email}} بعد. افتح الرابط الذي أرسلناه إليه، أو اطلب رابطًا جديدًا.",
  "confirmation.failedHint": "اطلب رابطًا جديدًا: يُرسَل إلى البريد الإلكتروني المسجّل في ملفك الشخصي.",
  "confirmation.sendNew": "إرسال رابط جديد",
  "confirmation.sent": "أرسلنا رابط تأكيد جديدًا إلى {{email}}.",
  "confirmation.confirmEmail": "تأكيد البريد الإلكتروني",
  "confirmation.toDashboard": "الذهاب إلى الصفحة الرئيسية",
};
