import type { ZatcaDocument, ZatcaSeller } from "../document.ts";
import { INITIAL_PIH } from "../invoice-hash.ts";

export const SELLER: ZatcaSeller = {
  name: "شركة أملاك للعقارات | Amlak Real Estate Co.",
  vatNumber: "300000000000003",
  crn: "1010010000",
  address: {
    street: "الأمير سلطان | Prince Sultan",
    buildingNumber: "2322",
    district: "المربع | Al-Murabba",
    city: "الرياض | Riyadh",
    postalCode: "23333",
  },
};

const BUYER = {
  name: "شركة المستأجر | Tenant Trading Co.",
  vatNumber: "399999999800003",
  address: {
    street: "صلاح الدين | Salah Al-Din",
    buildingNumber: "1111",
    district: "المروج | Al-Murooj",
    city: "الرياض | Riyadh",
    postalCode: "12222",
  },
};

const COMMON = {
  number: "INV-2026-0001",
  uuid: "3cf5ee18-ee25-44ea-a444-2c37ba7f28be",
  issuedAt: new Date("2026-11-26T07:30:00Z"),
  icv: 1,
  pih: INITIAL_PIH,
  seller: SELLER,
  paymentMeans: "10",
  lines: [
    { name: "إيجار تجاري | Commercial rent, Dec 2026", quantity: "1", unitPrice: "12500.00", vat: { category: "S", rate: "15" } },
    { name: "إيجار سكني | Residential rent, Dec 2026", quantity: "1", unitPrice: "4000.00", vat: { category: "E", reason: "VATEX-SA-30" } },
    { name: "عمولة | Brokerage commission", quantity: "3", unitPrice: "33.33", vat: { category: "S", rate: "15.00" } },
  ],
} as const satisfies Partial<ZatcaDocument>;

const NOTE = { billingReference: "INV-2026-0001", reason: "Rent reduced after early termination | تخفيض الإيجار بعد إنهاء العقد" };

/** One document of each kind and type ZATCA's compliance check asks for (standard/simplified × invoice/credit/debit). */
export const SAMPLE_DOCUMENTS: Record<string, ZatcaDocument> = {
  "standard invoice": { ...COMMON, kind: "standard", type: "invoice", buyer: BUYER, supplyDate: "2026-12-01" },
  "standard credit note": { ...COMMON, kind: "standard", type: "credit", buyer: BUYER, supplyDate: "2026-12-01", ...NOTE },
  "standard debit note": { ...COMMON, kind: "standard", type: "debit", buyer: BUYER, supplyDate: "2026-12-01", ...NOTE },
  "simplified invoice": { ...COMMON, kind: "simplified", type: "invoice" },
  "simplified invoice to a named buyer": { ...COMMON, kind: "simplified", type: "invoice", buyer: BUYER },
  "simplified credit note": { ...COMMON, kind: "simplified", type: "credit", buyer: { name: "محمد العتيبي" }, ...NOTE },
  "simplified debit note": { ...COMMON, kind: "simplified", type: "debit", ...NOTE },
};
