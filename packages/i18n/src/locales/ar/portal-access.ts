/**
 * Tenants and owners invited to their portal, and documents shared with them (issue #20): the invitation text, the
 * contact page's Portal access card, the documents' sharing switch and the portal's Documents section.
 */
export const portalAccess: Record<string, string> = {
  "sms.portalInvitation.tenant": "{{organization}} تدعوك إلى بوابة المستأجر: عقودك ودفعاتك وسنداتك. ادخل برقم جوالك هذا: {{link}}",
  "sms.portalInvitation.owner": "{{organization}} تدعوك إلى بوابة المالك: عقاراتك وكشوف حسابك. ادخل برقم جوالك هذا: {{link}}",

  "portalAccess.title": "الدخول إلى البوابة",
  "portalAccess.notInvited": "لم تُرسل دعوة إلى البوابة بعد.",
  "portalAccess.invited": "دُعي في {{date}} بواسطة {{name}}",
  "portalAccess.channel.sms": "رسالة نصية",
  "portalAccess.channel.whatsapp": "واتساب",
  "portalAccess.failure": "لم تصل: {{reason}}",
  "portalAccess.signedIn": "آخر دخول في {{date}}",
  "portalAccess.neverSignedIn": "لم يدخل بعد",
  "portalAccess.invite": "دعوة إلى البوابة",
  "portalAccess.inviteAgain": "إعادة الدعوة",
  "portalAccess.needsPhone": "أضف رقم جوال لدعوة جهة الاتصال هذه.",

  "portalDocuments.shared": "مشارك في البوابة",
  "portalDocuments.share": "مشاركة مع المستأجر والمالك",
  "portalDocuments.unshare": "إيقاف المشاركة",
  "portalDocuments.title": "المستندات",
  "portalDocuments.empty": "لم يُشارك معك أي مستند بعد.",
  "portalDocuments.name": "الاسم",
  "portalDocuments.property": "العقار",
  "portalDocuments.date": "التاريخ",
  "portalDocuments.size": "الحجم",
  "portalDocuments.download": "تنزيل",
};
