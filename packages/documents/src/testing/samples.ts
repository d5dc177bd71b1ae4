import type { InvoiceDocument } from "../invoice-pdf.ts";
import type { Letterhead } from "../pdf/letterhead.ts";
import type { ReceiptDocument } from "../receipt-pdf.ts";
import type { ReportDocument } from "../report-pdf.ts";

const ORGANIZATION: Letterhead = {
  name: "شركة أملاك الرياض للعقارات",
  vatNo: "310123456700003",
  commercialRegistrationNo: "1010654321",
  address: "طريق الملك فهد، حي العليا، الرياض 12214",
  phone: "0551234567",
};

// ZATCA's own example payload (seller "Bobs Records", VAT 310122393500003, 1000.00 total, 150.00 VAT).
const QR_PAYLOAD = "AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==";

export const INVOICE: InvoiceDocument = {
  kind: "tax",
  number: "INV-2026-000123",
  issuedAt: "2026-11-22T11:05:00Z",
  seller: ORGANIZATION,
  buyer: {
    name: "مؤسسة النخيل التجارية",
    vatNo: "300987654300003",
    commercialRegistrationNo: "1010111222",
    address: "شارع التحلية، جدة",
    phone: "0509876543",
  },
  lines: [
    {
      description: "إيجار محل تجاري رقم 5 - عمارة الياسمين، الدفعة 2 من 4 (2026/11/22 - 2027/02/21)",
      quantity: 1,
      unitPrice: "900.00",
      vatRate: "0.15",
      vat: "135.00",
      total: "1035.00",
    },
    { description: "عمولة سنوية", quantity: 1, unitPrice: "100.00", vatRate: "0.15", vat: "15.00", total: "115.00" },
  ],
  totalWithoutVat: "1000.00",
  vatTotal: "150.00",
  total: "1150.00",
  qr: QR_PAYLOAD,
};

export const RECEIPT: ReceiptDocument = {
  number: "RC-2026-000045",
  date: "2026-11-22",
  organization: ORGANIZATION,
  receivedFrom: "عبدالله بن محمد القحطاني",
  amount: "12345.67",
  paymentMethod: "bankTransfer",
  reference: "TRX-88231",
  purpose: "الدفعة 2 من 4 لعقد إيجار الشقة 12، عمارة الياسمين (2026/11/22 - 2027/02/21)",
  receivedBy: "سارة العتيبي",
};

const REPORT_ROWS = Array.from({ length: 48 }, (_, index) => {
  const n = index + 1;
  return {
    dueDate: `2026-${String((index % 12) + 1).padStart(2, "0")}-${String((index % 27) + 1).padStart(2, "0")}`,
    tenant: n % 3 === 0 ? "Noura Trading Est." : `المستأجر رقم ${n}`,
    unit: `عمارة الياسمين - شقة ${n}`,
    amount: `${1000 + n * 250}.50`,
    vat: n % 2 === 0 ? `${150 + n * 37}.58` : null,
  };
});

export const REPORT: ReportDocument = {
  title: "تقرير الدخل",
  organization: ORGANIZATION,
  filters: [
    { label: "الفترة", value: "2026/01/01 - 2026/12/31" },
    { label: "العقار", value: "عمارة الياسمين" },
  ],
  columns: [
    { key: "dueDate", label: "تاريخ الاستحقاق", kind: "date" },
    { key: "tenant", label: "المستأجر", kind: "text" },
    { key: "unit", label: "الوحدة", kind: "text" },
    { key: "amount", label: "المبلغ", kind: "money" },
    { key: "vat", label: "ضريبة القيمة المضافة", kind: "money" },
  ],
  rows: REPORT_ROWS,
  totals: { amount: "349812.00", vat: "10987.24" },
};
