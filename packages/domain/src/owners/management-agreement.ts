import type { Money } from "@amlak/money";

/** What the manager charges a lessor for managing their properties (or one property), from a date on. */
export interface ManagementAgreement {
  /** A percent of the rent collected, or a fixed amount for each calendar month. */
  feeKind: "percent" | "fixed";
  feeValue: Money;
  /** Expense categories (PAYMENT_CATEGORY codes) paid on the owner's units that are taken out of what is due to them. */
  expenseCategories: readonly string[];
  effectiveFrom: string;
}

/**
 * The agreements an owner's money is worked out by: the lessor's, and each of their properties (a compound, or a unit
 * standing alone) with the agreement of its own that overrides the lessor's for its units, or null where the lessor's
 * applies.
 */
export interface OwnerAgreements {
  lessor: ManagementAgreement | null;
  properties: ReadonlyMap<string, ManagementAgreement | null>;
}

export const NO_AGREEMENTS: OwnerAgreements = { lessor: null, properties: new Map() };

/** The agreement a payment on a property is under: the property's own, else the lessor's. */
export const agreementFor = (agreements: OwnerAgreements, propertyId: string | null): ManagementAgreement | null =>
  (propertyId === null ? null : agreements.properties.get(propertyId)) ?? agreements.lessor;

/**
 * Whether an expense paid on the owner's units is the owner's to bear: under an agreement only its expense
 * categories are (the others are the manager's); without one, every expense is, as before agreements existed. The
 * owner statement and the remittance proposal both take expenses off by this rule, so they agree.
 */
export const expenseChargedToOwner = (agreement: Pick<ManagementAgreement, "expenseCategories"> | null, category: string | null) =>
  agreement === null || agreement.expenseCategories.includes(category ?? "");
