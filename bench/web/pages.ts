/** A page the bench opens, and the element that shows its data has arrived (not only its frame). */
export interface BenchPage {
  name: string;
  path: string;
  /** A CSS selector: the first element holding the page's data. */
  shown: string;
  signedIn: boolean;
}

/** The demo organization's first property, contract and contact, for the pages of one record. */
export interface DemoRecords {
  estateId: string;
  contractId: string;
  contactId: string;
}

const testId = (id: string) => `[data-testid="${id}"]`;
const tableData = `${testId("table-row")}, ${testId("table-card")}, ${testId("empty-state")}`;

/** Every member page of the demo account's menu (the client's), then the public pages. */
export function benchPages(records: DemoRecords): BenchPage[] {
  const member = (name: string, path: string, shown: string): BenchPage => ({ name, path, shown, signedIn: true });
  const open = (name: string, path: string, shown: string): BenchPage => ({ name, path, shown, signedIn: false });
  return [
    member("dashboard", "/dashboard", testId("figure-month-value")),
    member("properties", "/properties", tableData),
    member("property", `/Properties/${records.estateId}`, testId("estate-page")),
    member("contracts", "/contracts", tableData),
    member("new contract", "/contracts/new", testId("contract-wizard")),
    member("contract", `/contracts/${records.contractId}`, testId("contract-header")),
    member("import", "/import", testId("import-template-step")),
    member("payments", "/payments", tableData),
    member("invoices", "/invoices", tableData),
    member("tasks", "/tasks", tableData),
    member("contacts", "/contacts", tableData),
    member("contact", `/contacts/${records.contactId}`, testId("contact-page-name")),
    member("archive", "/archive", `${tableData}, ${testId("documents-empty")}`),
    member("reports", "/reports", '[data-testid^="report-card-"]'),
    member("books", "/books", `${testId("table-row")}, ${testId("table-card")}, ${testId("trial-balance")}`),
    member("settings", "/MainManagement", testId("main-information")),
    member("profile", "/profile", testId("profile-view")),
    member("contact us", "/contactUs", testId("contact-us-form")),
    open("landing", "/landing", testId("landing-features")),
    open("pricing", "/pricing", '[data-testid^="plan-"]'),
    open("about", "/about", testId("page-title")),
    open("blogs", "/blogs", testId("page-title")),
    open("public contact", "/contact", '[data-testid^="contact-"]'),
    open("terms of use", "/TermsOfUse", testId("legal-text")),
    open("privacy policy", "/PrivacyPolicy", testId("legal-text")),
    open("refund policy", "/RefundPolicy", testId("legal-text")),
  ];
}
