/** The platform as the seller on its subscription invoices and credit notes (PLATFORM_* configuration). */
export interface PlatformSeller {
  nameAr: string;
  nameEn: string;
  vatNo: string;
  address: string;
}

/** What the demo and the tests print when no PLATFORM_* setting is given: a well-formed, made-up VAT number. */
export const DEMO_PLATFORM_SELLER: PlatformSeller = {
  nameAr: "منصة أملاك لإدارة الأملاك",
  nameEn: "Amlak Property Management Platform",
  vatNo: "300000000000003",
  address: "الرياض، المملكة العربية السعودية",
};
