import type { PaymentType } from "../schedule/payment-types.ts";
import type { UserType } from "./user-types.ts";

/** What a user type may do with contacts, contracts, payments, tax documents and the books (SPEC §6 roles). */
export type MemberAction =
  | "contacts.write"
  | "realEstates.write"
  | "contracts.read"
  | "contracts.draft"
  | "contracts.write"
  | "payments.read"
  | "payments.write"
  | "documents.issue"
  | "documents.write"
  | "books.read"
  | "remittances.read"
  | "remittances.write"
  | "tasks.write"
  | "organization.manage";

const FINANCE_READERS: readonly UserType[] = ["client", "client_mock", "subClient", "restricted_subClient", "readonly_subClient"];

/*
 * readonly_subClient only views. operational_subClient handles income and expense payments and sees active
 * contracts, but no contract management. restricted_subClient prepares contracts as drafts and may not approve
 * them, so signing (and cancelling) a contract is not theirs.
 */
const ALLOWED: Record<MemberAction, readonly UserType[]> = {
  // Everyone who works the portfolio keeps its people up to date; the read-only sub-user and the viewer do not.
  "contacts.write": ["client", "client_mock", "subClient", "restricted_subClient", "operational_subClient"],
  // The operational sub-user views properties (SPEC §6); adding, changing and bookmarking them is the managers'.
  "realEstates.write": ["client", "client_mock", "subClient", "restricted_subClient"],
  "contracts.read": [...FINANCE_READERS, "operational_subClient"],
  "contracts.draft": ["client", "client_mock", "subClient", "restricted_subClient"],
  "contracts.write": ["client", "client_mock", "subClient"],
  "payments.read": [...FINANCE_READERS, "operational_subClient"],
  "payments.write": ["client", "client_mock", "subClient", "restricted_subClient", "operational_subClient"],
  "documents.issue": ["client", "client_mock", "subClient", "restricted_subClient", "operational_subClient"],
  // Uploading and deleting files: everyone who works the portfolio (SPEC §6 gives the operational sub-user documents).
  "documents.write": ["client", "client_mock", "subClient", "restricted_subClient", "operational_subClient"],
  "books.read": ["client", "client_mock", "subClient", "readonly_subClient"],
  // What the manager owes and pays the owners, and the fee it charges them (a commission, which the operational
  // sub-user does not see); paying an owner and setting their agreement are the managers'.
  "remittances.read": FINANCE_READERS,
  "remittances.write": ["client", "client_mock", "subClient"],
  // SPEC §6 gives the operational sub-user tasks; the read-only sub-user only views them.
  "tasks.write": ["client", "client_mock", "subClient", "restricted_subClient", "operational_subClient"],
  // The organization's main information, general settings and users are the account owner's (SPEC §2 settings).
  "organization.manage": ["client", "client_mock"],
};

export function mayPerform(type: UserType, action: MemberAction): boolean {
  return ALLOWED[action].includes(type);
}

/** SPEC §6 component table: the operational sub-user handles income and expenses but sees no commissions. */
export function hiddenPaymentTypes(type: UserType): readonly PaymentType[] {
  return type === "operational_subClient" ? ["commission", "additional_commission"] : [];
}
