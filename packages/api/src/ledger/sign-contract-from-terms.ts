import { withOrg, type Db } from "@amlak/db";
import { signContract, type CommandHooks, type LedgerContext, type SignedContractIds } from "@amlak/ledger";
import { toFixed2 } from "@amlak/money";
import type { TContractCreate } from "@amlak/schemas";
import { AppError } from "@amlak/domain";
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
  const parties = await withOrg(db, who.orgId, async (trx) => ({
    estate: await trx.selectFrom("real_estates").select(["kind", "lessor_id"]).where("id", "=", terms.real_estate_id).executeTakeFirst(),
    tenant: await trx.selectFrom("contacts").select("type").where("id", "=", terms.tenant_id).executeTakeFirst(),
    lessor: terms.lessor_id
      ? await trx.selectFrom("contacts").select("type").where("id", "=", terms.lessor_id).executeTakeFirst()
      : undefined,
  }));
  const fieldErrors: Record<string, string> = {};
  if (parties.estate?.kind !== "unit") fieldErrors.real_estate_id = "field.invalid";
  if (parties.tenant?.type !== "tenant") fieldErrors.tenant_id = "field.invalid";
  if (terms.lessor_id && parties.lessor?.type !== "lessor") fieldErrors.lessor_id = "field.invalid";
  const lessorId = terms.lessor_id ?? parties.estate?.lessor_id;
  if (!lessorId) fieldErrors.lessor_id ??= "field.required";
  if (Object.keys(fieldErrors).length || !lessorId) throw new AppError("validation.failed", {}, fieldErrors);
  const { contractId, paymentIds } = await signContract(
    db,
    ledger,
    {
      lessorId,
      tenantId: terms.tenant_id,
      realEstateId: terms.real_estate_id,
      terms: scheduleTerms(terms),
      autoPayCommission: terms.auto_pay_commission,
      termsTemplateId: terms.terms_template_id ?? null,
    },
    hooks,
  );
  return { id: contractId, paymentIds };
}

/** The schedule input of validated terms (a contract's or a quotation's). */
export function scheduleTerms(
  terms: Omit<TContractCreate, "tenant_id" | "lessor_id" | "terms_template_id" | "real_estate_id" | "auto_pay_commission">,
) {
  return {
    contract_start: terms.contract_start,
    contract_end: terms.contract_end,
    price: toFixed2(terms.price),
    interval: terms.contract_interval,
    annual_commission: toFixed2(terms.annual_commission),
    additional_commission: toFixed2(terms.additional_commission),
    annual_service: toFixed2(terms.annual_service),
    water_costs: toFixed2(terms.water_costs),
    electricity_costs: toFixed2(terms.electricity_costs),
    extra_costs: toFixed2(terms.extra_costs),
    is_taxable: terms.is_taxable,
  };
}
