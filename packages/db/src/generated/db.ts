// Kysely table types of the migrated schema (see migrations/). Numeric columns are read as strings
// (exact decimals), date columns as YYYY-MM-DD strings, timestamptz as Date.
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string | number, string | number>;
type Json<T> = ColumnType<T, string, string>;

export interface UserPrefs {
  journey: boolean;
  actions: { showProfileSurvey: { remindAt: string | null } };
}

export interface OrganizationsTable {
  id: Generated<string>;
  title: string | null;
  title_verified: string | null;
  phone: string | null;
  address: string | null;
  vat_no: string | null;
  vat_no_verified: string | null;
  vat_no_key_object: string | null;
  commercial_registration_no: string | null;
  commercial_registration_no_verified: string | null;
  commercial_registration_no_key_object: string | null;
  contract_terms: string | null;
  send_sms_reminder: Generated<boolean>;
  rent_reminder_phone: string | null;
  preferences: Json<Record<string, boolean> | null> | null;
  code: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface UsersTable {
  id: Generated<string>;
  org_id: string | null;
  type: string;
  name: string;
  phone: string;
  email: string | null;
  password_hash: string;
  lang: Generated<"ar" | "en">;
  date_type: Generated<"md" | "hj">;
  timezone: Generated<string>;
  active: Generated<boolean>;
  prefs: ColumnType<UserPrefs, string | undefined, string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  replaced_by: string | null;
  created_at: DefaultTimestamp;
}

export interface OtpChallengesTable {
  id: Generated<string>;
  purpose: "login" | "signup" | "reset";
  phone: string;
  user_id: string | null;
  pending_signup: Json<PendingSignup | null> | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface PendingSignup {
  name: string;
  phone: string;
  email: string;
  passwordHash: string;
}

export interface SmsOutboxTable {
  id: Generated<string>;
  org_id: string | null;
  phone: string;
  body: string;
  purpose: string;
  status: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface LookupsTable {
  id: Generated<number>;
  group: string;
  type: string;
  code: string;
  name_ar: string;
  name_en: string;
  sort: Generated<number>;
}

export interface PackagesTable {
  code: string;
  name_ar: string;
  name_en: string;
  monthly_price: Numeric | null;
  sort: number;
}

export interface PackagePermissionsTable {
  id: Generated<number>;
  package_code: string;
  entity: string;
  code: string;
  is_numerical: Generated<boolean>;
  value: number | null;
  active: Generated<boolean>;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  org_id: string;
  package_code: string;
  status: string;
  billing: Generated<"monthly" | "yearly">;
  trial: Generated<boolean>;
  start_date: string;
  end_date: string;
  promotion_code: string | null;
  promotion_percent: Numeric | null;
  created_at: DefaultTimestamp;
}

export interface ContactsTable {
  id: Generated<string>;
  org_id: string;
  type: "tenant" | "lessor" | "agent" | "vendor";
  name: string;
  phone: string | null;
  alternative_phone: string | null;
  email: string | null;
  national_id: string | null;
  unified_no: string | null;
  national_address: string | null;
  tag: string | null;
  emergency_contact: string | null;
  representative: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface RealEstatesTable {
  id: Generated<string>;
  org_id: string;
  parent_id: string | null;
  kind: "compound" | "unit";
  title: string;
  description: string | null;
  address: string | null;
  region: string | null;
  city: string | null;
  district: string | null;
  tag: string | null;
  lessor_id: string | null;
  agent_id: string | null;
  property_cost: Numeric | null;
  sqm: Numeric | null;
  electricity_account_no: string | null;
  water_account_no: string | null;
  target_yearly_rent: Numeric | null;
  latest_yearly_rent: Numeric | null;
  vacant_since: string | null;
  bookmarked: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ContractsTable {
  id: string;
  org_id: string;
  real_estate_id: string;
  lessor_id: string | null;
  tenant_id: string;
  contract_start: string;
  contract_end: string;
  price: Numeric;
  contract_interval: number;
  annual_commission: Numeric;
  additional_commission: Numeric;
  annual_service: Numeric;
  water_costs: Numeric;
  electricity_costs: Numeric;
  extra_costs: Numeric;
  is_taxable: boolean;
  auto_pay_commission: boolean;
  terms_template_id: string | null;
  months: number;
  instalments: number;
  cancelled_on: string | null;
  signed_at: Timestamp;
}

export interface PaymentsTable {
  id: string;
  org_id: string;
  contract_id: string | null;
  real_estate_id: string | null;
  direction: "income" | "expense";
  party: "tenant" | "lessor" | "vendor";
  payment_type: string | null;
  category: string | null;
  due_date: string;
  price: Numeric;
  vat_rate: Numeric;
  vat: Numeric;
  status: "pending" | "paid" | "canceled" | "deleted" | "split";
  paid_date: string | null;
  method: string | null;
  received_by: string | null;
  delivered_by: string | null;
  paid_notes: string | null;
  comment: string | null;
  contacted: Generated<boolean>;
  contact_notes: string | null;
  split_from: string | null;
  invoice_id: string | null;
  receipt_id: string | null;
  version: number;
  updated_at: Timestamp;
}

export interface InvoicesTable {
  id: string;
  org_id: string;
  number: number;
  kind: string;
  issued_at: Timestamp;
  seller: Json<Record<string, string | null>>;
  buyer: Json<Record<string, string | null>>;
  lines: Json<Record<string, string | number>[]>;
  total_without_vat: Numeric;
  vat_total: Numeric;
  total: Numeric;
  qr: string;
  payment_ids: string[];
}

export interface ReceiptsTable {
  id: string;
  org_id: string;
  number: number;
  issued_at: Timestamp;
  payment_id: string;
  amount: Numeric;
  payer: string;
  method: string;
  paid_date: string;
}

export interface DocumentSequencesTable {
  org_id: string;
  kind: "invoice" | "receipt";
  last_value: Generated<number>;
}

export interface JournalLinesTable {
  id: Generated<string>;
  org_id: string;
  position: string;
  stream_id: string;
  event_type: string;
  entry_date: string;
  account: string;
  debit: Numeric;
  credit: Numeric;
  memo: string;
}

export interface RateLimitHitsTable {
  key: string;
  at: DefaultTimestamp;
}

export interface LedgerEventsTable {
  position: Generated<string>;
  org_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: ColumnType<unknown, string, never>;
  meta: ColumnType<Record<string, unknown>, string | undefined, never>;
  recorded_at: DefaultTimestamp;
}

export interface IdempotencyKeysTable {
  org_id: string;
  key: string;
  request_hash: string;
  response: ColumnType<unknown, string, never>;
  created_at: DefaultTimestamp;
}

export interface RealEstateOccupancyView {
  id: string;
  org_id: string;
  status: "Rented" | "Vacant" | "Reserved" | null;
  vacant_since: string | null;
}

/** The period each lease holds its unit (lease_period); a lease cancelled before its start is absent. */
export interface EffectiveLeasesView {
  contract_id: string;
  org_id: string;
  real_estate_id: string;
  tenant_id: string;
  starts: string;
  ends: string;
}

/** A contract body as the API takes it (SPEC field names, amounts as 2-decimal strings). */
export type ContractTermsJson = Record<string, string | number | boolean | null>;

export interface ContractDraftsTable {
  id: Generated<string>;
  org_id: string;
  terms: Json<ContractTermsJson>;
  status: Generated<"draft" | "cancelled" | "converted">;
  contract_id: string | null;
  created_by: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface RentQuotationsTable {
  id: Generated<string>;
  org_id: string;
  real_estate_id: string;
  prospect_name: string;
  prospect_phone: string | null;
  terms: Json<ContractTermsJson>;
  valid_until: string | null;
  created_by: string;
  created_at: DefaultTimestamp;
}

export interface Database {
  contract_drafts: ContractDraftsTable;
  rent_quotations: RentQuotationsTable;
  real_estate_occupancy: RealEstateOccupancyView;
  effective_leases: EffectiveLeasesView;
  ledger_events: LedgerEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limit_hits: RateLimitHitsTable;
  organizations: OrganizationsTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  otp_challenges: OtpChallengesTable;
  sms_outbox: SmsOutboxTable;
  lookups: LookupsTable;
  packages: PackagesTable;
  package_permissions: PackagePermissionsTable;
  subscriptions: SubscriptionsTable;
  contacts: ContactsTable;
  real_estates: RealEstatesTable;
  contracts: ContractsTable;
  payments: PaymentsTable;
  invoices: InvoicesTable;
  receipts: ReceiptsTable;
  document_sequences: DocumentSequencesTable;
  journal_lines: JournalLinesTable;
}
