import type { Money } from "@amlak/money";

/** What the manager charges a lessor for managing their properties, from a date on. */
export interface ManagementAgreement {
  /** A percent of the rent collected, or a fixed amount for each calendar month. */
  feeKind: "percent" | "fixed";
  feeValue: Money;
  /** Expense categories (PAYMENT_CATEGORY codes) paid on the owner's units that are taken out of what is due to them. */
  expenseCategories: readonly string[];
  effectiveFrom: string;
}

/**
 * Whether an expense paid on the owner's units is the owner's to bear: under an agreement only its expense
 * categories are (the others are the manager's); without one, every expense is, as before agreements existed. The
 * owner statement and the remittance proposal both take expenses off by this rule, so they agree.
 */
export const expenseChargedToOwner = (agreement: Pick<ManagementAgreement, "expenseCategories"> | null, category: string | null) =>
  agreement === null || agreement.expenseCategories.includes(category ?? "");
