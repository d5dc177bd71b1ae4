// Shapes of jsonb columns: the catalog knows only "jsonb", so the generated types (generated/db.ts) import these.

export interface UserPrefs {
  journey: boolean;
  actions: { showProfileSurvey: { remindAt: string | null } };
  /** The dashboard's first-steps checklist was put away; absent until then. */
  firstStepsDismissed?: boolean;
}

/**
 * The account a one-time code creates once confirmed: a client signing up, or (purpose add_user) a user the client
 * adds to the organization, of `type`, whose password is unusable until they set one through "Forgot password".
 */
export interface PendingSignup {
  name: string;
  phone: string;
  email: string;
  passwordHash: string;
  type?: string;
}

/** A Saudi national address in ZATCA's parts, as a VAT-registered contact's tax details hold it (ZNationalAddressSchema). */
export interface NationalAddressJson {
  street: string;
  building_number: string;
  district: string;
  city: string;
  postal_code: string;
}

/** A contract body as the API takes it (SPEC field names, amounts as 2-decimal strings). */
export type ContractTermsJson = Record<string, string | number | boolean | null>;

/** A tax invoice's parties and lines as the ledger's InvoiceIssued event recorded them (amounts as 2-decimal strings). */
export interface InvoiceSellerJson {
  name: string;
  vatNo: string;
  commercialRegistrationNo: string;
  address: string;
}

export interface InvoiceBuyerJson {
  name: string;
  vatNo: string | null;
  /** The buyer's Saudi national address, for a standard (B2B) phase-2 document; absent if unknown. */
  address?: { street: string; buildingNumber: string; district: string; city: string; postalCode: string };
}

export interface InvoiceLineJson {
  description: string;
  quantity: number;
  unitPrice: string;
  vatRate: string;
  totalWithoutVat: string;
  vat: string;
  total: string;
}

/** A credit or debit note's line: the part of an invoice line it corrects, and whom that line was booked to. */
export interface CreditNoteLineJson extends InvoiceLineJson {
  party: "tenant" | "lessor";
  /** The account the charge was credited to when due (commission_revenue, fee_revenue, lessor_payable). */
  credited: string;
}

/** What a lease settlement kept back from the deposit, and what for. */
export interface SettlementDeductionJson {
  kind: "damages" | "utilities" | "other";
  amount: string;
  note: string;
}

/** A WhatsApp template's name and body parameters (the Cloud API sends only approved templates to a new conversation). */
export interface MessageTemplate {
  name: string;
  params: string[];
}

/** What a collection voucher paid on one instalment, as the ledger's CollectionReceived event recorded it. */
export interface CollectionAllocationJson {
  instalmentId: string;
  paymentId: string;
  amount: string;
}
