import { findLeasedEstate, findLeaseParty, findUserTemplateForSigning, withOrg, type Db, type Trx } from "@amlak/db";
import { signContract, type CommandHooks, type LedgerContext, type SignedContractIds } from "@amlak/ledger";
import type { TContractCreate } from "@amlak/schemas";
import { AppError, scheduleInputOf } from "@amlak/domain";
import { requirePackageAction, type Actor } from "./package-permission.ts";

/**
 * Signs a contract from its validated terms (a new contract or a converted draft): the package must allow managing
 * contracts, the unit, tenant and lessor must be the organization's, and the lessor defaults to the unit's. The
 * ledger refuses a unit already leased for the period, inside the signing transaction.
 */
export async function signContractFromTerms(
  who: Actor,
  db: Db,
  ledger: LedgerContext,
  terms: TContractCreate,
  hooks?: CommandHooks<SignedContractIds>,
) {
  await requirePackageAction(db, who, "CONTRACTS", "MANAGE_ENTITY");
  const lessorId = await withOrg(db, who.orgId, (trx) => resolveLeaseParties(trx, terms));
  const templateId = terms.terms_template_id ?? null;
  const { contractId, paymentIds } = await signContract(
    db,
    ledger,
    {
      lessorId,
      tenantId: terms.tenant_id,
      realEstateId: terms.real_estate_id,
      terms: scheduleInputOf(terms),
      otherFeeLabel: terms.other_fee_label ?? "",
      autoPayCommission: terms.auto_pay_commission,
      termsTemplateId: templateId,
    },
    {
      ...hooks,
      // The template is locked again in the signing transaction, until it commits: a deletion racing the signing
      // either finds the signed contract or, having gone first, leaves the signing nothing to sign on.
      before: async (trx) => {
        if (templateId && !(await findUserTemplateForSigning(trx, templateId))) {
          throw new AppError("validation.failed", {}, { terms_template_id: "field.invalid" });
        }
        await hooks?.before?.(trx);
      },
    },
  );
  return { id: contractId, paymentIds };
}

/**
 * The lessor of terms whose unit, tenant, lessor and terms template are all the organization's (a unit, a tenant contact, a lessor
 * contact); the lessor defaults to the unit's. Otherwise validation.failed naming each field, under `path` (the
 * terms' place in the input).
 */
export async function resolveLeaseParties(
  trx: Trx,
  terms: Pick<TContractCreate, "real_estate_id" | "tenant_id" | "lessor_id" | "terms_template_id">,
  path = "",
): Promise<string> {
  const estate = await findLeasedEstate(trx, terms.real_estate_id);
  const tenant = await findLeaseParty(trx, terms.tenant_id);
  const lessor = terms.lessor_id ? await findLeaseParty(trx, terms.lessor_id) : undefined;
  const template = terms.terms_template_id ? await findUserTemplateForSigning(trx, terms.terms_template_id) : undefined;
  const fieldErrors: Record<string, string> = {};
  if (terms.terms_template_id && !template) fieldErrors[`${path}terms_template_id`] = "field.invalid";
  if (estate?.kind !== "unit") fieldErrors[`${path}real_estate_id`] = "field.invalid";
  if (tenant?.type !== "tenant") fieldErrors[`${path}tenant_id`] = "field.invalid";
  if (terms.lessor_id && lessor?.type !== "lessor") fieldErrors[`${path}lessor_id`] = "field.invalid";
  const lessorId = terms.lessor_id ?? estate?.lessor_id;
  if (!lessorId) fieldErrors[`${path}lessor_id`] ??= "field.required";
  if (Object.keys(fieldErrors).length || !lessorId) throw new AppError("validation.failed", {}, fieldErrors);
  return lessorId;
}
