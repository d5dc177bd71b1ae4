// A believable Riyadh portfolio for the demo account: one residential compound with units, a villa and a shop.

export const DEMO_ORGANIZATION = {
  title: "مؤسسة الياسمين لإدارة الأملاك",
  phone: "501234567",
  address: "طريق الملك فهد، حي العليا، الرياض 12214",
  vat_no: "310123456700003",
  // Registered for VAT, so the demo shows VAT on commissions and commercial rent, and tax invoices.
  vat_registered: true,
  commercial_registration_no: "1010123456",
};

export const DEMO_CONTACTS = [
  { key: "lessor1", type: "lessor", name: "عبدالله بن محمد القحطاني", phone: "505112233", national_id: "1023456789" },
  { key: "lessor2", type: "lessor", name: "نورة بنت سعد العتيبي", phone: "506223344", national_id: "1034567890" },
  { key: "tenant1", type: "tenant", name: "فهد بن عبدالعزيز الدوسري", phone: "507334455", national_id: "1045678901" },
  { key: "tenant2", type: "tenant", name: "سارة بنت خالد الشهري", phone: "508445566", national_id: "1056789012" },
  { key: "tenant3", type: "tenant", name: "محمد بن علي الزهراني", phone: "509556677", national_id: "1067890123" },
  { key: "tenant4", type: "tenant", name: "شركة رواد التقنية المحدودة", phone: "551667788", national_id: "7001234567" },
  { key: "tenant5", type: "tenant", name: "ريم بنت فيصل الحربي", phone: "552778899", national_id: "1078901234" },
  { key: "agent1", type: "agent", name: "مكتب دار الإعمار العقاري", phone: "553889900", national_id: null },
  { key: "vendor1", type: "vendor", name: "مؤسسة الصيانة الذهبية", phone: "554990011", national_id: null },
] as const;

export type DemoContactKey = (typeof DEMO_CONTACTS)[number]["key"];

export const DEMO_COMPOUND = {
  title: "مجمع الياسمين السكني",
  description: "مجمع سكني من ثماني شقق مع مواقف ومصعد، قريب من طريق الملك سلمان",
  city: "riyadh",
  district: "الياسمين",
  region: "riyadh",
  address: "شارع الأمير محمد بن سعد، حي الياسمين",
  lessor: "lessor1" as DemoContactKey,
  property_cost: "6500000.00",
  sqm: "1850.00",
};

export const DEMO_UNITS = [
  { title: "شقة 101", sqm: "145.00", target_yearly_rent: "48000.00" },
  { title: "شقة 102", sqm: "145.00", target_yearly_rent: "48000.00" },
  { title: "شقة 201", sqm: "160.00", target_yearly_rent: "52000.00" },
  { title: "شقة 202", sqm: "160.00", target_yearly_rent: "52000.00" },
  { title: "شقة 301", sqm: "175.00", target_yearly_rent: "56000.00" },
  { title: "شقة 302", sqm: "175.00", target_yearly_rent: "56000.00" },
  { title: "ملحق علوي 401", sqm: "210.00", target_yearly_rent: "65000.00" },
  { title: "شقة 402", sqm: "150.00", target_yearly_rent: "50000.00" },
];

export const DEMO_STANDALONE = [
  {
    title: "فيلا حي الملقا",
    city: "riyadh",
    district: "الملقا",
    sqm: "450.00",
    lessor: "lessor2" as DemoContactKey,
    target_yearly_rent: "120000.00",
  },
  {
    title: "محل تجاري - طريق العليا",
    city: "riyadh",
    district: "العليا",
    sqm: "90.00",
    lessor: "lessor2" as DemoContactKey,
    target_yearly_rent: "85000.00",
  },
];

/**
 * Contracts relative to the seeding day, so the demo always shows ongoing, upcoming and vacant units. Rent due
 * before that day is paid (with its commission, auto-paid), except the last `overdue` instalments.
 */
export const DEMO_CONTRACTS = [
  {
    unit: "شقة 101",
    tenant: "tenant1" as DemoContactKey,
    startMonthsAgo: 5,
    months: 12,
    price: "48000.00",
    interval: 6,
    annualCommission: "1200.00",
    isTaxable: false,
    overdue: 0,
  },
  {
    unit: "شقة 201",
    tenant: "tenant2" as DemoContactKey,
    startMonthsAgo: 2,
    months: 12,
    price: "52000.00",
    interval: 3,
    annualCommission: "1300.00",
    isTaxable: false,
    overdue: 0,
  },
  {
    unit: "شقة 301",
    tenant: "tenant3" as DemoContactKey,
    startMonthsAgo: 10,
    months: 12,
    price: "54000.00",
    interval: 1,
    annualCommission: "1350.00",
    isTaxable: false,
    overdue: 1,
  },
  {
    unit: "محل تجاري - طريق العليا",
    tenant: "tenant4" as DemoContactKey,
    startMonthsAgo: 14,
    months: 36,
    price: "255000.00",
    interval: 12,
    annualCommission: "4250.00",
    isTaxable: true,
    overdue: 1,
  },
  {
    unit: "فيلا حي الملقا",
    tenant: "tenant5" as DemoContactKey,
    startMonthsAgo: -1,
    months: 12,
    price: "120000.00",
    interval: 6,
    annualCommission: "3000.00",
    isTaxable: false,
    overdue: 0,
    /** Asked on the start date when the demo shows its money (seedDemoAccount's `money`). */
    oneTimeCharges: { deposit: "10000.00", admin_fee: "500.00", ejar_fee: "250.00" },
  },
];

export const DEMO_PAYMENT_METHODS = ["mada", "bankTransfer", "cash"] as const;

export const DEMO_RECEIVED_BY = "مدير العقار";

/**
 * Tasks relative to the seeding day, so the tasks page opens with one of each: a late repair, a reminder today, a
 * purchase coming up and a repair already done. Days are offsets from the seeding day; times are Riyadh's.
 */
export const DEMO_TASKS = [
  {
    type: "maintenance",
    title: "إصلاح تسريب المياه في المطبخ",
    description: "بلاغ من المستأجر عن تسريب تحت المغسلة",
    cost: "450.00",
    days: [-3, -2],
    times: ["10:00", "12:00"],
    unit: "شقة 201",
    contact: "vendor1" as DemoContactKey,
  },
  {
    type: "reminder",
    title: "التواصل مع المستأجر لتجديد العقد",
    description: null,
    cost: null,
    days: [0, 0],
    times: null,
    unit: "شقة 101",
    contact: "tenant1" as DemoContactKey,
  },
  {
    type: "purchase",
    title: "شراء طفايات حريق للمجمع",
    description: "ست طفايات، واحدة لكل دور",
    cost: "1200.00",
    days: [5, 5],
    times: ["09:00", "11:00"],
    unit: null,
    contact: null,
  },
  {
    type: "maintenance",
    title: "صيانة المكيفات الدورية",
    description: null,
    cost: "800.00",
    days: [-8, -8],
    times: null,
    unit: "فيلا حي الملقا",
    contact: "vendor1" as DemoContactKey,
    completed: true,
  },
] as const;
