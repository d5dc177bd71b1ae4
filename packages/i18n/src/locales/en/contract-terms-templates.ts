/** Texts of the contract terms templates in General Settings (SPEC §3 User template, §5, §9). */
export const contractTermsTemplatesScreen: Record<string, string> = {
  "termsTemplates.title": "Contract terms templates",
  "termsTemplates.lead": "Keep up to {{max}} sets of terms; pick one in the contract wizard and it becomes the contract's terms.",
  "termsTemplates.add": "Add a template",
  "termsTemplates.inUse": "Signed contracts: {{count}} · kept as signed",
  "termsTemplates.loadError": "The templates could not be loaded",
  "termsTemplates.empty": "No templates yet. Add your usual lease terms once and reuse them in every contract.",
  "termsTemplates.full": "You have {{max}} templates, the most you can keep. Edit or delete one to change them.",
  "termsTemplates.templateTitle": "Title",
  "termsTemplates.content": "Terms",
  "termsTemplates.save": "Save",
  "termsTemplates.edit": "Edit {{title}}",
  "termsTemplates.delete": "Delete {{title}}",
  "termsTemplates.deleteTitle": "Delete this template?",
  "termsTemplates.deleteQuestion": "“{{title}}” will be deleted. Contracts made from it will no longer show its terms.",
  "termsTemplates.deleteConfirm": "Delete",
  "termsTemplates.count": "{{count}} of {{max}}",
};
