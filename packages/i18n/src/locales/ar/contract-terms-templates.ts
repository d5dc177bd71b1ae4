/** نصوص نماذج شروط العقد في الإعدادات العامة. */
export const contractTermsTemplatesScreen: Record<string, string> = {
  "termsTemplates.title": "نماذج شروط العقد",
  "termsTemplates.lead": "احفظ حتى {{max}} نماذج من الشروط، واختر أحدها في معالج العقد ليصبح شروط العقد.",
  "termsTemplates.add": "إضافة نموذج",
  "termsTemplates.inUse": "عقود موقّعة: {{count}} · تبقى كما وُقّعت",
  "termsTemplates.loadError": "تعذّر تحميل النماذج",
  "termsTemplates.empty": "لا توجد نماذج بعد. أضف شروط الإيجار المعتادة مرة واحدة واستخدمها في كل عقد.",
  "termsTemplates.full": "لديك {{max}} نماذج، وهو الحد الأعلى. عدّل أحدها أو احذفه لتغييرها.",
  "termsTemplates.templateTitle": "العنوان",
  "termsTemplates.content": "الشروط",
  "termsTemplates.save": "حفظ",
  "termsTemplates.edit": "تعديل {{title}}",
  "termsTemplates.delete": "حذف {{title}}",
  "termsTemplates.deleteTitle": "حذف هذا النموذج؟",
  "termsTemplates.deleteQuestion": "سيُحذف «{{title}}»، ولن تظهر شروطه في العقود التي أُنشئت منه.",
  "termsTemplates.deleteConfirm": "حذف",
  "termsTemplates.count": "{{count}} من {{max}}",
};
