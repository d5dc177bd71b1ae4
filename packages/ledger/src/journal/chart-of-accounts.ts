/** The accounts the ledger posts to, as a Saudi property manager's books name them. */
export const CHART_OF_ACCOUNTS = {
  tenant_receivable: { kind: "asset", nameAr: "ذمم المستأجرين", nameEn: "Tenant receivables" },
  cash_bank: { kind: "asset", nameAr: "النقد والبنك", nameEn: "Cash and bank" },
  tenant_advances: { kind: "liability", nameAr: "دفعات مقدمة من المستأجرين", nameEn: "Tenant advances" },
  lessor_payable: { kind: "liability", nameAr: "مستحقات المؤجرين", nameEn: "Due to lessors" },
  deposits_due: { kind: "liability", nameAr: "تأمينات مستحقة لم تُستلم", nameEn: "Security deposits due, not received" },
  deposits_held: { kind: "liability", nameAr: "تأمينات محتجزة للمستأجرين", nameEn: "Security deposits held" },
  vat_output: { kind: "liability", nameAr: "ضريبة القيمة المضافة المستحقة", nameEn: "Output VAT payable" },
  commission_revenue: { kind: "revenue", nameAr: "إيرادات العمولات", nameEn: "Commission revenue" },
  fee_revenue: { kind: "revenue", nameAr: "إيرادات الرسوم", nameEn: "Fee revenue" },
  management_fee_revenue: { kind: "revenue", nameAr: "إيرادات أتعاب الإدارة", nameEn: "Management fee revenue" },
  expenses: { kind: "expense", nameAr: "المصروفات", nameEn: "Expenses" },
  vat_rounding: { kind: "expense", nameAr: "فروق تقريب ضريبة القيمة المضافة", nameEn: "VAT rounding differences" },
} as const;

export type AccountCode = keyof typeof CHART_OF_ACCOUNTS;

export const ACCOUNT_CODES = Object.keys(CHART_OF_ACCOUNTS) as AccountCode[];
