import { findManagementAgreement, listOwnerProperties, type Db } from "@amlak/db";
import type { ManagementAgreement, OwnerAgreements } from "@amlak/domain";
import { money } from "@amlak/money";

interface AgreementTerms {
  feeKind: "percent" | "fixed";
  feeValue: string;
  expenseCategories: string[];
  effectiveFrom: string;
}

const agreementOf = (terms: AgreementTerms): ManagementAgreement => ({ ...terms, feeValue: money(terms.feeValue) });

/**
 * A lessor's management agreements as @amlak/domain works with them: theirs, and each of their properties with its
 * own or null. The remittance proposal and the owner statement both read them here.
 */
export async function ownerAgreementsOf(db: Db, lessorId: string): Promise<OwnerAgreements> {
  const [lessor, properties] = await Promise.all([findManagementAgreement(db, lessorId), listOwnerProperties(db, lessorId)]);
  return {
    lessor: lessor ? agreementOf(lessor) : null,
    properties: new Map(
      properties.map(({ id, feeKind, feeValue, expenseCategories, effectiveFrom }) => [
        id,
        feeKind && feeValue && expenseCategories && effectiveFrom
          ? agreementOf({ feeKind, feeValue, expenseCategories, effectiveFrom })
          : null,
      ]),
    ),
  };
}
